import { describe, expect, it } from "vitest";
import { cspNonce } from "./security.server";

const nonceOfOneRequest = () => {
  const res = { locals: {} as { cspNonce?: string } };
  cspNonce({} as never, res as never, () => undefined);
  return res.locals.cspNonce;
};

describe("cspNonce", () => {
  it("gives every request its own 128-bit nonce, across draws from the CSPRNG", () => {
    const nonces = Array.from({ length: 2_000 }, nonceOfOneRequest);
    expect(new Set(nonces).size).toBe(nonces.length);
    for (const nonce of nonces) {
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(Buffer.from(nonce!, "base64")).toHaveLength(16);
    }
  });
});
