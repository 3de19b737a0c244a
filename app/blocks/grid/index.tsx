import { z } from "zod";
import { defineBlock } from "../types";
import { bloks, option } from "../schema";
import { BlokList, blockProps } from "../BlokView";

const COLUMNS = {
  "2": "md:grid-cols-2",
  "3": "md:grid-cols-2 lg:grid-cols-3",
  "4": "sm:grid-cols-2 lg:grid-cols-4",
} as const;

/** `grid`: lays its `columns` bloks out in 2–4 responsive columns (one column on phones). */
export const grid = defineBlock(
  z.object({ columns: bloks, column_count: option(["2", "3", "4"], "3") }).passthrough(),
  function Grid({ blok }) {
    return (
      <div {...blockProps(blok)} className={`grid grid-cols-1 gap-6 ${COLUMNS[blok.column_count]}`}>
        <BlokList bloks={blok.columns} />
      </div>
    );
  },
);
