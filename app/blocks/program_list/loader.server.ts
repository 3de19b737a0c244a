import type { BlockServerDefinition } from "../server";
import { fetchAllAccessPrograms, fetchPrograms } from "~/services/platform/catalogue.server";
import { programListSchema, type ProgramListData } from "./index";

/** Server part of `program_list`: all-access or all programs in the blok's language, first `count`. */
export const programListServer: BlockServerDefinition = {
  async loader(raw): Promise<ProgramListData> {
    const { scope, language, count } = programListSchema.parse(raw);
    const programs = scope === "all_access" ? await fetchAllAccessPrograms(language) : await fetchPrograms(language);
    return { programs: programs.slice(0, count) };
  },
};
