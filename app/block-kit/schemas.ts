import type { ZodTypeAny } from "zod";

/**
 * The schema registry, derived from the folders: `blocks/<name>/schema.ts` exports `schema`,
 * the zod schema of the Storyblok component `<name>`'s fields. The server validates every
 * story with it (`content/validated-story.server.ts`); the browser loads this module only in the
 * visual editor, to re-validate live edits.
 */
const modules = import.meta.glob<{ schema: ZodTypeAny }>("../blocks/*/schema.ts", { eager: true });

const PATH = /^\.\.\/blocks\/([a-z0-9_]+)\/schema\.ts$/;

export const blockSchemas: Readonly<Record<string, ZodTypeAny>> = Object.fromEntries(
  Object.entries(modules).flatMap(([path, module]) => {
    const name = PATH.exec(path)?.[1];
    return name ? [[name, module.schema] as const] : [];
  }),
);
