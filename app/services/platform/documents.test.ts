import { parse, validate } from "graphql";
import { describe, expect, it } from "vitest";
import { platformSchema } from "../../../sandbox/platform/handler";
import { platformDocuments } from "./documents";

/**
 * Every document the site can send (`platformRequest` sends only these) parses, names its
 * operation as its key, and validates against the sandbox platform SDL.
 */
describe("platform documents", () => {
  it.each(Object.entries(platformDocuments))("%s validates against the SDL", (name, source) => {
    const document = parse(source);
    const operation = document.definitions.find((d) => d.kind === "OperationDefinition");
    expect(operation && "name" in operation ? operation.name?.value : undefined).toBe(name);
    expect(validate(platformSchema(), document).map((e) => e.message)).toEqual([]);
  });
});
