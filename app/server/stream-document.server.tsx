/**
 * Streams a rendered document as a Fetch `Response` (entry.server; ARCHITECTURE "One request,
 * end to end"). Browsers get the shell as soon as it is ready and the rest as it renders;
 * `waitForAll` (bots, the static layout's readers) waits for the whole page.
 */
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@remix-run/node";
import type { ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";

export interface StreamDocumentOptions {
  /** The status Remix chose; becomes 500 when a part fails to render before the response starts. */
  status: number;
  /** Response headers; `Content-Type` is set here. */
  headers: Headers;
  nonce?: string;
  waitForAll: boolean;
  /** A render not finished after this long (ms) is aborted: its pending parts render their fallbacks. */
  deadlineMs: number;
  /** A part failed to render after the response had started (its status can no longer change). */
  onLateError(error: unknown): void;
}

/**
 * Renders `document` and resolves with the streaming response; rejects when the shell fails.
 *
 * Nothing outlives the render (issue 17): the deadline is cleared once every part has rendered
 * (a pending timer kept each render alive for seconds after its response, and then made React end
 * the finished stream again), and the body is not destroyed when it ends (React aborts on the
 * body's `close`, which after a normal end only ends it once more). A client that goes away
 * cancels the response; that destroys the body and aborts the render.
 */
export function streamDocument(document: ReactNode, options: StreamDocumentOptions): Promise<Response> {
  const { headers, nonce, waitForAll, deadlineMs, onLateError } = options;
  let status = options.status;
  return new Promise<Response>((resolve, reject) => {
    let started = false;
    const deadline = setTimeout(() => abort(), deadlineMs);
    const respond = () => {
      started = true;
      const body = new PassThrough({ autoDestroy: false });
      headers.set("Content-Type", "text/html; charset=utf-8");
      resolve(new Response(createReadableStreamFromReadable(body), { headers, status }));
      pipe(body);
    };
    const { pipe, abort } = renderToPipeableStream(document, {
      nonce,
      onShellReady() {
        if (!waitForAll) respond();
      },
      onAllReady() {
        clearTimeout(deadline);
        if (waitForAll) respond();
      },
      onShellError(error: unknown) {
        clearTimeout(deadline);
        reject(error);
      },
      onError(error: unknown) {
        status = 500;
        if (started) onLateError(error);
      },
    });
  });
}
