import { describe, expect, it } from "vitest";
import { blockSchemas } from "./schemas";
import { blockActions, blockLoaders } from "./servers.server";
import { VIEW_NAMES } from "./views";

describe("block registries derived from the folders", () => {
  const schemaNames = Object.keys(blockSchemas).sort();

  it("name the same blocks on the browser side (views) and the server side (schemas)", () => {
    expect(VIEW_NAMES).toEqual(schemaNames);
  });

  it("give every loader and action a block with a schema and a view", () => {
    for (const name of [...Object.keys(blockLoaders), ...Object.keys(blockActions)]) {
      expect(schemaNames, `${name} has a server part but no schema`).toContain(name);
    }
  });

  it("hold the blocks pages are built from", () => {
    for (const name of ["page", "hero", "section", "header", "footer", "nav_item", "quest_list", "affiliate_form", "webinar_player"]) {
      expect(VIEW_NAMES).toContain(name);
    }
    expect(Object.keys(blockLoaders)).toEqual(expect.arrayContaining(["quest_list", "countdown", "affiliate_form"]));
    expect(Object.keys(blockActions).sort()).toEqual(["affiliate_form", "registration_form"]);
  });
});
