import { useTranslation } from "~/i18n/react";
import type { Resubmit } from "~/domain/failures/error-page";

/**
 * The visitor's form values, kept when the page could not take the post:
 * a note, what they entered (names starting with `_` are the form's own), and a button that
 * posts the same values to the same address again. Plain HTML: works before hydration.
 */
export function ResubmitForm({ resubmit }: { resubmit: Resubmit }) {
  const { t } = useTranslation();
  const shown = resubmit.fields.filter(([name, value]) => !name.startsWith("_") && value.trim() !== "");
  return (
    <section aria-labelledby="resubmit-heading" className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      <div className="rounded-2xl border border-brand-200 bg-white p-6 shadow-sm sm:p-8">
        <h2 id="resubmit-heading" className="text-2xl font-bold">
          {t("error.resubmitTitle")}
        </h2>
        <p className="mt-3 text-ink-700">{t("error.resubmitText")}</p>
        <form method="post" className="mt-6">
          {resubmit.fields.map(([name, value], index) => (
            <input key={index} type="hidden" name={name} value={value} />
          ))}
          <button
            type="submit"
            className="rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            {t("error.resubmitButton")}
          </button>
        </form>
        {shown.length > 0 ? (
          <details className="mt-6">
            <summary className="cursor-pointer font-semibold text-brand-700">{t("error.resubmitEntries")}</summary>
            <dl className="mt-3 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
              {shown.map(([name, value], index) => (
                <div key={index} className="contents">
                  <dt className="font-medium text-ink-600">{name}</dt>
                  <dd className="break-words">{value}</dd>
                </div>
              ))}
            </dl>
          </details>
        ) : null}
      </div>
    </section>
  );
}
