/**
 * The affiliate application's fixed choices and honeypot name (docs/product/affiliates.md), without zod, so the
 * form's view can render them without the validation code. The rules themselves
 * live in `affiliate-application.ts`.
 */
export const HEAR_ABOUT_US = ["search", "social", "friend", "podcast", "event", "newsletter", "other"] as const;
export const WEBSITE_CATEGORIES = ["wellness", "personal_development", "business", "education", "parenting", "lifestyle", "other"] as const;
export const PROMOTIONAL_METHODS = ["blog", "email", "social", "video", "podcast", "paid_ads", "other"] as const;

/** The honeypot field's name. */
export const HONEYPOT_FIELD = "nickname";
