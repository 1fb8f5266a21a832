/** `category` is the gender group, `subCategory` the kind of product. */
export const CATEGORIES = ['Boys', 'Girls', 'Unisex'] as const;
export type Category = (typeof CATEGORIES)[number];

export const SUB_CATEGORIES = ['Tops', 'Bottoms', 'Dresses', 'Sets', 'Shoes', 'Toys'] as const;
export type SubCategory = (typeof SUB_CATEGORIES)[number];

/**
 * Each gender group's name as shoppers read it: the id of its message in the storefront's catalogues (the
 * stored value stays English). The storefront and the server's first paint of a product page both use it.
 */
export const CATEGORY_LABEL = {
  Boys: 'nav.boys',
  Girls: 'nav.girls',
  Unisex: 'nav.unisex',
} as const satisfies Readonly<Record<Category, string>>;
