import type { Language } from "~/i18n/languages";
import { localizePath } from "~/domain/locale-path";

/**
 * Body of the diagnostic pages `/test-no-sb` and `/test-no-tw-no-sb`: proves the app renders
 * with parts of the stack switched off. Styled with Tailwind classes that simply do nothing
 * when the stylesheet is absent.
 */
export function SystemCheck({ lang, cms, tailwind }: { lang: Language; cms: boolean; tailwind: boolean }) {
  const rows: [string, boolean][] = [
    ["Server rendering", true],
    ["Content from Storyblok", cms],
    ["Tailwind stylesheet", tailwind],
  ];
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-extrabold tracking-tight">Rendering check</h1>
      <p className="mt-4 text-lg text-ink-700">
        This page is rendered by the application alone, so it stays available when the content service is not.
      </p>
      <table className="mt-8 w-full overflow-hidden rounded-xl text-start ring-1 ring-ink-100">
        <caption className="sr-only">What this page uses</caption>
        <thead className="bg-ink-50">
          <tr>
            <th scope="col" className="px-4 py-3 text-start">Part</th>
            <th scope="col" className="px-4 py-3 text-start">Used on this page</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([part, used]) => (
            <tr key={part} className="border-t border-ink-100">
              <th scope="row" className="px-4 py-3 text-start font-medium">{part}</th>
              <td className="px-4 py-3">{used ? "Yes" : "No"}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-8">
        <a href={localizePath(lang, "/")} className="font-semibold text-brand-700 underline">
          Back to the home page
        </a>
      </p>
    </div>
  );
}
