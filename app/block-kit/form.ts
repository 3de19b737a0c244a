/** Field of a form post that names the blok (`_uid`) whose action handles it. */
export const BLOCK_FIELD = "_block";
