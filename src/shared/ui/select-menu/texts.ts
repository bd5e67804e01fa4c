/** The select menu's texts (spec §8), kept exactly. */
export const SELECT_MENU_TEXTS = {
  noOptions: 'No options.',
  noResults: (query: string) => `No results for ${query}.`,
  searchPlaceholder: 'Search...',
} as const;
