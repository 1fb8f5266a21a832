import type { Fils } from '@souq/shared/pricing/money';

/**
 * An order's bill as it was charged and stored at placement: the items' lines after their own discounts, the
 * code's amount, delivery with any Express charge, the total, and the VAT included in it.
 */
export interface OrderBill {
  itemsFils: Fils;
  couponFils: Fils;
  deliveryFils: Fils;
  totalFils: Fils;
  vatFils: Fils;
  /** 0 when the store was not registered for VAT when the order was placed. */
  vatPercent: number;
}

export function orderBill(
  order: {
    amountFils: Fils;
    couponFils: Fils;
    deliveryFils: Fils;
    expressFils: Fils;
    vatFils: Fils;
    vatPercent: number;
  },
  items: readonly { lineFils: Fils }[],
): OrderBill {
  return {
    itemsFils: items.reduce((sum, item) => sum + item.lineFils, 0),
    couponFils: order.couponFils,
    deliveryFils: order.deliveryFils + order.expressFils,
    totalFils: order.amountFils,
    vatFils: order.vatFils,
    vatPercent: order.vatPercent,
  };
}
