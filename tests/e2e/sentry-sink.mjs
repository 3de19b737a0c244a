// A local stand-in for Sentry's ingest endpoint, for the end-to-end tests: records every
// envelope item it receives and lists them at GET /events. Port from SENTRY_SINK_PORT.
import { createServer } from "node:http";
import { gunzipSync } from "node:zlib";

const port = Number(process.env.SENTRY_SINK_PORT ?? 4175);
const items = [];

createServer((req, res) => {
  if (req.method === "GET" && req.url === "/events") {
    res.writeHead(200, { "Content-Type": "application/json" });
    return res.end(JSON.stringify(items));
  }
  if (req.method === "GET" && req.url === "/healthcheck") return res.end("OK");
  if (req.method === "POST" && /\/api\/\d+\/envelope\//.test(req.url ?? "")) {
    const chunks = [];
    req.on("data", (chunk) => chunks.push(chunk));
    req.on("end", () => {
      let body = Buffer.concat(chunks);
      if (req.headers["content-encoding"] === "gzip") body = gunzipSync(body);
      const lines = body.toString("utf8").split("\n").filter(Boolean);
      for (let i = 1; i + 1 < lines.length; i += 2) {
        try {
          const header = JSON.parse(lines[i]);
          items.push({ type: header.type, payload: JSON.parse(lines[i + 1]) });
        } catch {
          // Binary items (replays) are not JSON: skip them.
        }
      }
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end("{}");
    });
    return;
  }
  res.writeHead(404).end();
}).listen(port, "127.0.0.1");
