import type { Thing } from "schema-dts";
import type { BlockItems, StructuredDataContext } from "~/domain/search-and-sharing/structured-data";
import { logger } from "~/services/logger.server";
import { collectBloks } from "./collect";
import type { AnyBlockStructuredData } from "./define-structured-data";

/**
 * The structured-data registry, derived from the folders: `blocks/<name>/structured-data.ts`,
 * each default-exporting a definition from `define-structured-data.ts`. Server only: the
 * items reach the browser as the page's JSON-LD, never as code.
 */
const modules = import.meta.glob<{ default: AnyBlockStructuredData }>("../blocks/*/structured-data.ts", { eager: true });

const NAME = /^\.\.\/blocks\/([a-z0-9_]+)\//;

/** Storyblok component name → its structured data. */
export const blockStructuredData: Readonly<Record<string, AnyBlockStructuredData>> = Object.fromEntries(
  Object.entries(modules).flatMap(([path, module]) => {
    const name = NAME.exec(path)?.[1];
    return name ? [[name, module.default] as const] : [];
  }),
);

/** What the bloks of a page add, in content order. */
export interface CollectedItems {
  items: Thing[];
  mainEntities: Thing[];
  profile: boolean;
}

/**
 * Runs the structured data of every blok in `content` with its loader data (keyed by `_uid`).
 * A builder that throws is logged and adds nothing: structured data never fails a page.
 */
export function collectBlockItems(
  content: unknown,
  blockData: Readonly<Record<string, unknown>>,
  context: StructuredDataContext,
  registry: Readonly<Record<string, AnyBlockStructuredData>> = blockStructuredData,
): CollectedItems {
  const collected: CollectedItems = { items: [], mainEntities: [], profile: false };
  for (const blok of collectBloks(content)) {
    const definition = registry[blok.component];
    if (!definition) continue;
    let added: BlockItems;
    try {
      added = definition.build(blok as never, blockData[blok._uid] as never, context);
    } catch (error) {
      logger.error("structured-data-failed", { component: blok.component, uid: blok._uid, error });
      continue;
    }
    collected.items.push(...(added.items ?? []));
    collected.mainEntities.push(...(added.mainEntities ?? []));
    collected.profile ||= added.profile === true;
  }
  return collected;
}
