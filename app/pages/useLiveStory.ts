import { useEffect, useRef, useState } from "react";
import { componentsIn, loadViews } from "~/blocks/views";
import type { Language } from "~/i18n/languages";
import type { PageStory } from "~/content/page-story.server";

/**
 * In the visual editor (verified preview only), loads the Storyblok bridge and returns the
 * story as the editor changes it, re-validated with the same block schemas the server uses.
 * The bridge, the SDK and the schemas (zod) are dynamic imports made only in preview, so
 * public pages download none of them (issue 15). Everywhere else it returns `story` as is.
 */
export function useLiveStory(story: PageStory, preview: boolean, variables: [string, string][], lang: Language): PageStory {
  const [edited, setEdited] = useState<{ of: PageStory; story: PageStory } | null>(null);
  const latest = useRef({ story, variables, lang });
  latest.current = { story, variables, lang };

  useEffect(() => {
    if (!preview) return;
    let active = true;
    void Promise.all([import("@storyblok/react"), import("~/blocks/schemas"), import("~/blocks/validate"), import("~/content/rich-text"), import("~/domain/links")]).then(
      ([sdk, { blockSchemas }, { validateContent }, { renderRichText }, { resolveLink }]) => {
        if (!active) return;
        sdk.storyblokInit({ bridge: true });
        sdk.registerStoryblokBridge(story.id, (input) => {
          const base = latest.current.story;
          const richText = (document: Record<string, unknown>) => renderRichText(document, latest.current.lang);
          const { value, problems } = validateContent(input.content, blockSchemas, new Map(latest.current.variables), {
            richText,
            link: (field) => resolveLink(field, latest.current.lang),
          });
          const next = { ...base, content: value as PageStory["content"], problems };
          void loadViews(componentsIn(value)).then(() => {
            if (active) setEdited({ of: base, story: next });
          });
        });
      },
    );
    return () => {
      active = false;
    };
  }, [preview, story.id]);

  return edited?.of === story ? edited.story : story;
}
