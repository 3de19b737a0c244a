import { z } from "zod";
import { bloks, multilink, optionalText } from "../../block-kit/schema";

/** `footer` fields (global story `global/footer`): tagline, columns, legal text, contact link. */
export const schema = z.object({ tagline: optionalText, columns: bloks, legal: optionalText, contact: multilink.optional() }).passthrough();
