import { request as httpRequest } from "node:http";

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * One HTTP request sent as written — path, method and headers untouched (URL parsers in
 * browsers and Playwright would normalise backslashes, dots and Host) — for hostile-input tests.
 */
export function rawRequest(
  port: number,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: string | Buffer },
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port,
        method: options.method ?? "GET",
        path: options.path,
        headers: options.headers,
        setHost: !options.headers || !("Host" in options.headers),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }));
      },
    );
    req.on("error", reject);
    req.setTimeout(15_000, () => req.destroy(new Error(`no answer to ${options.method ?? "GET"} ${options.path}`)));
    if (options.body !== undefined) req.write(options.body);
    req.end();
  });
}
