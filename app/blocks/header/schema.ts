import { z } from "zod";
import { bloks, text } from "../schema";

/** `header` fields (global story `global/header`): logo text, navigation and action bloks. */
export const schema = z.object({ logo_text: text, nav: bloks, actions: bloks }).passthrough();
