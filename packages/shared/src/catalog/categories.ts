/** `category` is the gender group, `subCategory` the kind of product. */
export const CATEGORIES = ['Boys', 'Girls', 'Unisex'] as const;
export type Category = (typeof CATEGORIES)[number];

export const SUB_CATEGORIES = ['Tops', 'Bottoms', 'Dresses', 'Sets', 'Shoes', 'Toys'] as const;
export type SubCategory = (typeof SUB_CATEGORIES)[number];
