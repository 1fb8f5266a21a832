import type { PRODUCT_FLAGS, StockState } from '@souq/shared/schemas/admin-products';

export type ProductFlag = (typeof PRODUCT_FLAGS)[number];

/** Under each Arabic field of the product editor. */
export const ARABIC_HINT = 'Shown to shoppers reading Arabic. Left empty, they see the English.';

export const FLAG_LABELS: Record<ProductFlag, string> = {
  flashsale: 'Flash sale',
  bestseller: 'Bestseller',
  bestofkids: 'Best of kids',
};

/** Each stock state's badge, in the order badges' palette: red only when nothing is left. */
export const STOCK_STATE_STYLES: Record<StockState, { label: string; badge: string; dot: string }> = {
  in_stock: { label: 'In stock', badge: 'bg-mint-100 text-mint-700', dot: 'bg-mint-700' },
  low: { label: 'Low', badge: 'bg-sunny/30 text-navy-800', dot: 'bg-sunny' },
  sold_out: { label: 'Sold out', badge: 'bg-coral-50 text-danger', dot: 'bg-danger' },
};
