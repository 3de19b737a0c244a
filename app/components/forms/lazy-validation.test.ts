import { describe, expect, it, vi } from "vitest";
import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import { lazyValidation, submissionErrors, type FormCheck } from "./lazy-validation";

const schema = z.object({
  email: z.string().email("form.email"),
  name: z.string().max(3, "form.tooLong").optional(),
});
const form = (email: string, name = "") => {
  const data = new FormData();
  data.set("email", email);
  data.set("name", name);
  return data;
};
const check: FormCheck = (formData) => submissionErrors(parseWithZod(formData, { schema }));

describe("lazyValidation", () => {
  it("knows nothing before its rules have arrived (the form posts), then checks with them", async () => {
    const load = vi.fn(async () => ({ check }));
    const validation = lazyValidation(load);

    expect(validation.check(form("not an address"))).toBeNull(); // the form posts and the server answers
    expect(load).not.toHaveBeenCalled();

    await validation.prefetch();
    expect(validation.check(form("not an address", "Ada Lovelace"))).toEqual({
      email: ["form.email"],
      name: ["form.tooLong"],
    });
    expect(validation.check(form("ada@example.com"))).toEqual({});
  });

  it("downloads the rules once however often it is asked", async () => {
    const load = vi.fn(async () => ({ check }));
    const validation = lazyValidation(load);
    await Promise.all([validation.prefetch(), validation.prefetch(), validation.prefetch()]);
    await validation.prefetch();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("tries again after a failed download (offline, a replaced chunk)", async () => {
    const load = vi
      .fn<() => Promise<{ check: FormCheck }>>()
      .mockRejectedValueOnce(new Error("Failed to fetch dynamically imported module"))
      .mockResolvedValue({ check });
    const validation = lazyValidation(load);
    await validation.prefetch();
    expect(validation.check(form("x"))).toBeNull();
    await validation.prefetch();
    expect(validation.check(form("x"))).toEqual({ email: ["form.email"] });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
