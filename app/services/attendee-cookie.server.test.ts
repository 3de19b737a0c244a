import { describe, expect, it } from "vitest";
import { attendeeFromQuery, attendeeOfRequest, readAttendeeCookie, serializeAttendeeCookie } from "./attendee-cookie.server";

/** The visitor's attendee (`?a=`, its status stored locally; docs/product/webinars.md#the-attendee). */
const NORA = "5f0c2a8e-3b1d-4c7a-9e21-7d4b8a6f1c01";
const TOMAS = "5f0c2a8e-3b1d-4c7a-9e21-7d4b8a6f1c02";
const cookieOf = async (uuid: string, status: "joined" | null = null) => (await serializeAttendeeCookie(uuid, status)).split(";")[0] ?? "";

describe("the attendee cookie", () => {
  it("is HttpOnly, SameSite=Lax, site-wide and kept 90 days", async () => {
    const header = await serializeAttendeeCookie(NORA, "joined");
    expect(header).toMatch(/^bp_attendee=/);
    expect(header).toContain("HttpOnly");
    expect(header).toContain("SameSite=Lax");
    expect(header).toContain("Path=/");
    expect(header).toContain(`Max-Age=${90 * 86_400}`);
  });

  it("reads back uuid and status, and nothing from a forged value", async () => {
    expect(await readAttendeeCookie(await cookieOf(NORA.toUpperCase(), "joined"))).toEqual({ uuid: NORA, status: "joined" });
    const forged = `bp_attendee=${encodeURIComponent(Buffer.from(JSON.stringify({ uuid: "../admin", status: "joined" })).toString("base64"))}`;
    expect(await readAttendeeCookie(forged)).toBeNull();
    expect(await readAttendeeCookie("bp_attendee=garbage")).toBeNull();
    expect(await readAttendeeCookie(null)).toBeNull();
  });
});

describe("?a= on a page", () => {
  it("accepts only attendee uuids", () => {
    expect(attendeeFromQuery(new URL(`http://x/watch?a=${NORA.toUpperCase()}`))).toBe(NORA);
    expect(attendeeFromQuery(new URL("http://x/watch?a=<script>"))).toBeNull();
    expect(attendeeFromQuery(new URL("http://x/watch"))).toBeNull();
  });

  it("stores a new attendee from the query, which wins over the cookie", async () => {
    const request = new Request(`http://x/watch?a=${TOMAS}`, { headers: { Cookie: await cookieOf(NORA, "joined") } });
    const { attendee, setCookie } = await attendeeOfRequest(request);
    expect(attendee).toEqual({ uuid: TOMAS, status: null });
    expect(await readAttendeeCookie(setCookie)).toEqual({ uuid: TOMAS, status: null });
  });

  it("keeps the cookie (and its status) when the query names the same attendee or none", async () => {
    const cookie = await cookieOf(NORA, "joined");
    for (const url of [`http://x/watch?a=${NORA}`, "http://x/watch", "http://x/watch?a=nope"]) {
      const { attendee, setCookie } = await attendeeOfRequest(new Request(url, { headers: { Cookie: cookie } }));
      expect(attendee).toEqual({ uuid: NORA, status: "joined" });
      expect(setCookie).toBeNull();
    }
  });
});
