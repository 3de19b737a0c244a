import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import Score from "./index";
import type { ScoreData } from "./data";
import { schema } from "./schema";
import { BlockContexts } from "../../../tests/unit/render";

const blok = { _uid: "sc1", component: "score", ...schema.parse({}) };

const render = (data: ScoreData) =>
  renderToString(
    <StaticRouter location="/">
      <BlockContexts data={{ sc1: data }}>
        <Score blok={blok} />
      </BlockContexts>
    </StaticRouter>,
  );

describe("score view", () => {
  it("shows nothing when the member's profile could not be read, without an error", () => {
    expect(render({ kind: "unavailable" })).toBe("");
  });
  it("still invites a visitor to sign in", () => {
    expect(render({ kind: "visitor" })).toContain('data-score="visitor"');
  });
});
