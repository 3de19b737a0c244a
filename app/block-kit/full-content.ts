import { createContext } from "react";
import type { FullContent } from "~/load-context";

/**
 * On the server only (entry.server provides it from the routes' data, `fullContentOfRoutes`): the full bloks behind
 * the static stubs a document's loader data holds, and its full block data, so the server
 * renders everything while the browser hydrates stubs (docs/decisions/0019). Null in the browser.
 */
export const FullContentContext = createContext<FullContent | null>(null);
