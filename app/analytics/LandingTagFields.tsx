import { useEffect, useState } from "react";

/** The campaign fields a form records (`utm_source` … `utm_content`, docs/product/webinars.md). */
export const UTM_FIELDS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;

/**
 * Hidden `utm_*` fields carrying the campaign tags of this visit (the address's own, else the
 * visit's landing tags): filled in the browser, since the stored page is the same for every
 * visitor. Without JavaScript they stay empty and the form posts without them.
 */
export function LandingTagFields() {
  const [tags, setTags] = useState<Record<string, string>>({});
  useEffect(() => {
    // Loaded after hydration: the form's first visit downloads none of it.
    void import("./attribution").then(({ campaignTags }) => setTags(campaignTags(window.location.search)));
  }, []);
  return UTM_FIELDS.map((name) => (tags[name] ? <input key={name} type="hidden" name={name} value={tags[name]} /> : null));
}
