import { describe, expect, it } from "vitest";
import { cakeConversionUrl, cakeRequestId } from "./affiliate-conversion";

describe("CAKE affiliate conversion", () => {
  it.each([
    ["cake_request_id=REQ-123_abc", "REQ-123_abc"],
    ["a=1; cake_request_id=R1; b=2", "R1"],
    ["cake_request_id=", null],
    ["cake_request_id=%3Cscript%3E", null],
    ["cake_request_id=%E0%A4%A", null],
    ["xcake_request_id=R1", null],
    [null, null],
  ])("cakeRequestId(%j) = %j", (header, expected) => {
    expect(cakeRequestId(header)).toBe(expected);
  });

  it("builds the pixel from the cookie and the transaction", () => {
    const url = cakeConversionUrl({ base: "https://partners.example/p.ashx", offerId: "101", requestId: "R1", transactionId: "A-S0001", amount: 499 });
    expect(url).toBe("https://partners.example/p.ashx?o=101&e=1&r=R1&t=A-S0001&p=499.00");
    expect(cakeConversionUrl({ base: "/p", offerId: "1", requestId: null, transactionId: "x", amount: 1 })).toBeNull();
  });
});
