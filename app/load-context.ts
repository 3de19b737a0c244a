/** What server.ts passes to every loader, action and the document render. */
declare module "@remix-run/node" {
  interface AppLoadContext {
    /** Per-request CSP nonce (docs: app/server/security.server.ts). */
    cspNonce: string;
  }
}

export {};
