import { data } from "@remix-run/node";
import { logger } from "~/services/logger.server";
import { BLOCK_FIELD, collectBloks, type BlockServerContext, type BlockServerDefinition } from "./server";

type ServerRegistry = Readonly<Record<string, BlockServerDefinition>>;

/**
 * Runs the loaders of every blok on a page concurrently (no waterfalls) and returns their
 * results keyed by `_uid`. A failing loader is logged and its block gets no data (SPEC §8:
 * other data fetches' errors are swallowed for the visitor); the page still renders.
 */
export async function runBlockLoaders(
  content: unknown,
  context: BlockServerContext,
  registry: ServerRegistry,
): Promise<Record<string, unknown>> {
  const jobs = collectBloks(content).flatMap((blok) => {
    const loader = registry[blok.component]?.loader;
    if (!loader) return [];
    return [
      loader(blok, context).then(
        (value) => [blok._uid, value] as const,
        (error: unknown) => {
          logger.error("block-loader-failed", { component: blok.component, uid: blok._uid, error });
          return null;
        },
      ),
    ];
  });
  const settled = await Promise.all(jobs);
  return Object.fromEntries(settled.filter((entry) => entry !== null));
}

/** True when any blok in the content has a `personal` server definition (its page must be `private`). */
export function hasPersonalBlocks(content: unknown, registry: ServerRegistry): boolean {
  return collectBloks(content).some((blok) => registry[blok.component]?.personal === true);
}

/**
 * Dispatches a form post to the action of the blok named by its `_block` field.
 * @throws a 400 response with a reason when the field is missing or names no blok with an action.
 */
export async function runBlockAction(
  content: unknown,
  form: FormData,
  context: BlockServerContext,
  registry: ServerRegistry,
): Promise<unknown> {
  const uid = form.get(BLOCK_FIELD);
  if (typeof uid !== "string" || uid === "") {
    throw data({ error: `The form must name its block in the "${BLOCK_FIELD}" field.` }, { status: 400 });
  }
  const blok = collectBloks(content).find((b) => b._uid === uid);
  const action = blok ? registry[blok.component]?.action : undefined;
  if (!blok || !action) {
    throw data({ error: `No block on this page accepts this form (${BLOCK_FIELD}=${uid}).` }, { status: 400 });
  }
  return action(blok, form, context);
}
