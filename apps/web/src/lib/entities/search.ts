/**
 * Query keys of the global search (palette and `/search` page), all under `search`: any record's
 * change may change an answer, and the answers are short-lived anyway.
 */
export const searchKeys = {
  all: ['search'] as const,
  results: (query: object) => ['search', 'results', query] as const,
};
