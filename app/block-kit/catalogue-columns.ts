/** Grid classes for the catalogue lists' `columns` option ("3" or "4" cards per row on wide screens). */
export const CATALOGUE_COLUMNS = { "3": "sm:grid-cols-2 lg:grid-cols-3", "4": "sm:grid-cols-2 lg:grid-cols-4" } as const;
