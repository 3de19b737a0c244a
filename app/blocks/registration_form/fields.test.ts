import { describe, expect, it } from "vitest";
import { schema as registrationFormSchema } from "./schema";

/** What an editor must give a registration_form blok. */
const thanks = { linktype: "story", cached_url: "masterclass/thank-you", url: "" };
const picker = { _uid: "p", component: "timeslot_picker", webinar_id: "web-1" };
const phone = { _uid: "ph", component: "phone_input" };

describe("registration_form blok", () => {
  it("needs one picker, one phone input and a thank-you page; the event defaults to masterclass_sign_up", () => {
    const blok = registrationFormSchema.parse({ thank_you_page: thanks, fields: [picker, phone], sign_up_event: "" });
    expect(blok.sign_up_event).toBe("masterclass_sign_up");
    expect(registrationFormSchema.parse({ thank_you_page: thanks, fields: [picker, phone], sign_up_event: "cert_seminar_sign_up" }).sign_up_event).toBe(
      "cert_seminar_sign_up",
    );
  });

  it.each([
    ["no picker", { fields: [phone] }, "must hold exactly one timeslot_picker (found 0)"],
    ["two phone inputs", { fields: [picker, phone, { ...phone, _uid: "ph2" }] }, "must hold exactly one phone_input (found 2)"],
    ["no thank-you page", { thank_you_page: { linktype: "url", url: "", cached_url: "" } }, "is required"],
  ])("is refused with %s", (_case, change, message) => {
    const parsed = registrationFormSchema.safeParse({ thank_you_page: thanks, fields: [picker, phone], ...change });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.message).join(" ")).toContain(message);
  });

  it("falls back to the default event for one it does not know", () => {
    const parsed = registrationFormSchema.safeParse({ thank_you_page: thanks, fields: [picker, phone], sign_up_event: "purchase" });
    expect(parsed.data?.sign_up_event).toBe("masterclass_sign_up");
  });
});
