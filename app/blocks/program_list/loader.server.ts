import { fetchAllAccessPrograms, fetchPrograms } from "~/services/platform/catalogue.server";
import type { Program } from "~/services/platform/entities";
import { defineBlockLoader } from "../../block-kit/define.server";
import { schema } from "./schema";

/** Server part of `program_list`: all-access or all programs in the blok's language, first `count`. */
export default defineBlockLoader(schema, async (blok): Promise<{ programs: Program[] }> => {
  const { scope, language, count } = blok;
  const programs = scope === "all_access" ? await fetchAllAccessPrograms(language) : await fetchPrograms(language);
  return { programs: programs.slice(0, count) };
});
