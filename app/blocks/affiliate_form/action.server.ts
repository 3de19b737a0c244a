import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data, redirect } from "@remix-run/node";
import { AFFILIATE_FIELD_NAMES, affiliateApplicationSchemaWith, HONEYPOT_FIELD, SECRET_FIELDS } from "~/domain/affiliates/affiliate-application";
import { parsePhone } from "~/domain/forms/phone";
import { consumeLimit, countedAlready } from "~/services/rate-limit.server";
import { clientIp } from "~/services/client-ip.server";
import { countryByAlpha2 } from "~/services/countries.server";
import { logger } from "~/services/logger.server";
import { submitAffiliateApplication } from "~/services/platform/affiliates.server";
import { PlatformError } from "~/services/platform/client.server";
import { defineBlockAction } from "../../block-kit/define.server";
import { RECEIVED_PARAM } from "./received";
import { schema } from "./schema";

/** What the action answers when it does not redirect (with its HTTP status). */
export interface AffiliateActionData {
  block: string;
  result: SubmissionResult<string[]>;
  /** Why the application was not taken, besides field errors. */
  problem?: "invalid" | "rate-limited" | "spam" | "upstream";
}

const hidden = { hideFields: [...SECRET_FIELDS] };

/** The application schema with the full phone check. */
const affiliateApplication = affiliateApplicationSchemaWith(parsePhone);

/** Platform field names that differ from the form's. */
const FIELD_ALIASES: Record<string, string> = { phone: "telephone", ssn: "socialSecurity" };

/**
 * Server part of `affiliate_form` (the country lists come from `loader.server.ts`): the action
 * checks the honeypot and the per-client limit (`LIMITS.affiliate`, app/services/rate-limit.server.ts;
 * a document post to the form's marked action was already counted, and over the limit answered
 * 429, at the front door), validates with the same schema as the browser,
 * submits through the platform's v2 mutation helper, maps its `messages` onto fields, and
 * redirects to `?application=received` on success (PRG).
 * Every answer but the redirect carries the entered values except `socialSecurity`.
 * Statuses: 400 invalid or spam, 429 too many, 503 platform down or timed out.
 */
export default defineBlockAction(schema, async (blok, form, context) => {
  const block = blok._uid;
  const submission = parseWithZod(form, { schema: affiliateApplication });
  const reply = (problem: AffiliateActionData["problem"], status: number, extra: Parameters<typeof submission.reply>[0] = {}) =>
    data<AffiliateActionData>({ block, result: submission.reply({ ...hidden, ...extra }), problem }, { status });

  const honeypot = form.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot.trim() !== "") {
    logger.warn("affiliate-spam", { reason: "honeypot" });
    return reply("spam", 400);
  }
  if (!countedAlready("affiliate")) {
    const ip = clientIp();
    const verdict = await consumeLimit("affiliate", ip);
    if (!verdict.allowed) {
      logger.warn("affiliate-rate-limited", { ip, where: "action" });
      return data<AffiliateActionData>(
        { block, result: submission.reply(hidden), problem: "rate-limited" },
        { status: 429, headers: { "Retry-After": String(verdict.retryAfterS) } },
      );
    }
  }
  if (submission.status !== "success") return reply("invalid", 400);
  const application = submission.value;
  if (!countryByAlpha2(application.country)) return reply("invalid", 400, { fieldErrors: { country: ["form.country"] } });

  try {
    const result = await submitAffiliateApplication(application, context.lang);
    if (!result.successful) {
      const fieldErrors: Record<string, string[]> = {};
      const formErrors: string[] = [];
      for (const message of result.messages) {
        const field = message.field ? (FIELD_ALIASES[message.field] ?? message.field) : null;
        if (field && AFFILIATE_FIELD_NAMES.includes(field)) (fieldErrors[field] ??= []).push(message.message);
        else formErrors.push(message.message);
      }
      logger.info("affiliate-refused", { fields: Object.keys(fieldErrors), codes: result.messages.map((message) => message.code) });
      return reply("invalid", 400, { fieldErrors, formErrors });
    }
  } catch (error) {
    if (error instanceof PlatformError) {
      logger.error("affiliate-upstream-failed", { failure: error.failure, status: error.status });
      return reply("upstream", 503);
    }
    throw error;
  }
  logger.info("affiliate-application-received", { country: application.country });
  const url = new URL(context.request.url);
  throw redirect(`${url.pathname}?${RECEIVED_PARAM[0]}=${RECEIVED_PARAM[1]}`, 303);
});
