import { data } from "@remix-run/node";
import { capReflected } from "~/domain/forms/reflection";
import { isDataWithResponseInit } from "~/http/data-with-init";
import { logger } from "~/services/logger.server";
import type { AnyBlockAction, AnyBlockLoader, BlockServerContext, EarlyContext, PageSeo } from "./define.server";
import { BLOCK_FIELD } from "./form";
import { collectBloks } from "./collect";

type Loaders = Readonly<Record<string, AnyBlockLoader>>;
type Actions = Readonly<Record<string, AnyBlockAction>>;

export { collectBloks };

/**
 * Starts every loader's {@link AnyBlockLoader.early} reads for a published page, before its story
 * has arrived (nothing is awaited; the loaders find the answers in the upstream caches).
 */
export function startEarlyReads(context: EarlyContext, loaders: Loaders): void {
  for (const loader of Object.values(loaders)) loader.early?.(context);
}

/**
 * Runs the loaders of every blok on a page concurrently (no waterfalls) and returns their
 * results keyed by `_uid`. Bloks come from validated content, so each loader gets the blok
 * its schema parsed. A failing loader is logged and its block gets no data (docs/product/failures-and-limits.md: other
 * data fetches' errors are swallowed for the visitor); the page still renders.
 * @throws the Response a loader threw (its block's subject does not exist: the page's status).
 */
export async function runBlockLoaders(content: unknown, context: BlockServerContext, loaders: Loaders): Promise<Record<string, unknown>> {
  const jobs = collectBloks(content).flatMap((blok) => {
    const loader = loaders[blok.component];
    if (!loader) return [];
    return [
      loader.load(blok as never, context).then(
        (value) => [blok._uid, value] as const,
        (error: unknown) => {
          if (error instanceof Response || isDataWithResponseInit(error)) throw error;
          logger.error("block-loader-failed", { component: blok.component, uid: blok._uid, error });
          return null;
        },
      ),
    ];
  });
  const settled = await Promise.all(jobs);
  return Object.fromEntries(settled.filter((entry) => entry !== null));
}

/** The title and description the first blok with an `seo` loader gives from its data, or null. */
export function blockSeo(content: unknown, blockData: Readonly<Record<string, unknown>>, loaders: Loaders): PageSeo | null {
  for (const blok of collectBloks(content)) {
    const seo = loaders[blok.component]?.seo;
    if (seo && blockData[blok._uid] !== undefined) return seo(blockData[blok._uid] as never);
  }
  return null;
}

/** True when any blok in the content has a `personal` loader (its page must be `private`). */
export function hasPersonalBlocks(content: unknown, loaders: Loaders): boolean {
  return collectBloks(content).some((blok) => loaders[blok.component]?.personal === true);
}

/**
 * Dispatches a form post to the action of the blok named by its `_block` field. What the action
 * answers (the form's values and errors) is capped in one place here: strings and lists the
 * visitor sent come back at most as long as a field allows (`capReflected`).
 * @throws a 400 response with a reason when the field is missing or names no blok with an action.
 */
export async function runBlockAction(content: unknown, form: FormData, context: BlockServerContext, actions: Actions): Promise<unknown> {
  const uid = form.get(BLOCK_FIELD);
  if (typeof uid !== "string" || uid === "") {
    throw data({ error: `The form must name its block in the "${BLOCK_FIELD}" field.` }, { status: 400 });
  }
  const blok = collectBloks(content).find((b) => b._uid === uid);
  const action = blok ? actions[blok.component] : undefined;
  if (!blok || !action) {
    throw data({ error: `No block on this page accepts this form (${BLOCK_FIELD}=${uid.slice(0, 64)}).` }, { status: 400 });
  }
  return capAnswer(await action.act(blok as never, form, context));
}

/** An action's answer with its reflected values capped: plain data, or the data inside Remix's `data(…, init)`. */
function capAnswer(answer: unknown): unknown {
  if (isDataWithResponseInit(answer)) {
    answer.data = capReflected(answer.data);
    return answer;
  }
  return capReflected(answer);
}
