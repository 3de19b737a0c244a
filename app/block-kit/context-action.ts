import { useActionData } from "@remix-run/react";

/**
 * The action data a blok's server action returned, when the last form post named this blok
 * (`{ block: uid, … }`); undefined otherwise. Several forms on one page never see each
 * other's results.
 */
export function useBlockActionData<T extends { block: string }>(uid: string): T | undefined {
  const data = useActionData<T | { block?: string } | undefined>();
  return data && typeof data === "object" && "block" in data && data.block === uid ? (data as T) : undefined;
}
