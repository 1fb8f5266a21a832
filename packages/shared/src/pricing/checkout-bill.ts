import { type CartLineInput, type CartTotals, cartTotals } from './cart-totals';
import { aedToFils, type Fils } from './money';

/**
 * Checkout: the two shipping methods; Express adds AED 10 on top of the delivery fee (see
 * docs/product/checkout.md).
 */
export const SHIPPING_METHODS = ['Normal', 'Express'] as const;
export type ShippingMethod = (typeof SHIPPING_METHODS)[number];

export const SHIPPING_METHOD_DETAILS: Record<ShippingMethod, { surchargeFils: Fils; days: string }> = {
  Normal: { surchargeFils: 0, days: '2-3 Business Days' },
  Express: { surchargeFils: aedToFils(10), days: '1-2 Business Days' },
};

export interface CheckoutBill extends CartTotals {
  shippingMethod: ShippingMethod;
  /** 'Express Delivery Cost' 10.00 when Express, else 0. */
  expressFils: Fils;
  /** The code's share as a fraction (0.1 for 10 %), 0 without a code. */
  discountValue: number;
  /** The coupon line shows the rounded percentage. */
  couponPercent: number;
  /** Discounted price × fraction. */
  couponFils: Fils;
  /** Discounted amount + delivery + express − discounted amount × fraction; 0 for an empty cart. */
  grandTotalFils: Fils;
}

/**
 * Every bill line of the checkout (see docs/product/checkout.md), computed the same way in the browser and on
 * the server.
 */
export function checkoutBill(
  lines: readonly CartLineInput[],
  shippingMethod: ShippingMethod,
  discountValue: number,
): CheckoutBill {
  const totals = cartTotals(lines);
  const fraction = Math.min(Math.max(discountValue, 0), 1);
  if (totals.discountedFils === 0) {
    return {
      ...totals,
      shippingMethod,
      expressFils: 0,
      discountValue: fraction,
      couponPercent: 0,
      couponFils: 0,
      grandTotalFils: 0,
    };
  }
  const expressFils = SHIPPING_METHOD_DETAILS[shippingMethod].surchargeFils;
  const couponFils = Math.round(totals.discountedFils * fraction);
  return {
    ...totals,
    shippingMethod,
    expressFils,
    discountValue: fraction,
    couponPercent: Math.round(fraction * 100),
    couponFils,
    grandTotalFils: totals.discountedFils + totals.deliveryFils + expressFils - couponFils,
  };
}
