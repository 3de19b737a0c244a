import type { IdReference, Thing } from "schema-dts";
import { defineStructuredData } from "../../block-kit/define-structured-data";
import { schema } from "./schema";
import type { QuestPageData } from "./quest.server";

/**
 * On its own page (`quests/{id}`) the quest is the page's main entity: the page already carries
 * the quest's `Course` (pages/structured-data.server.ts, named and described by the platform's
 * quest), so the `WebPage` points at it by `@id` rather than repeating it. A quest shown on
 * another page adds nothing: a Course's `url` must be its own page.
 */
export default defineStructuredData(schema, (_blok, data: QuestPageData | null | undefined, context) => {
  if (!data?.subject) return {};
  const course: IdReference = { "@id": `${context.pageUrl}#course` };
  // A reference stands where schema.org expects the thing itself (`mainEntity`); BlockItems lists things.
  return { mainEntities: [course as unknown as Thing] };
});
