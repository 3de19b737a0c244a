/**
 * Where the privacy policy lives: the Storyblok story `legal/privacy` (one per language), linked
 * from the consent banner and from every form that asks for personal data. Unprefixed (English);
 * `localizePath` gives another language's address. `/privacy` redirects here through the CMS
 * redirect rules (docs/decisions/0018-redirect-rules-from-storyblok.md).
 */
export const PRIVACY_POLICY_PATH = "/legal/privacy";
