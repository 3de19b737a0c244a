import type { BlockServerDefinition } from "../server";
import { fetchAuthors } from "~/services/platform/catalogue.server";
import { trainerListSchema, type TrainerListData } from "./index";

/** Server part of `trainer_list`: the authors list (optionally featured only), first `count`. */
export const trainerListServer: BlockServerDefinition = {
  async loader(raw): Promise<TrainerListData> {
    const { featured_only, count } = trainerListSchema.parse(raw);
    return { authors: await fetchAuthors({ featured: featured_only || undefined, first: count }) };
  },
};
