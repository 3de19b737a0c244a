import type { ZodTypeAny } from "zod";
import { collectRepairs } from "./repairs";
import { isBlok, type BlokBase, type BlokProblem } from "./types";

/**
 * Validates a story's content tree against the block schemas (bad CMS
 * content in one block hides that block, never the page: docs/product/stories-and-blocks.md).
 *
 * Walks every value; each object that looks like a blok (`component` and `_uid` strings) is
 * parsed with its folder's schema. It hides the smallest thing that is wrong:
 * - a field whose value its schema cannot use is dropped, so the field's default applies
 *   (lenient field schemas also accept older shapes and fall back themselves); the blok renders
 *   and each repair is reported (`kind: "repaired"`, with the field);
 * - a blok that still fails (a required field is missing) becomes an `__invalid__` stand-in
 *   that renders, for visitors, only the valid bloks nested in it (no holes), and a warning in
 *   preview; unknown components (another site's, or not yet built) become `__unknown__`
 *   stand-ins, hidden with what they hold (the site cannot tell what their children meant).
 * Text values have `{{name}}` variables replaced from the global settings (docs/product/stories-and-blocks.md); an unknown
 * name renders as "" and is reported as a problem. With a `richText` renderer, rich text
 * documents become their rendered parts and the renderer's repairs are reported.
 *
 * Pure and isomorphic: the loader runs it on the server, the preview re-runs it on live edits.
 */
export interface ValidationResult<T> {
  value: T;
  problems: BlokProblem[];
}

/** Component name → schema of its fields (`block-kit/schemas.ts`). */
type Schemas = Readonly<Record<string, ZodTypeAny>>;

const VARIABLE = /\{\{\s*([A-Za-z0-9_.-]+)\s*\}\}/g;
/** Keys that are identifiers, never text with variables. */
const STRUCTURAL_KEYS = new Set(["_uid", "component", "_editable", "uuid", "id", "linktype", "fieldtype"]);

export interface ValidationOptions {
  /**
   * Renders a rich text document (`{ type: "doc" }`); the document is then replaced by the
   * returned `value` and its `issues` are reported (the server and the live preview pass
   * `renderRichText`).
   */
  richText?: (document: Record<string, unknown>) => { value: unknown; issues: readonly string[] };
  /**
   * Resolves a multilink field (`fieldtype: "multilink"`) to its href; the field is then
   * replaced by `{ resolved }` (views and block servers read it with `linkOf`).
   * The server and the preview pass `resolveLink` in the page's language.
   */
  link?: (field: Record<string, unknown>) => unknown;
}

/** Rounds of dropping failing fields before a blok is given up (a field per round at most is typical). */
const MAX_REPAIR_ROUNDS = 4;

export function validateContent<T>(
  content: T,
  schemas: Schemas,
  variables: ReadonlyMap<string, string> = new Map(),
  options: ValidationOptions = {},
): ValidationResult<T> {
  const problems: BlokProblem[] = [];
  let currentBlok = { component: "", uid: "" };
  let currentField: string | undefined;

  const replaceVariables = (text: string): string =>
    text.includes("{{")
      ? text.replace(VARIABLE, (_match, name: string) => {
          const value = variables.get(name);
          if (value === undefined) {
            problems.push({ kind: "variable", ...currentBlok, field: currentField, detail: `unknown variable {{${name}}}` });
            return "";
          }
          return value;
        })
      : text;

  const walk = (value: unknown): unknown => {
    if (typeof value === "string") return replaceVariables(value);
    if (Array.isArray(value)) return value.map(walk);
    if (typeof value !== "object" || value === null) return value;
    if (isBlok(value)) return walkBlok(value);
    const walked = walkObject(value as Record<string, unknown>);
    if (options.richText && walked.type === "doc" && Array.isArray(walked.content)) {
      const rendered = options.richText(walked);
      for (const detail of rendered.issues) problems.push({ kind: "repaired", ...currentBlok, field: currentField, detail: `rich text: ${detail}` });
      return rendered.value;
    }
    // Only the resolved link travels on (to views and block servers): smaller page data.
    if (options.link && walked.fieldtype === "multilink") return { resolved: options.link(walked) };
    return walked;
  };

  const walkObject = (value: Record<string, unknown>): Record<string, unknown> =>
    Object.fromEntries(Object.entries(value).map(([k, v]) => [k, STRUCTURAL_KEYS.has(k) ? v : walk(v)]));

  /** Walks a blok's fields, recording which field is being walked (for problems). */
  const walkFields = (fields: Record<string, unknown>): Record<string, unknown> => {
    const outerField = currentField;
    const result = Object.fromEntries(
      Object.entries(fields).map(([k, v]) => {
        currentField = k;
        return [k, STRUCTURAL_KEYS.has(k) ? v : walk(v)];
      }),
    );
    currentField = outerField;
    return result;
  };

  /** Parses a blok, dropping fields its schema refuses until it passes or nothing is left to drop. */
  const parseLeniently = (schema: ZodTypeAny, blok: Record<string, unknown>) => {
    let input = blok;
    const dropped: { field: string; detail: string }[] = [];
    let firstIssues: string[] | undefined;
    for (let round = 0; ; round += 1) {
      const { result, repairs } = collectRepairs(() => schema.safeParse(input));
      if (result.success) return { ok: true as const, data: result.data as Record<string, unknown>, repairs, dropped };
      const issues = result.error.issues.map((issue) => ({ field: issue.path[0], text: `${issue.path.join(".") || "(blok)"}: ${issue.message}` }));
      const droppable = [...new Set(issues.map((i) => i.field))].filter(
        (field): field is string => typeof field === "string" && field !== "_uid" && field !== "component" && input[field] !== undefined,
      );
      firstIssues ??= issues.map((i) => i.text);
      if (droppable.length === 0 || round >= MAX_REPAIR_ROUNDS) return { ok: false as const, issues: firstIssues };
      input = { ...input };
      for (const field of droppable) {
        dropped.push({ field, detail: `${issues.find((i) => i.field === field)?.text.replace(/^[^:]*: /, "") ?? "invalid"}; ignored, default used` });
        delete input[field];
      }
    }
  };

  /** Valid bloks nested anywhere in a blok that is hidden: they still render. */
  const nestedBloks = (value: unknown, found: BlokBase[] = []): BlokBase[] => {
    if (Array.isArray(value)) value.forEach((item) => nestedBloks(item, found));
    else if (isBlok(value)) {
      const walked = walkBlok(value) as BlokBase;
      if (walked.component === "__invalid__" || walked.component === "__unknown__") found.push(...((walked as { children?: BlokBase[] }).children ?? []));
      else found.push(walked);
    } else if (value && typeof value === "object") Object.values(value).forEach((item) => nestedBloks(item, found));
    return found;
  };

  const walkBlok = (blok: Record<string, unknown> & { _uid: string; component: string }): unknown => {
    const { _uid, component, _editable } = blok;
    const schema = schemas[component];
    const hidden = (stand: Record<string, unknown>) => {
      if (stand.component === "__unknown__") return { _uid, _editable, original: component, ...stand };
      const outer = currentBlok;
      currentBlok = { component, uid: _uid };
      const fields = Object.entries(blok).filter(([k]) => !STRUCTURAL_KEYS.has(k) && k !== "_editable");
      const children = nestedBloks(fields.map(([, v]) => v));
      currentBlok = outer;
      return { _uid, _editable, original: component, ...stand, ...(children.length ? { children } : {}) };
    };
    if (!schema) {
      problems.push({ kind: "unknown", component, uid: _uid, detail: `no block is registered for "${component}"` });
      return hidden({ component: "__unknown__" });
    }
    const parsed = parseLeniently(schema, blok);
    if (!parsed.ok) {
      problems.push({ kind: "invalid", component, uid: _uid, detail: parsed.issues.join("; ") });
      return hidden({ component: "__invalid__", issues: parsed.issues });
    }
    for (const { field, detail } of parsed.dropped) problems.push({ kind: "repaired", component, uid: _uid, field, detail });
    for (const repair of parsed.repairs) problems.push({ kind: "repaired", component, uid: _uid, field: repair.path.join("."), detail: repair.detail });
    const outer = currentBlok;
    currentBlok = { component, uid: _uid };
    const result = { ...walkFields(parsed.data), _uid, component, _editable };
    currentBlok = outer;
    return result;
  };

  const value = walk(content) as T;
  return { value, problems };
}
