import type { Category } from '@souq/shared/catalog/categories';

/** The page heading: one ticked gender names its collection, none or several show everything. */
export function collectionTitle(categories: readonly Category[]): string {
  return categories.length === 1 ? `${categories[0]} Collection` : 'All Collections';
}

export function productCountText(count: number): string {
  return `${count} ${count === 1 ? 'product' : 'products'}`;
}

function joinAnd(words: readonly string[]): string {
  return words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** Names what was searched and ticked, so an empty result says why it is empty. */
export function emptyResultText(search: string, categories: readonly Category[]): string {
  const inGroups = categories.length > 0 ? ` in ${joinAnd(categories)}` : '';
  if (search) return `Nothing matches “${search}”${inGroups}.`;
  if (inGroups) return `There is nothing${inGroups} right now.`;
  return 'There are no products right now. Please check back soon.';
}
