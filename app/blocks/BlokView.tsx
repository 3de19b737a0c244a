import { storyblokEditable } from "@storyblok/react";
import { useTranslation } from "react-i18next";
import type { BlokBase, InvalidBlok, UnknownBlok } from "./types";
import { usePageContext } from "./context";
import { registry } from "./registry";

/**
 * Attributes for a block's root element: `data-block="<component>"` (tests, analytics)
 * and the visual editor's `data-blok-c`/`data-blok-uid` when the blok is editable.
 */
export function blockProps(blok: BlokBase): Record<string, string> {
  return { "data-block": blok.component, ...(storyblokEditable(blok) as Record<string, string>) };
}

function PreviewWarning({ blok }: { blok: UnknownBlok | InvalidBlok }) {
  const { t } = useTranslation();
  const detail =
    blok.component === "__unknown__"
      ? t("preview.unknownBlock", { name: blok.original })
      : t("preview.invalidBlock", { name: blok.original, issues: blok.issues.join("; ") });
  return (
    <div
      role="note"
      data-block={blok.component}
      className="my-4 rounded-md border-2 border-dashed border-amber-500 bg-amber-50 p-4 text-sm text-amber-900"
    >
      {detail}
    </div>
  );
}

/** Renders one validated blok through the registry; stand-ins render only in preview. */
export function BlokView({ blok }: { blok: BlokBase }) {
  const { preview } = usePageContext();
  if (blok.component === "__unknown__" || blok.component === "__invalid__") {
    return preview ? <PreviewWarning blok={blok as UnknownBlok | InvalidBlok} /> : null;
  }
  const definition = registry[blok.component];
  if (!definition) return null;
  const { View } = definition;
  return <View blok={blok as never} />;
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
