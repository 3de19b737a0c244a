import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/react";

/**
 * The frame of a catalogue list block: optional title and intro, then the items, an empty
 * note, or — when the block's loader failed (`items` undefined) — a quiet note that the list
 * is unavailable (docs/product/failures-and-limits.md: the rest of the page renders as usual).
 */
export function CatalogueSection<T>({
  title,
  intro,
  items,
  empty,
  columns = "sm:grid-cols-2 lg:grid-cols-4",
  renderItem,
  itemKey,
  ...rest
}: {
  title?: string;
  intro?: string;
  items: readonly T[] | undefined;
  empty: string;
  columns?: string;
  renderItem: (item: T, index: number) => ReactNode;
  itemKey: (item: T) => string;
} & Record<`data-${string}`, string | undefined>) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-6" {...rest}>
      {(title || intro) && (
        <header className="max-w-3xl">
          {title && <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h2>}
          {intro && <p className="mt-2 text-lg text-ink-700">{intro}</p>}
        </header>
      )}
      {items === undefined ? (
        <p role="status" className="rounded-2xl bg-ink-50 p-6 text-ink-700">
          {t("catalogue.unavailable")}
        </p>
      ) : items.length === 0 ? (
        <p className="rounded-2xl bg-ink-50 p-6 text-ink-700">{empty}</p>
      ) : (
        <ul className={`grid grid-cols-1 gap-6 ${columns}`}>
          {items.map((item, index) => (
            <li key={itemKey(item)}>{renderItem(item, index)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
