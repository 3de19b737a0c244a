import { createContext, useContext } from "react";

/** The request's CSP nonce (server render only; the browser never needs it after hydration). */
export const NonceContext = createContext<string>("");

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
