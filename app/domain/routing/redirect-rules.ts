import { z } from "zod";
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from "~/i18n/languages";
import { resolvePath } from "./locale-path";
import { safeExternalUrl, safeInternalPath } from "./redirect-target";
import { isFixedRoutePath } from "./fixed-routes";
import { storyblokField } from "../storyblok/storyblok-fields";
import { keyToPath, requestKey, splitTarget, type TargetParts } from "./redirects";

/**
 * Redirect rules marketers own (docs/decisions/0018): the `redirect_rule`
 * bloks of the story `global/redirects`, compiled once per cache period into a Map keyed by
 * normalised path (`{lang}:{path}`, e.g. `de:/old-offer`), so the front door looks a request up in
 * O(1). Compiling validates every rule; a rule with a problem is skipped (never applied) and
 * reported with its problem for the preview page `/redirect-rules`:
 * - fields: from-path (`/old`, optionally with a language prefix), language (empty: every
 *   language), target (a same-site path or an http(s) URL on an allowed host), status 301/302
 *   (default 302, docs/product/page-directives-and-redirects.md), active flag (absent: active);
 * - the from-path must be a page path (no query) and must not shadow a fixed route (`/login`,
 *   `/api/*`, assets …: {@link isFixedRoutePath});
 * - no loops and no chains: a rule whose target is itself redirected by another rule is refused,
 *   so every accepted redirect is exactly one hop;
 * - duplicates: the first rule for a path wins; a rule for one language beats a rule for all.
 */

export const RULE_STATUSES = [301, 302] as const;
export type RuleStatus = (typeof RULE_STATUSES)[number];
/** Redirects default to 302. */
export const DEFAULT_RULE_STATUS: RuleStatus = 302;
/** More rules than this are not read (a story of that size is a mistake, not a plan). */
export const MAX_RULES = 5_000;

const text = z.preprocess((v) => (v === undefined || v === null ? "" : v), z.string()).transform((v) => v.trim());
const activeFlag = z
  .union([z.boolean(), z.literal("true"), z.literal("false"), z.literal("")])
  .optional()
  .transform((v) => v === undefined || v === "" || v === true || v === "true");

/** One `redirect_rule` blok as Storyblok delivers it (text fields, an option for the status). */
export const redirectRuleBlokSchema = z.object({
  _uid: z.string().optional().default(""),
  component: z.literal("redirect_rule"),
  from: text.pipe(z.string().min(1, "From path is empty")),
  language: storyblokField(
    text.refine((v) => v === "" || isLanguage(v), `Language must be empty (every language) or one of ${LANGUAGES.join(", ")}`),
    { type: "option", options: LANGUAGES, default: "" },
  ),
  to: text.pipe(z.string().min(1, "Target is empty")),
  status: storyblokField(
    z
      .union([z.number(), z.string()])
      .optional()
      .transform((v) => (v === undefined || v === "" ? DEFAULT_RULE_STATUS : Number(v)))
      .refine((v): v is RuleStatus => (RULE_STATUSES as readonly number[]).includes(v), "Status must be 301 (moved for good) or 302 (moved for now)"),
    { type: "option", options: RULE_STATUSES.map(String), default: String(DEFAULT_RULE_STATUS) },
  ),
  active: activeFlag,
});

/**
 * The content of `global/redirects` (component `redirects`): its `body` holds the rules. Other
 * bloks there are ignored; each rule is parsed on its own, so one bad rule does not hide the rest.
 */
export const redirectsContentSchema = z.object({ body: storyblokField(z.array(z.unknown()).optional().default([]), { type: "bloks" }) }).passthrough();

/** What the front door sends for one key: the target (its own query and hash split off) and the status. */
export interface RedirectEntry extends TargetParts {
  status: RuleStatus;
  external: boolean;
}

/** One rule as the preview page lists it. */
export interface RuleReport {
  /** 1-based position in the story. */
  position: number;
  uid: string;
  from: string;
  /** A language code, or empty for every language. */
  language: string;
  to: string;
  status: string;
  active: boolean;
  /** True when the rule is applied (active and without problems). */
  applied: boolean;
  problems: string[];
}

export interface RedirectTable {
  /** Keyed by {@link requestKey}. */
  entries: ReadonlyMap<string, RedirectEntry>;
  reports: RuleReport[];
}

/** Every language, the default first: a problem of a rule for all languages names the unprefixed path. */
const ALL_LANGUAGES: readonly Language[] = [DEFAULT_LANGUAGE, ...LANGUAGES.filter((lang) => lang !== DEFAULT_LANGUAGE)];

export const EMPTY_TABLE: RedirectTable = { entries: new Map(), reports: [] };

export interface CompileOptions {
  /** Hosts an external target may name (`redirectHosts()`). */
  externalHosts: ReadonlySet<string>;
  /** The site's own host: a URL to it is followed like a path when looking for chains. */
  siteHost?: string;
}

interface Candidate {
  report: RuleReport;
  /** Languages the rule covers, and its from-path without prefix (lowercase). */
  languages: readonly Language[];
  specific: boolean;
  from: string;
  /** Per language: the entry and the key its target would be looked up under (null: another site). */
  targets: Map<Language, { entry: RedirectEntry; targetKey: string | null }>;
}

function describeIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) =>
    issue.code === "invalid_type" || issue.code === "invalid_literal" ? `Field "${issue.path.join(".")}" is missing or has the wrong type` : issue.message,
  );
}

/** Reads one raw blok into a candidate, or a report with its problems. */
function readRule(raw: unknown, position: number, options: CompileOptions): { report: RuleReport; candidate?: Candidate } {
  const record = (raw && typeof raw === "object" ? raw : {}) as Record<string, unknown>;
  const report: RuleReport = {
    position,
    uid: typeof record._uid === "string" ? record._uid : "",
    from: typeof record.from === "string" ? record.from.trim() : "",
    language: typeof record.language === "string" ? record.language.trim() : "",
    to: typeof record.to === "string" ? record.to.trim() : "",
    status: record.status === undefined || record.status === "" ? String(DEFAULT_RULE_STATUS) : String(record.status),
    active: activeFlag.safeParse(record.active).data ?? true,
    applied: false,
    problems: [],
  };
  const parsed = redirectRuleBlokSchema.safeParse(raw);
  if (!parsed.success) {
    report.problems.push(...describeIssues(parsed.error));
    return { report };
  }
  const rule = parsed.data;
  const problems = report.problems;
  const resolved = rule.from.startsWith("/") && !/[?#]/.test(rule.from) ? resolvePath(rule.from) : null;
  if (!resolved) problems.push("From path must be a page path starting with / (letters, digits, - . _ ~; no ? or #)");
  else {
    if (resolved.prefixed && rule.language && rule.language !== resolved.lang)
      problems.push(`From path is in /${resolved.lang} but the language is ${rule.language}`);
    if (isFixedRoutePath(resolved.path)) problems.push(`From path ${rule.from} is a fixed page of the site and cannot be redirected`);
  }
  if (problems.length > 0 || !resolved) return { report };

  const specific = resolved.prefixed || rule.language !== "";
  const languages: readonly Language[] = resolved.prefixed ? [resolved.lang] : rule.language ? [rule.language as Language] : ALL_LANGUAGES;
  const targets = new Map<Language, { entry: RedirectEntry; targetKey: string | null }>();
  for (const lang of languages) {
    const internal = safeInternalPath(rule.to, lang);
    const external = internal ? null : safeExternalUrl(rule.to, options.externalHosts);
    if (!internal && !external) {
      problems.push(
        `Target ${rule.to} is neither a path on this site (/…) nor an http(s) address on an allowed host (${[...options.externalHosts].join(", ")})`,
      );
      return { report };
    }
    const href = internal ?? external!;
    let targetKey: string | null = internal ? requestKey(splitTarget(internal).base) : null;
    if (external && options.siteHost) {
      const url = new URL(external);
      if (url.hostname === options.siteHost) targetKey = requestKey(url.pathname);
    }
    targets.set(lang, { entry: { ...splitTarget(href), status: rule.status, external: !internal }, targetKey });
  }
  return { report, candidate: { report, languages, specific, from: resolved.path.toLowerCase(), targets } };
}

/**
 * Compiles the content of `global/redirects` into the lookup table and the per-rule reports
 * (see the module comment for the rules). Pure and deterministic: the same content gives the
 * same table. Content that is not a redirects story gives an empty table.
 */
export function compileRedirectRules(content: unknown, options: CompileOptions): RedirectTable {
  const parsedContent = redirectsContentSchema.safeParse(content ?? {});
  const bloks = (parsedContent.success ? parsedContent.data.body : [])
    .filter((blok) => (blok as { component?: unknown } | null)?.component === "redirect_rule")
    .slice(0, MAX_RULES);
  const reports: RuleReport[] = [];
  const candidates: Candidate[] = [];
  bloks.forEach((raw, index) => {
    const { report, candidate } = readRule(raw, index + 1, options);
    reports.push(report);
    if (candidate && report.active) candidates.push(candidate);
  });

  // Claims: rules for one language first (they beat rules for every language), then the rest;
  // within each group the first rule for a path wins and later duplicates are refused.
  const owner = new Map<string, Candidate>();
  const ownerSpecific = new Set<string>();
  const claimed = new Map<Candidate, string[]>();
  for (const specific of [true, false]) {
    for (const candidate of candidates.filter((c) => c.specific === specific)) {
      const keys: string[] = [];
      for (const lang of candidate.languages) {
        const key = `${lang}:${candidate.from}`;
        const current = owner.get(key);
        if (!current) keys.push(key);
        else if (specific || !ownerSpecific.has(key)) {
          candidate.report.problems.push(`Duplicate: rule ${current.report.position} already redirects ${keyToPath(key)}`);
          break;
        }
      }
      if (candidate.report.problems.length > 0) continue;
      for (const key of keys) {
        owner.set(key, candidate);
        if (specific) ownerSpecific.add(key);
      }
      claimed.set(candidate, keys);
    }
  }

  // Loops and chains, judged against every rule that claimed a path: a rule whose target is
  // itself redirected is refused, so what remains is one hop everywhere.
  const targetKeyOf = (key: string): string | null => {
    const candidate = owner.get(key);
    if (!candidate) return null;
    return candidate.targets.get(key.slice(0, key.indexOf(":")) as Language)?.targetKey ?? null;
  };
  for (const [candidate, keys] of claimed) {
    for (const key of keys) {
      const targetKey = targetKeyOf(key);
      if (targetKey === null || !owner.has(targetKey)) continue;
      const trail = [key, targetKey];
      let next: string | null = targetKey;
      let loop = targetKey === key;
      while (!loop && next !== null && owner.has(next) && trail.length <= owner.size + 1) {
        next = targetKeyOf(next);
        if (next === null) break;
        trail.push(next);
        if (next === key) loop = true;
        else if (trail.indexOf(next) < trail.length - 1) break;
      }
      const shown = trail.map(keyToPath).join(" → ");
      candidate.report.problems.push(
        loop
          ? `Loop: ${shown} never arrives anywhere`
          : `Chain: the target ${keyToPath(targetKey)} is itself redirected (${shown}); point this rule at the final address`,
      );
      break;
    }
  }

  const entries = new Map<string, RedirectEntry>();
  for (const [candidate, keys] of claimed) {
    if (candidate.report.problems.length > 0) continue;
    candidate.report.applied = true;
    for (const key of keys) entries.set(key, candidate.targets.get(key.slice(0, key.indexOf(":")) as Language)!.entry);
  }
  return { entries, reports };
}
