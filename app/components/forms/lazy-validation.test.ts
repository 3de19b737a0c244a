import { describe, expect, it, vi } from "vitest";
import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import { lazyValidation, type FormCheck } from "./lazy-validation";

const schema = z.object({ email: z.string().email("form.email") });
const form = (email: string) => {
  const data = new FormData();
  data.set("email", email);
  return data;
};

describe("lazyValidation", () => {
  it("lets a form post before its rules have arrived, then checks with them", async () => {
    const load = vi.fn(async () => ({ check: (formData: FormData) => parseWithZod(formData, { schema }) }));
    const validation = lazyValidation(load);

    const before = validation.check(form("not an address"));
    expect(before.status).toBe("success"); // accepted: the form posts and the server answers
    expect(load).not.toHaveBeenCalled();

    await validation.prefetch();
    const after = validation.check(form("not an address"));
    expect(after.status).toBe("error");
    expect(after.reply().error).toEqual({ email: ["form.email"] });
    expect(validation.check(form("ada@example.com")).status).toBe("success");
  });

  it("downloads the rules once however often it is asked", async () => {
    const load = vi.fn(async () => ({ check: (formData: FormData) => parseWithZod(formData, { schema }) }));
    const validation = lazyValidation(load);
    await Promise.all([validation.prefetch(), validation.prefetch(), validation.prefetch()]);
    await validation.prefetch();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("tries again after a failed download (offline, a replaced chunk)", async () => {
    const load = vi
      .fn<() => Promise<{ check: FormCheck<{ email: string }> }>>()
      .mockRejectedValueOnce(new Error("Failed to fetch dynamically imported module"))
      .mockResolvedValue({ check: (formData: FormData) => parseWithZod(formData, { schema }) });
    const validation = lazyValidation(load);
    await validation.prefetch();
    expect(validation.check(form("x")).status).toBe("success");
    await validation.prefetch();
    expect(validation.check(form("x")).status).toBe("error");
    expect(load).toHaveBeenCalledTimes(2);
  });
});
