import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import { promisify } from "node:util";

/** The W3C Nu HTML Checker (npm `vnu-jar`, run on Java 17). */
const VNU_JAR = String(createRequire(import.meta.url)("vnu-jar"));

/** One message of the checker's JSON report. */
export interface VnuMessage {
  type: string;
  url: string;
  message: string;
  extract?: string;
  lastLine?: number;
  lastColumn?: number;
}

/** Checks the HTML `files` (paths) in one run of the checker, errors only: its messages (`url` is `file:<path>`). */
export async function checkHtml(files: string[]): Promise<VnuMessage[]> {
  // The checker exits 1 when it finds errors; its report is on stderr either way.
  const { stderr } = await promisify(execFile)("java", ["-jar", VNU_JAR, "--format", "json", "--errors-only", ...files], { maxBuffer: 64 * 1024 * 1024 }).catch(
    (error: { stderr?: string }) => ({ stderr: error.stderr ?? "" }),
  );
  return (JSON.parse(stderr) as { messages: VnuMessage[] }).messages;
}
