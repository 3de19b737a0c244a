import { z } from "zod";
import { bloks, option } from "../../block-kit/schema";

/** `grid` fields: the `columns` bloks and how many columns (2–4) they take on wide screens. */
export const schema = z.object({ columns: bloks, column_count: option(["2", "3", "4"], "3") }).passthrough();
