import { z } from "zod";
import { platformRequest } from "./client.server";
import { platformDocuments, type PlatformOperation } from "./documents";

/**
 * The v2 mutation helper (docs/product/affiliates.md): sends one `input` object to a registered mutation
 * document and reads what every v2 mutation answers — `successful`, `messages` (`field`,
 * `message`, `code`) and `result` (`uuid`). Validation problems are not errors: they come
 * back as `successful: false` with `messages` for the caller to show at their fields.
 *
 * Documents: only registered ones are sent. A mutation is registered in `documents.ts` under
 * its root field's name capitalised (`registerAttendee` → `RegisterAttendee`), as
 * `mutation X($input: …Input!) { x(input: $input) { ...MutationPayloadFields } }`.
 */

export const MUTATION_NAME_REQUIRED = "mutationName is required and must be a non-empty string";
export const MUTATION_INPUT_REQUIRED = "input is required for GraphQL mutation";

export const mutationMessageSchema = z.object({ field: z.string().nullable(), message: z.string(), code: z.string().nullable() });
export type MutationMessage = z.infer<typeof mutationMessageSchema>;

export const mutationResultSchema = z.object({ uuid: z.string().min(1) });

/** A v2 mutation's answer; `result` is null when nothing was created or changed. */
export interface MutationOutcome<R = { uuid: string }> {
  successful: boolean;
  messages: MutationMessage[];
  result: R | null;
}

export interface MutationCall<R = { uuid: string }> {
  /** The mutation's root field, e.g. `registerAttendee` (its document must be registered). */
  mutationName: string;
  /** The `input` object sent as `$input`. */
  input: Record<string, unknown>;
  /** Parses `result`; default `{ uuid: string }`. */
  schema?: z.ZodType<R>;
  /** The member's access token; null or omitted sends no Authorization header. */
  accessToken?: string | null;
}

/** The registered document of a mutation name, or null. */
export function mutationOperation(mutationName: string): PlatformOperation | null {
  const operation = `${mutationName.charAt(0).toUpperCase()}${mutationName.slice(1)}`;
  if (!Object.hasOwn(platformDocuments, operation)) return null;
  const source: string = platformDocuments[operation as PlatformOperation];
  return /^\s*mutation\s/.test(source) && source.includes(`${mutationName}(input: $input)`) ? (operation as PlatformOperation) : null;
}

/**
 * Sends a v2 mutation and returns its parsed outcome (with the member's bearer token when
 * `accessToken` is given).
 * @throws Error `mutationName is required and must be a non-empty string` for an empty or
 *   non-string name; `input is required for GraphQL mutation` for a missing (null/undefined)
 *   input; `unknown platform mutation …` for a name without a registered document.
 * @throws {import("./client.server").PlatformError} on timeout, network, HTTP, GraphQL or
 *   parse failures (a `successful: false` answer is not a failure).
 */
export async function platformMutation<R = { uuid: string }>({ mutationName, input, schema, accessToken }: MutationCall<R>): Promise<MutationOutcome<R>> {
  if (typeof mutationName !== "string" || mutationName.trim() === "") throw new Error(MUTATION_NAME_REQUIRED);
  if (input === undefined || input === null) throw new Error(MUTATION_INPUT_REQUIRED);
  const operation = mutationOperation(mutationName);
  if (!operation) throw new Error(`unknown platform mutation "${mutationName}": register its document in documents.ts`);
  const resultSchema = (schema ?? mutationResultSchema) as z.ZodType<R>;
  const payload = z.object({ successful: z.boolean(), messages: z.array(mutationMessageSchema).nullish(), result: resultSchema.nullish() });
  const data = await platformRequest({ operation, variables: { input }, schema: z.object({ [mutationName]: payload }), accessToken });
  const answer = data[mutationName] as z.infer<typeof payload>;
  return { successful: answer.successful, messages: answer.messages ?? [], result: answer.result ?? null };
}

/**
 * The unauthenticated variant (docs/product/affiliates.md): the same as {@link platformMutation} but never
 * sends an Authorization header, even when the call carries a token.
 */
export function platformMutationUnauthenticated<R = { uuid: string }>(call: MutationCall<R>): Promise<MutationOutcome<R>> {
  return platformMutation({ ...call, accessToken: null });
}

/** The messages of one field (e.g. to show at the form field), or of no field (`null`). */
export function messagesFor(outcome: Pick<MutationOutcome<unknown>, "messages">, field: string | null): string[] {
  return outcome.messages.filter((m) => m.field === field).map((m) => m.message);
}
