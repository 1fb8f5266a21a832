import { CATEGORY_LABEL as CATEGORY_MESSAGE, type Category } from '@souq/shared/catalog/categories';
import type { SortOrder } from '@souq/shared/catalog/product-lists';
import type { IntlShape } from 'react-intl';
import type { MessageId } from '@/shared/i18n/messages';

/** The stored gender groups as the shopper reads them (the stored value stays English). */
export const CATEGORY_LABEL: Readonly<Record<Category, MessageId>> = CATEGORY_MESSAGE;

/** A gender group's collection, the listing's heading when just that group is ticked. */
export const COLLECTION_LABEL: Readonly<Record<Category, MessageId>> = {
  Boys: 'catalog.boysCollection',
  Girls: 'catalog.girlsCollection',
  Unisex: 'catalog.unisexCollection',
};

/** The listing's sort orders ('Relevant', 'Low to High', 'High to Low'). */
export const SORT_LABEL: Readonly<Record<SortOrder, MessageId>> = {
  relevant: 'listing.sortRelevant',
  'low-high': 'listing.sortLowHigh',
  'high-low': 'listing.sortHighLow',
};

/** A category carried as a plain string (a wishlist item's): its label when it is one of the groups. */
export function categoryLabel(category: string, t: IntlShape['formatMessage']): string {
  const id = CATEGORY_LABEL[category as Category] as MessageId | undefined;
  return id ? t({ id }) : category;
}
