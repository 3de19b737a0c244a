import type { BlockServerContext } from "~/block-kit/define.server";

/** What a block loader receives for a visitor (no member, UTC, not preview) on `/{slug}`. */
export function visitorBlockContext(slug: string): BlockServerContext {
  return {
    request: new Request(`https://www.brightpath.example/${slug}`),
    lang: "en",
    preview: false,
    accessToken: null,
    timeZone: "UTC",
    slug,
    template: false,
  };
}
