import type { ZodTypeAny } from "zod";
import { blokRef } from "~/block-kit/schema";
import { storyblokMeaningOf } from "~/domain/storyblok/storyblok-fields";

/**
 * What a field's zod schema (zod 3, read through `_def`) says about its Storyblok field:
 * the kind of value it holds and the constraints the editor can enforce too. Wrappers
 * (optional, default, transform, refine, pipe, catch) are looked through, and a meaning a
 * helper recorded where it is defined (`domain/storyblok/storyblok-fields.ts`) is read first; what a refinement
 * checks in code is not visible here (the round-trip test catches what that misses).
 */
export type FieldShape =
  | { kind: "text"; regex?: RegExp; regexMessage?: string; maxLength?: number }
  | { kind: "number"; min?: number; max?: number; integer: boolean }
  | { kind: "boolean" }
  | { kind: "option"; values: string[] }
  | { kind: "options"; values?: string[] }
  | { kind: "bloks"; item?: ZodTypeAny }
  | { kind: "multilink" | "asset" | "richtext" | "datetime" }
  | { kind: "unknown"; why: string };

/**
 * The shape a helper recorded where it is defined (`storyblokField`: the lenient helpers of
 * `block-kit/schema.ts` bend with preprocess/unknown/catch, so their `_def` hides their meaning).
 */
function recordedShape(schema: ZodTypeAny): FieldShape | undefined {
  const meaning = storyblokMeaningOf(schema);
  if (!meaning) return undefined;
  if (meaning.type === "option") return { kind: "option", values: [...meaning.options] };
  return { kind: meaning.type };
}

interface Def {
  typeName?: string;
  innerType?: ZodTypeAny;
  schema?: ZodTypeAny;
  in?: ZodTypeAny;
  type?: ZodTypeAny;
  options?: ZodTypeAny[];
  values?: readonly string[];
  value?: unknown;
  checks?: { kind: string; value?: number; regex?: RegExp; message?: string }[];
  shape?: () => Record<string, ZodTypeAny>;
}

const defOf = (schema: ZodTypeAny) => schema._def as Def;

/** The schema under one wrapper, or undefined when `schema` wraps nothing. */
function inner(schema: ZodTypeAny): ZodTypeAny | undefined {
  const def = defOf(schema);
  switch (def.typeName) {
    case "ZodOptional":
    case "ZodNullable":
    case "ZodDefault":
    case "ZodCatch":
    case "ZodReadonly":
      return def.innerType;
    case "ZodEffects":
      return def.schema;
    case "ZodPipeline":
      return def.in;
    case "ZodBranded":
      return def.type;
    default:
      return undefined;
  }
}

/** The object schema under `schema`'s wrappers (refined and passthrough objects included). */
export function objectShape(schema: ZodTypeAny): Record<string, ZodTypeAny> {
  for (let node: ZodTypeAny | undefined = schema; node; node = inner(node)) {
    const def = defOf(node);
    if (def.typeName === "ZodObject" && def.shape) return def.shape();
  }
  throw new Error("not an object schema");
}

const isEmptyLiteral = (schema: ZodTypeAny) => defOf(schema).typeName === "ZodLiteral" && defOf(schema).value === "";

function objectKind(shape: Record<string, ZodTypeAny>): FieldShape {
  if ("linktype" in shape) return { kind: "multilink" };
  if ("filename" in shape) return { kind: "asset" };
  const type = shape.type && defOf(shape.type);
  if (type?.typeName === "ZodLiteral" && type.value === "doc") return { kind: "richtext" };
  return { kind: "unknown", why: `an object with fields ${Object.keys(shape).join(", ")}` };
}

function unionKind(members: ZodTypeAny[]): FieldShape {
  const rest = members.filter((m) => !isEmptyLiteral(m));
  const literals = rest.map((m) => defOf(m)).filter((d) => d.typeName === "ZodLiteral" && typeof d.value === "string");
  if (rest.length > 1 && literals.length === rest.length) return { kind: "option", values: literals.map((d) => String(d.value)) };
  if (rest.length === 1) return shapeOf(rest[0]!);
  // A checkbox that also accepts "true"/"false" typed as text.
  if (rest.some((m) => defOf(m).typeName === "ZodBoolean") && rest.every((m) => defOf(m).typeName === "ZodBoolean" || defOf(m).typeName === "ZodLiteral"))
    return { kind: "boolean" };
  const kinds = rest.map((m) => shapeOf(m).kind);
  // A multi-option field that also accepts a comma list typed by hand (older content).
  if (kinds.includes("options") && kinds.every((k) => k === "options" || k === "text")) return { kind: "options" };
  return { kind: "unknown", why: `a union of ${kinds.join(", ")}` };
}

function arrayKind(item: ZodTypeAny): FieldShape {
  const itemShape = shapeOf(item);
  if (itemShape.kind === "text") return { kind: "options" };
  if (itemShape.kind === "option") return { kind: "options", values: itemShape.values };
  const object =
    item === blokRef
      ? undefined
      : (() => {
          try {
            return objectShape(item);
          } catch {
            return undefined;
          }
        })();
  if (item === blokRef || object) return { kind: "bloks", item: item === blokRef ? undefined : item };
  return { kind: "unknown", why: "a list of non-objects" };
}

/** The Storyblok-facing shape of one field's zod schema. */
export function shapeOf(schema: ZodTypeAny): FieldShape {
  const recorded = recordedShape(schema);
  if (recorded) return recorded;
  const def = defOf(schema);
  switch (def.typeName) {
    case "ZodString": {
      const regex = def.checks?.find((c) => c.kind === "regex");
      const max = def.checks?.find((c) => c.kind === "max");
      return { kind: "text", regex: regex?.regex, regexMessage: regex?.message, maxLength: max?.value };
    }
    case "ZodNumber": {
      const checks = def.checks ?? [];
      return {
        kind: "number",
        min: checks.find((c) => c.kind === "min")?.value,
        max: checks.find((c) => c.kind === "max")?.value,
        integer: checks.some((c) => c.kind === "int"),
      };
    }
    case "ZodBoolean":
      return { kind: "boolean" };
    case "ZodEnum":
      return { kind: "option", values: [...(def.values ?? [])] };
    case "ZodUnion":
      return unionKind(def.options ?? []);
    case "ZodArray":
      return arrayKind(def.type!);
    case "ZodObject":
      return objectKind(def.shape!());
    default: {
      const next = inner(schema);
      return next ? shapeOf(next) : { kind: "unknown", why: `a ${def.typeName ?? "schema"}` };
    }
  }
}
