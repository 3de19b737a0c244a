import type { RuleReport } from "~/domain/routing/redirect-rules";

/**
 * The editors' list of redirect rules (`/redirect-rules` in preview): the
 * rules with problems first (they are not applied), then the applied ones, then those switched
 * off. An editors' tool, in English whatever the page's language (hence `lang="en"`).
 */
export function RedirectRulesReport({ reports, unavailable, updateSeconds }: { reports: RuleReport[]; unavailable: boolean; updateSeconds: number }) {
  const refused = reports.filter((r) => r.active && !r.applied);
  const applied = reports.filter((r) => r.applied);
  const off = reports.filter((r) => !r.active);
  return (
    <div lang="en" dir="ltr" className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Redirect rules</h1>
      <p className="mt-4 text-lg text-ink-700">
        The rules of the story <code className="rounded bg-ink-50 px-1">global/redirects</code> as they stand in this draft. Visitors get the published rules: a
        change takes effect at most {Math.ceil(updateSeconds / 60)} minutes after you publish it. A rule with a problem is never applied.
      </p>
      {unavailable ? (
        <p role="alert" className="mt-8 rounded-xl bg-amber-50 p-4 text-ink-900 ring-1 ring-amber-300">
          Storyblok could not be reached, so the rules cannot be shown. Please reload the page in a minute.
        </p>
      ) : (
        <>
          <dl className="mt-8 grid grid-cols-3 gap-3 text-center">
            <Count label="With problems" value={refused.length} />
            <Count label="Applied" value={applied.length} />
            <Count label="Switched off" value={off.length} />
          </dl>
          {reports.length === 0 && <p className="mt-8">There are no rules yet. Add “Redirect rule” bloks to the body of global/redirects.</p>}
          <RuleSection id="problems" title="Rules with problems (not applied)" rules={refused} tone="problem" />
          <RuleSection id="applied" title="Applied rules" rules={applied} tone="applied" />
          <RuleSection id="off" title="Switched off" rules={off} tone="off" />
        </>
      )}
    </div>
  );
}

function Count({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-xl bg-ink-50 p-3 ring-1 ring-ink-100">
      <dt className="text-sm text-ink-700">{label}</dt>
      <dd className="text-2xl font-bold">{value}</dd>
    </div>
  );
}

const TONES = {
  problem: "border-red-700",
  applied: "border-emerald-700",
  off: "border-ink-300",
} as const;

function RuleSection({ id, title, rules, tone }: { id: string; title: string; rules: RuleReport[]; tone: keyof typeof TONES }) {
  if (rules.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-10">
      <h2 id={`${id}-heading`} className="text-2xl font-bold">
        {title}
      </h2>
      <ol className="mt-4 space-y-3">
        {rules.map((rule) => (
          <li key={`${rule.position}-${rule.uid}`} className={`rounded-lg border-s-4 bg-white p-4 ring-1 ring-ink-100 ${TONES[tone]}`}>
            <p className="text-sm text-ink-700">Rule {rule.position}</p>
            <dl className="mt-1 grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-1">
              <dt className="font-medium">From</dt>
              <dd className="break-all font-mono text-sm leading-6">{rule.from || "(empty)"}</dd>
              <dt className="font-medium">Goes to</dt>
              <dd className="break-all font-mono text-sm leading-6">{rule.to || "(empty)"}</dd>
              <dt className="font-medium">Language</dt>
              <dd>{rule.language || "Every language"}</dd>
              <dt className="font-medium">Status</dt>
              <dd>{rule.status === "301" ? "301 (moved for good)" : rule.status === "302" ? "302 (moved for now)" : rule.status}</dd>
            </dl>
            {rule.problems.length > 0 && (
              <ul className="mt-3 list-disc space-y-1 ps-5 text-red-800" aria-label={`Problems of rule ${rule.position}`}>
                {rule.problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
