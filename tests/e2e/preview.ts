import { createHash } from "node:crypto";

/** Sandbox credentials (app/env/sandbox.server.ts SANDBOX_CREDENTIALS). */
const SPACE_ID = "100001";
const PREVIEW_TOKEN = "sandbox-preview-token";

/**
 * Query string the Storyblok visual editor would add, signed like the real one. `storyId` is
 * the edited story's (`_storyblok`; the bridge delivers edits only for that story); default home's.
 */
export function editorQuery({ token, storyId = 400000001 }: { token?: string; storyId?: number } = {}): string {
  const timestamp = Math.floor(Date.now() / 1000);
  const valid = createHash("sha1").update(`${SPACE_ID}:${PREVIEW_TOKEN}:${timestamp}`).digest("hex");
  const params = new URLSearchParams({
    _storyblok: String(storyId),
    "_storyblok_tk[space_id]": SPACE_ID,
    "_storyblok_tk[timestamp]": String(timestamp),
    "_storyblok_tk[token]": token ?? valid,
  });
  return params.toString();
}
