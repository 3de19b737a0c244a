// @vitest-environment happy-dom
import { describe, expect, it, vi } from "vitest";
import { replay } from "./sentry-replay.client";

// The browser build of the SDK, as Vite bundles it for the client (tests resolve the server one).
const { CLIENT_BUILD } = vi.hoisted(() => ({ CLIENT_BUILD: `${process.cwd()}/node_modules/@sentry/remix/build/esm/index.client.js` }));
vi.mock("@sentry/remix", async () => (await import(/* @vite-ignore */ CLIENT_BUILD)) as object);

describe("session replay", () => {
  it("records stylesheets by reference, masks text and blocks media", () => {
    const integration = replay() as unknown as { name: string; _recordingOptions: Record<string, unknown> };
    expect(integration.name).toBe("Replay");
    // If a Sentry upgrade renames this field, the long stylesheet snapshot comes back: this fails first.
    expect(integration._recordingOptions.inlineStylesheet).toBe(false);
    expect(integration._recordingOptions.maskAllText).toBe(true);
    expect(integration._recordingOptions.blockSelector).toEqual(expect.stringContaining("img"));
  });
});
