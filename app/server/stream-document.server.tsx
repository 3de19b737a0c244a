/**
 * Streams a rendered document as a Fetch `Response` (entry.server; docs/architecture.md,
 * "The life of a request"). Browsers get the shell as soon as it is ready and the rest as it renders;
 * `waitForAll` (bots, the static layout's readers) waits for the whole page.
 */
import { Transform, type TransformCallback } from "node:stream";
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
 * Nothing outlives the render: the deadline is cleared once every part has rendered
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
      const body = withoutNulBytes();
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

/**
 * The stream React writes into, passing its bytes on without NUL bytes. React 18.3's Node
 * writer encodes into 2 KB views and, when a multi-byte character does not fit at a view's end,
 * sends the whole view, its unwritten zero-filled tail included (react#24985, fixed only in
 * React 19). A zero byte is never part of a multi-byte UTF-8 sequence, and U+0000 is not
 * allowed in HTML, so dropping every zero byte leaves exactly the UTF-8 React meant to send:
 * crawlers, link previews and the page cache get clean bytes. Not destroyed when it ends
 * (React aborts on the body's `close`; see {@link streamDocument}).
 */
export function withoutNulBytes(): Transform {
  return new Transform({
    autoDestroy: false,
    transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
      done(null, chunk.includes(0) ? Buffer.from(chunk.filter((byte) => byte !== 0)) : chunk);
    },
  });
}
