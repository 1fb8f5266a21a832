/** The synonym groups' cache key: every group is on one page. */
export const synonymKeys = {
  list: ['search-synonyms', 'list'] as const,
};
