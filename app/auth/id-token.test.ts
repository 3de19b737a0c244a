import { describe, expect, it } from "vitest";
import { decodeIdToken } from "./id-token";

const jwt = (payload: unknown) => `e30.${Buffer.from(JSON.stringify(payload)).toString("base64url")}.sig`;

describe("decodeIdToken", () => {
  it("reads the payload of the middle segment", () => {
    expect(decodeIdToken(jwt({ sub: "auth0|1", name: "Ada", picture: "https://i.example/a.png" }))).toMatchObject({ sub: "auth0|1", name: "Ada" });
  });
  it("gives null when decoding fails", () => {
    for (const token of [undefined, "", "abc", "a.b", "a.!!!.c", jwt({ name: "no subject" }), jwt({ sub: "x", picture: "not a url" })]) {
      expect(decodeIdToken(token)).toBeNull();
    }
  });
});
