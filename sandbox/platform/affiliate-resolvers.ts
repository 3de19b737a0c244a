import { randomUUID } from "node:crypto";

/**
 * Sandbox resolver of the affiliate application mutation. Applications are kept in memory
 * without their social security number (only whether one was given), so the sandbox's own
 * inspection endpoint never echoes it. Refusals, for tests and demos:
 * - a website on `blocked.example` → `website1` refused (code `blocked`);
 * - an email already applied with → `email` refused (code `duplicate`), except on
 *   `@example.com` addresses, which may apply any number of times (demos, repeated tests).
 * Platform failures are injected as for every sandbox call (`sandbox-fail-500` in any field).
 */
export interface ReceivedApplication {
  uuid: string;
  email: string;
  firstName: string;
  country: string;
  telephone: string;
  hasSocialSecurity: boolean;
  receivedAt: string;
}

const received: ReceivedApplication[] = [];

/** Applications the sandbox received, oldest first (no social security numbers). */
export const receivedApplications = (): readonly ReceivedApplication[] => received;

type Input = Record<string, unknown> & { email: string; firstName: string; country: string; telephone: string; website1: string; website2?: string | null };

const message = (field: string, text: string, code: string) => ({ successful: false, messages: [{ field, message: text, code }], result: null });

export const affiliateRoot = {
  submitAffiliateApplication: ({ input }: { input: Input }) => {
    const email = input.email.trim().toLowerCase();
    const blocked = [input.website1, input.website2].some((site) => typeof site === "string" && /^https?:\/\/([^/]*\.)?blocked\.example(\/|$)/i.test(site));
    if (blocked) return message("website1", "We cannot accept applications for this website.", "blocked");
    if (!email.endsWith("@example.com") && received.some((row) => row.email === email)) {
      return message("email", "An application with this email is already being reviewed.", "duplicate");
    }
    const row: ReceivedApplication = {
      uuid: randomUUID(),
      email,
      firstName: input.firstName,
      country: input.country,
      telephone: input.telephone,
      hasSocialSecurity: typeof input.socialSecurity === "string" && input.socialSecurity.length > 0,
      receivedAt: new Date().toISOString(),
    };
    received.push(row);
    received.splice(0, Math.max(0, received.length - 200));
    return { successful: true, messages: [], result: { uuid: row.uuid } };
  },
};
