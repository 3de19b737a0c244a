import type { ZodTypeAny } from "zod";
import type { BlokProblem } from "./types";

/**
 * Validates a story's content tree against the block schemas (ARCHITECTURE "Bad CMS
 * content in one block hides that block, never the page").
 *
 * Walks every value; each object that looks like a blok (`component` and `_uid` strings) is
 * parsed with its folder's schema. Unknown components become `__unknown__` stand-ins, bloks
 * that fail their schema become `__invalid__` stand-ins; both render nothing for visitors
 * and a warning in preview. Text values have `{{name}}` variables replaced from the global
 * settings (SPEC §3); an unknown name renders as "" and is reported as a problem. With a
 * `richText` renderer, rich text documents become their HTML.
 *
 * Pure and isomorphic: the loader runs it on the server, the preview re-runs it on live edits.
 */
export interface ValidationResult<T> {
  value: T;
  problems: BlokProblem[];
}

/** Component name → schema of its fields (`blocks/schemas.ts`). */
type Schemas = Readonly<Record<string, ZodTypeAny>>;

const VARIABLE = /\{\{\s*([A-Za-z0-9_.-]+)\s*\}\}/g;
/** Keys that are identifiers, never text with variables. */
const STRUCTURAL_KEYS = new Set(["_uid", "component", "_editable", "uuid", "id", "linktype", "fieldtype"]);

function isBlokLike(value: unknown): value is Record<string, unknown> & { _uid: string; component: string } {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { component?: unknown }).component === "string" &&
    typeof (value as { _uid?: unknown })._uid === "string"
  );
}

export interface ValidationOptions {
  /**
   * Renders a rich text document (`{ type: "doc" }`) to HTML; the document is then replaced
   * by `{ type: "doc", html }` (the server and the live preview pass `richTextHtml`).
   */
  richText?: (document: Record<string, unknown>) => string;
}

export function validateContent<T>(
  content: T,
  schemas: Schemas,
  variables: ReadonlyMap<string, string> = new Map(),
  options: ValidationOptions = {},
): ValidationResult<T> {
  const problems: BlokProblem[] = [];
  let currentBlok = { component: "", uid: "" };

  const replaceVariables = (text: string): string =>
    text.includes("{{")
      ? text.replace(VARIABLE, (_match, name: string) => {
          const value = variables.get(name);
          if (value === undefined) {
            problems.push({ kind: "variable", ...currentBlok, detail: `unknown variable {{${name}}}` });
            return "";
          }
          return value;
        })
      : text;

  const walk = (value: unknown): unknown => {
    if (typeof value === "string") return replaceVariables(value);
    if (Array.isArray(value)) return value.map(walk);
    if (typeof value !== "object" || value === null) return value;
    if (isBlokLike(value)) return walkBlok(value);
    const walked = walkObject(value as Record<string, unknown>);
    if (options.richText && walked.type === "doc" && Array.isArray(walked.content)) return { type: "doc", html: options.richText(walked) };
    return walked;
  };

  const walkObject = (value: Record<string, unknown>): Record<string, unknown> =>
    Object.fromEntries(Object.entries(value).map(([k, v]) => [k, STRUCTURAL_KEYS.has(k) ? v : walk(v)]));

  const walkBlok = (blok: Record<string, unknown> & { _uid: string; component: string }): unknown => {
    const { _uid, component, _editable } = blok;
    const schema = schemas[component];
    if (!schema) {
      problems.push({ kind: "unknown", component, uid: _uid, detail: `no block is registered for "${component}"` });
      return { _uid, component: "__unknown__", original: component, _editable };
    }
    const parsed = schema.safeParse(blok);
    if (!parsed.success) {
      const issues = parsed.error.issues.map(
        (issue: { path: (string | number)[]; message: string }) => `${issue.path.join(".") || "(blok)"}: ${issue.message}`,
      );
      problems.push({ kind: "invalid", component, uid: _uid, detail: issues.join("; ") });
      return { _uid, component: "__invalid__", original: component, issues, _editable };
    }
    const outer = currentBlok;
    currentBlok = { component, uid: _uid };
    const result = { ...walkObject(parsed.data as Record<string, unknown>), _uid, component, _editable };
    currentBlok = outer;
    return result;
  };

  const value = walk(content) as T;
  return { value, problems };
}
