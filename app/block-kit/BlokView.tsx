import { lazy, Suspense, useContext, type ComponentType } from "react";
import { useTranslation } from "~/i18n/react";
import { usePageContext } from "~/components/page-context";
import { isStaticBlok, type AnyBlockView, type BlokBase, type InvalidBlok, type UnknownBlok } from "./types";
import { StaticHtml } from "./StaticHtml";
import { FullContentContext } from "./full-content";
import { hasView, loadedView, loadViews } from "./views";

function PreviewWarning({ blok }: { blok: UnknownBlok | InvalidBlok }) {
  const { t } = useTranslation();
  const detail =
    blok.component === "__unknown__"
      ? t("preview.unknownBlock", { name: blok.original })
      : t("preview.invalidBlock", { name: blok.original, issues: blok.issues.join("; ") });
  return (
    <div role="note" data-block={blok.component} className="my-4 rounded-md border-2 border-dashed border-amber-500 bg-amber-50 p-4 text-sm text-amber-900">
      {detail}
    </div>
  );
}

const lazyViews = new Map<string, ComponentType<{ blok: never }>>();

/** A view that was not preloaded (e.g. a blok the editor just added): loaded on first render. */
function lazyView(name: string): ComponentType<{ blok: never }> {
  let view = lazyViews.get(name);
  if (!view) {
    view = lazy(() => loadViews([name]).then(() => ({ default: loadedView(name) as AnyBlockView })));
    lazyViews.set(name, view);
  }
  return view;
}

/** Renders one validated blok through its folder's view; stand-ins render their valid children, and a warning in preview. */
export function BlokView({ blok }: { blok: BlokBase }) {
  const { preview } = usePageContext();
  const full = useContext(FullContentContext);
  if (blok.component === "__unknown__" || blok.component === "__invalid__") {
    const stand = blok as UnknownBlok | InvalidBlok;
    // A hidden blok's valid nested bloks still render in its place.
    return (
      <>
        {preview && <PreviewWarning blok={stand} />}
        <BlokList bloks={stand.children} />
      </>
    );
  }
  if (isStaticBlok(blok)) {
    // The server renders the blok behind the stub; the browser keeps that HTML (docs/decisions/0019).
    const whole = full?.bloks.get(blok._uid);
    return whole ? <BlokView blok={whole} /> : <StaticHtml blok={blok} />;
  }
  const View = loadedView(blok.component);
  if (View) return <View blok={blok as never} />;
  if (!hasView(blok.component)) return null;
  const Lazy = lazyView(blok.component);
  return (
    <Suspense fallback={null}>
      <Lazy blok={blok as never} />
    </Suspense>
  );
}

/** Renders a list of validated bloks (a "Blocks" field). */
export function BlokList({ bloks }: { bloks: readonly BlokBase[] | undefined }) {
  if (!bloks?.length) return null;
  return (
    <>
      {bloks.map((blok) => (
        <BlokView key={blok._uid} blok={blok} />
      ))}
    </>
  );
}
