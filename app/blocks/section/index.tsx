import { useTextDirection } from "~/components/page-context";
import { BlokList, BlokView } from "../../block-kit/BlokView";
import { blockProps } from "../../block-kit/block-props";
import type { BlockViewProps, BlokBase } from "../../block-kit/types";
import type { schema } from "./schema";

/** Runs of consecutive `button` bloks become one centred row of calls to action. */
function groupButtons(bloks: readonly BlokBase[]): (BlokBase | BlokBase[])[] {
  const groups: (BlokBase | BlokBase[])[] = [];
  for (const blok of bloks) {
    const last = groups.at(-1);
    if (blok.component !== "button") groups.push(blok);
    else if (Array.isArray(last)) last.push(blok);
    else groups.push([blok]);
  }
  return groups;
}

const BACKGROUNDS = {
  white: "bg-white text-ink-900",
  muted: "bg-sand-50 text-ink-900",
  brand: "bg-brand-50 text-ink-900",
  dark: "dark-band bg-ink-900 text-white",
} as const;

/** Renders one `<section>` and nothing interactive: sent as static HTML (docs/decisions/0019). */
export const staticTag = "section";

/** `section`: a full-width band with an optional title, holding other bloks. */
export default function Section({ blok }: BlockViewProps<typeof schema>) {
  const headingId = blok.title ? `section-${blok._uid}` : undefined;
  const dir = useTextDirection();
  return (
    <section
      {...blockProps(blok)}
      id={blok.anchor || undefined}
      aria-labelledby={headingId}
      className={`scroll-mt-24 px-4 py-14 sm:px-6 md:py-20 ${BACKGROUNDS[blok.background]}`}
    >
      <div className="mx-auto max-w-6xl">
        {blok.title && (
          <header className="mx-auto mb-10 max-w-3xl text-center">
            <h2 id={headingId} dir={dir(blok.title)} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
              {blok.title}
            </h2>
            {blok.intro && (
              <p dir={dir(blok.intro)} className="mt-4 text-lg opacity-80">
                {blok.intro}
              </p>
            )}
          </header>
        )}
        <div className="space-y-8">
          {groupButtons(blok.body).map((group) =>
            Array.isArray(group) ? (
              <div key={group[0]?._uid} className="flex flex-wrap justify-center gap-3">
                <BlokList bloks={group} />
              </div>
            ) : (
              <BlokView key={group._uid} blok={group} />
            ),
          )}
        </div>
      </div>
    </section>
  );
}
