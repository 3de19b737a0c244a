export interface FirstVisitJs {
  status: number;
  files: { path: string; status: number; gzip: number }[];
  inlineGzip: number;
  totalGzip: number;
}
export function scriptsOf(html: string): { sources: string[]; inline: string[] };
export function firstVisitJs(url: string, options?: { headers?: Record<string, string> }): Promise<FirstVisitJs>;
