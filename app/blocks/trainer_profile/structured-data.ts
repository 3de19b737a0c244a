import type { Person } from "schema-dts";
import { absoluteUrl, organizationRef, type StructuredDataContext } from "~/domain/search-and-sharing/structured-data";
import type { Author } from "~/services/platform/entities";
import { defineStructuredData } from "../../block-kit/define-structured-data";
import { schema } from "./schema";
import type { TrainerPageData } from "./trainer.server";

/**
 * The trainer as a schema.org Person, the main entity of the page's `ProfilePage` (Google
 * "Profile page": `mainEntity` with `name`).
 */
export function trainerPerson(author: Author, context: StructuredDataContext): Person {
  const image = author.portrait?.url ?? author.avatar?.url;
  const description = author.description ?? author.headline;
  return {
    "@type": "Person",
    name: author.name,
    url: context.pageUrl,
    ...(author.headline ? { jobTitle: author.headline } : {}),
    ...(description ? { description } : {}),
    ...(image ? { image: absoluteUrl(context.siteUrl, image) } : {}),
    worksFor: organizationRef(context.siteUrl),
  };
}

export default defineStructuredData(schema, (_blok, data: TrainerPageData | null | undefined, context) =>
  data ? { mainEntities: [trainerPerson(data.author, context)], profile: true } : {},
);
