import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The repository's prose holds together: every relative link in README.md and docs/ names a file
 * or folder that exists, and every `#anchor` a heading of its target; the README stays short
 * enough to read in five minutes (docs/README.md indexes the rest).
 */

const ROOT = path.resolve(import.meta.dirname, "../..");

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return markdownFiles(full);
    return name.endsWith(".md") ? [full] : [];
  });
}

/** The text outside fenced code blocks and inline code spans, where `](` is prose, not a link. */
function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, "").replace(/`[^`\n]*`/g, "");
}

/** Relative link targets (`docs/x.md#y`, `../decisions`), external and mail links left out. */
function relativeLinks(markdown: string): string[] {
  return [...prose(markdown).matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!).filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\- _]/gu, "")
    .replace(/ /g, "-");
}

function anchorsOf(file: string): Set<string> {
  const headings = [...prose(readFileSync(file, "utf8")).matchAll(/^#{1,6} (.+)$/gm)].map((m) => anchorOf(m[1]!.replace(/`/g, "")));
  const seen = new Map<string, number>();
  return new Set(
    headings.map((anchor) => {
      const count = seen.get(anchor) ?? 0;
      seen.set(anchor, count + 1);
      return count === 0 ? anchor : `${anchor}-${count}`;
    }),
  );
}

const FILES = [path.join(ROOT, "README.md"), ...markdownFiles(path.join(ROOT, "docs"))];

describe("documentation links", () => {
  it.each(FILES.map((file) => [path.relative(ROOT, file), file]))("%s links only to files and headings that exist", (_name, file) => {
    const broken = relativeLinks(readFileSync(file, "utf8")).filter((link) => {
      const [target = "", anchor] = link.split("#");
      const resolved = target === "" ? file : path.resolve(path.dirname(file), decodeURIComponent(target));
      if (!existsSync(resolved)) return true;
      return anchor !== undefined && resolved.endsWith(".md") && !anchorsOf(resolved).has(anchor);
    });
    expect(broken).toEqual([]);
  });

  it("keep the README to at most 250 lines", () => {
    expect(readFileSync(path.join(ROOT, "README.md"), "utf8").split("\n").length).toBeLessThanOrEqual(250);
  });
});
