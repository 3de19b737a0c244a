import { connect } from "node:net";
import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";

/**
 * HTTP/1.1 requests as bytes on a socket, for hostile-input tests that need what no HTTP client
 * sends (Node's `http.request` refuses control characters, lower-case methods, mismatched
 * Content-Length and Transfer-Encoding; browsers and `fetch` normalise far more). Complements
 * `raw-request.ts` (which goes through `http.request`).
 */

/** One request: a method, a request target and header lines exactly as given; the body as bytes. */
export interface RawSocketRequest {
  method: string;
  target: string;
  /** Header lines in order (duplicates allowed). `Host` and `Connection: close` are not added. */
  headers: readonly (readonly [string, string])[];
  body?: Buffer;
}

/** The first response on the connection, its body de-chunked and decompressed. */
export interface RawSocketResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** The status line and header block as received. */
  head: string;
}

/** The request's bytes: request line, header lines (UTF-8, so non-ASCII goes as obs-text), blank line, body. */
export function requestBytes(request: RawSocketRequest): Buffer {
  const head = `${request.method} ${request.target} HTTP/1.1\r\n${request.headers.map(([name, value]) => `${name}: ${value}\r\n`).join("")}\r\n`;
  return Buffer.concat([Buffer.from(head, "utf8"), request.body ?? Buffer.alloc(0)]);
}

function dechunk(raw: Buffer): { body: Buffer; complete: boolean } {
  const parts: Buffer[] = [];
  let offset = 0;
  for (;;) {
    const lineEnd = raw.indexOf("\r\n", offset);
    if (lineEnd < 0) return { body: Buffer.concat(parts), complete: false };
    const size = Number.parseInt(raw.subarray(offset, lineEnd).toString("latin1").split(";")[0]!.trim(), 16);
    if (!Number.isFinite(size)) return { body: Buffer.concat(parts), complete: true };
    if (size === 0) return { body: Buffer.concat(parts), complete: true };
    if (raw.length < lineEnd + 2 + size + 2) return { body: Buffer.concat(parts), complete: false };
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
}

function decode(body: Buffer, encoding: string | undefined): string {
  try {
    if (encoding === "gzip") return gunzipSync(body).toString("utf8");
    if (encoding === "br") return brotliDecompressSync(body).toString("utf8");
    if (encoding === "deflate") return inflateSync(body).toString("utf8");
  } catch {
    // A truncated body: compare what came, undecoded.
  }
  return body.toString("utf8");
}

/** The first response in `raw`, or null while it is incomplete (`ended`: the server closed, take what came). */
function parseResponse(raw: Buffer, headRequest: boolean, ended: boolean): RawSocketResponse | null {
  const headEnd = raw.indexOf("\r\n\r\n");
  if (headEnd < 0) return null;
  const head = raw.subarray(0, headEnd).toString("latin1");
  const [statusLine, ...lines] = head.split("\r\n");
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine ?? "")?.[1] ?? NaN);
  if (!Number.isFinite(status)) return null;
  // An interim answer (100 Continue): the final one follows it.
  if (status >= 100 && status < 200) return parseResponse(raw.subarray(headEnd + 4), headRequest, ended);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    if (colon > 0) {
      const name = line.slice(0, colon).trim().toLowerCase();
      headers[name] = headers[name] === undefined ? line.slice(colon + 1).trim() : `${headers[name]}, ${line.slice(colon + 1).trim()}`;
    }
  }
  const rest = raw.subarray(headEnd + 4);
  const answer = (body: Buffer): RawSocketResponse => ({ status, headers, head, body: decode(body, headers["content-encoding"]) });
  if (headRequest || status === 204 || status === 304) return answer(Buffer.alloc(0));
  if (/chunked/i.test(headers["transfer-encoding"] ?? "")) {
    const { body, complete } = dechunk(rest);
    return complete || ended ? answer(body) : null;
  }
  if (headers["content-length"] !== undefined) {
    const length = Number(headers["content-length"]);
    if (rest.length >= length) return answer(rest.subarray(0, length));
    return ended ? answer(rest) : null;
  }
  return ended ? answer(rest) : null;
}

/**
 * Sends `request` on a new connection to 127.0.0.1:`port` and resolves with the first response.
 * @throws when the server closes without an answer or does not answer within `timeoutMs`.
 */
export function sendRaw(port: number, request: RawSocketRequest, timeoutMs = 15_000): Promise<RawSocketResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: "127.0.0.1", port });
    const chunks: Buffer[] = [];
    let settled = false;
    const settle = (ended: boolean) => {
      if (settled) return;
      const response = parseResponse(Buffer.concat(chunks), request.method.toUpperCase() === "HEAD", ended);
      if (response) {
        settled = true;
        clearTimeout(timer);
        socket.destroy();
        resolve(response);
      } else if (ended) {
        settled = true;
        clearTimeout(timer);
        reject(new Error(`the server closed the connection without an answer (${Buffer.concat(chunks).length} bytes received)`));
      }
    };
    const timer = setTimeout(() => {
      if (settled) return;
      settled = true;
      socket.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on("connect", () => socket.write(requestBytes(request)));
    socket.on("data", (chunk: Buffer) => {
      chunks.push(chunk);
      settle(false);
    });
    socket.on("end", () => settle(true));
    socket.on("close", () => settle(true));
    socket.on("error", (error) => {
      // The server may reset after answering a request it refused: keep what it sent.
      if (chunks.length > 0) settle(true);
      else if (!settled) {
        settled = true;
        clearTimeout(timer);
        reject(error);
      }
    });
  });
}
