import type { Category, SubCategory } from '@souq/shared/catalog/categories';

/** What the product artwork generator can draw. */
export type ArtKind =
  | 'tshirt'
  | 'hoodie'
  | 'shirt'
  | 'pants'
  | 'shorts'
  | 'skirt'
  | 'dress'
  | 'set'
  | 'sneaker'
  | 'sandal'
  | 'boot'
  | 'teddy'
  | 'car'
  | 'blocks'
  | 'ball'
  | 'rocket'
  | 'doll';

export interface SeedColor {
  name: string;
  hex: string;
}

export interface SeedProduct {
  name: string;
  /** Unique, upper-case, e.g. 'LS-BT-001'; size subSKUs are derived from it. */
  sku: string;
  description: string;
  category: Category;
  subCategory: SubCategory;
  art: ArtKind;
  /** Whole AED, 29-399. */
  priceAed: number;
  /** Percent, 0-40. */
  discount: number;
  flashsale: boolean;
  /** Percent; 0 unless flashsale. */
  flashDiscount: number;
  bestseller: boolean;
  bestofkids: boolean;
  /** 2-4 colours. */
  colors: SeedColor[];
  /** Children's sizes ('80'…'170'), shoe sizes ('21'…'42') or ['Free-size']. */
  sizes: string[];
  /** Every size of every colour has 0 stock. */
  soldOut?: boolean;
}
