import { useEffect, useMemo, useRef, useState } from "react";
import type { PageStory } from "~/content/validated-story.server";
import type { StoryPageData } from "./story-payload.server";

/** What the live preview reads of the story page's data. */
type LiveInput = Pick<StoryPageData, "story" | "blockData" | "preview" | "variables" | "lang" | "liveDataBlocks">;

/**
 * In the visual editor (verified preview only), connects the Storyblok bridge
 * (`live-preview.ts`) and returns the story as the editor changes it, re-validated with the
 * same block schemas the server uses, and the block data with fresh loader results for data
 * bloks whose fields were edited. `live-preview.ts` is a dynamic import made
 * only in preview, so public pages download none of it. Everywhere else it returns
 * the loader's story and block data as they are.
 */
export function useLiveStory(data: LiveInput): { story: PageStory; blockData: Readonly<Record<string, unknown>> } {
  const { story, preview } = data;
  const [edited, setEdited] = useState<{ of: PageStory; story: PageStory } | null>(null);
  const [fresh, setFresh] = useState<{ of: PageStory; blockData: Record<string, unknown> } | null>(null);
  const latest = useRef(data);
  latest.current = data;

  useEffect(() => {
    if (!preview) return;
    let stop = () => {};
    let active = true;
    void import("./live-preview").then(({ connectLivePreview }) => {
      if (!active) return;
      const current = () => ({ ...latest.current, dataBlocks: latest.current.liveDataBlocks });
      stop = connectLivePreview(story.id, current, {
        onStory: (of, next) => setEdited({ of, story: next }),
        onBlockData: (of, blockData) => setFresh((before) => ({ of, blockData: { ...(before?.of === of ? before.blockData : {}), ...blockData } })),
      });
    });
    return () => {
      active = false;
      stop();
    };
  }, [preview, story.id]);

  const blockData = useMemo(() => (fresh?.of === story ? { ...data.blockData, ...fresh.blockData } : data.blockData), [fresh, story, data.blockData]);
  return { story: edited?.of === story ? edited.story : story, blockData };
}
