import { z } from "zod";
import { bloks, text } from "../../block-kit/schema";

/** `header` fields (global story `global/header`): logo text, navigation and action bloks. */
export const schema = z.object({ logo_text: text, nav: bloks, actions: bloks }).passthrough();

/** Query parameters this block reads: only declared parameters vary a stored page (domain/routing/page-query.ts). */
export const queryParams: readonly string[] = ["dropdown"];
