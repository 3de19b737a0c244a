import { z } from "zod";
import { text } from "../../block-kit/schema";

/** `quest_card` fields: the platform id of the quest to show. */
export const schema = z.object({ quest_id: text }).passthrough();
