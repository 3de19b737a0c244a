import { storyblokInit, useStoryblokState, type ISbStoryData } from "@storyblok/react";
import { useEffect, useMemo } from "react";
import { registry } from "~/blocks/registry";
import { validateContent } from "~/blocks/validate";
import type { PageStory } from "~/services/content.server";

/**
 * In the visual editor (verified preview only), loads the Storyblok bridge and returns the
 * story as the editor changes it, re-validated with the same registry the server uses.
 * Everywhere else it returns `story` unchanged and loads nothing.
 */
export function useLiveStory(story: PageStory, preview: boolean, variables: [string, string][]): PageStory {
  useEffect(() => {
    if (preview) storyblokInit({ bridge: true });
  }, [preview]);
  const live = useStoryblokState(story as unknown as ISbStoryData) as unknown as PageStory;
  return useMemo(() => {
    if (live === story) return story;
    const { value, problems } = validateContent(live.content, registry, new Map(variables));
    return { ...story, content: value, problems };
  }, [live, story, variables]);
}
