/**
 * `fetch` with a ceiling on the answer's size (an upstream sending 30 MB must not cost
 * a page its memory or its deadline). A declared `Content-Length` over the ceiling fails at once;
 * otherwise the body is counted as it streams and fails once it passes the ceiling, so no more
 * than `maxBytes` are ever held. Pass it to clients that take a `fetch` (Storyblok's, the GraphQL client of `graphql.server.ts`).
 */
export class ResponseTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`the answer is larger than ${maxBytes} bytes`);
    this.name = "ResponseTooLargeError";
  }
}

/** A `fetch` whose answers fail with {@link ResponseTooLargeError} past `maxBytes` (bytes). */
export function boundedFetch(maxBytes: number): typeof fetch {
  return async (input, init) => {
    const response = await fetch(input, init);
    const declared = Number(response.headers.get("content-length") ?? Number.NaN);
    if (declared > maxBytes) {
      // Not awaited: cancelling a body can wait on the peer.
      void response.body?.cancel().catch(() => undefined);
      throw new ResponseTooLargeError(maxBytes);
    }
    if (!response.body) return response;
    let seen = 0;
    const counted = response.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          seen += chunk.byteLength;
          if (seen > maxBytes) controller.error(new ResponseTooLargeError(maxBytes));
          else controller.enqueue(chunk);
        },
      }),
    );
    return new Response(counted, { status: response.status, statusText: response.statusText, headers: response.headers });
  };
}

/** Ceilings per upstream (bytes): well above the largest real answer, far below a machine's memory. */
export const MAX_ANSWER_BYTES = {
  storyblok: 8 * 1024 * 1024,
  platform: 4 * 1024 * 1024,
  connect: 1024 * 1024,
  checkout: 1024 * 1024,
  location: 64 * 1024,
} as const;
