import type { AnyBlockAction, AnyBlockLoader } from "./define.server";

/**
 * The server registry, derived from the folders: `blocks/<name>/loader.server.ts` and
 * `blocks/<name>/action.server.ts`, each default-exporting a definition from
 * `define.server.ts`. Blocks without server needs have neither file.
 */
const loaderModules = import.meta.glob<{ default: AnyBlockLoader }>("../blocks/*/loader.server.ts", { eager: true });
const actionModules = import.meta.glob<{ default: AnyBlockAction }>("../blocks/*/action.server.ts", { eager: true });

const NAME = /^\.\.\/blocks\/([a-z0-9_]+)\//;

function byFolder<T>(modules: Record<string, { default: T }>): Readonly<Record<string, T>> {
  return Object.fromEntries(
    Object.entries(modules).flatMap(([path, module]) => {
      const name = NAME.exec(path)?.[1];
      return name ? [[name, module.default] as const] : [];
    }),
  );
}

/** Storyblok component name → its loader. */
export const blockLoaders = byFolder(loaderModules);
/** Storyblok component name → its form action. */
export const blockActions = byFolder(actionModules);
