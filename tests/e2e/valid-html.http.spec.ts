import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { checkHtml, type VnuMessage } from "./nu-checker";
import { SANDBOX_PAGES, localize } from "./sandbox-pages";

/**
 * Every sandbox page, in English and in Arabic (right to left, non-Latin), is valid HTML by the
 * W3C Nu HTML Checker (npm `vnu-jar`, run on Java 17). The one exception is the framework's:
 * React 18 streams its scripts after `</html>` ("Stray start tag script"; the checker then stops
 * reading). Such an error is accepted only where it stands after `</html>`.
 */
const LANGS = ["en", "ar"] as const;

/** The offset in `html` of 1-based `line` and `column`. */
function offsetOf(html: string, line: number, column: number): number {
  let offset = 0;
  for (let current = 1; current < line; current += 1) offset = html.indexOf("\n", offset) + 1;
  return offset + column - 1;
}

/** React 18's own: a script after the document's end, and the checker giving up there. */
function streamedAfterDocument(message: VnuMessage, html: string): boolean {
  const end = html.lastIndexOf("</html>");
  const at = offsetOf(html, message.lastLine ?? 1, message.lastColumn ?? 1);
  return end >= 0 && at > end && /^(Stray start tag “script”\.|Cannot recover after last error)/.test(message.message);
}

test("every sandbox page in two languages passes the Nu HTML Checker", async ({ request }) => {
  test.setTimeout(180_000);
  const dir = await mkdtemp(path.join(tmpdir(), "vnu-"));
  const pages = new Map<string, { url: string; html: string }>();
  try {
    for (const lang of LANGS) {
      for (const url of new Set(SANDBOX_PAGES.map((page) => localize(page, lang)))) {
        const response = await request.get(url);
        expect(response.headers()["content-type"], url).toContain("text/html");
        const file = path.join(dir, `page-${pages.size}.html`);
        const html = await response.text();
        await writeFile(file, html);
        pages.set(`file:${file}`, { url, html });
      }
    }
    const messages = await checkHtml([...pages.keys()].map((key) => key.slice(5)));
    const errors = messages
      .filter((message) => message.type === "error" || message.type === "non-document-error")
      .filter((message) => {
        const page = pages.get(message.url);
        return !page || !streamedAfterDocument(message, page.html);
      })
      .map((message) => `${pages.get(message.url)?.url ?? message.url}: ${message.message} ${(message.extract ?? "").trim().slice(0, 120)}`);
    expect(errors).toEqual([]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
