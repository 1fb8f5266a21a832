import { effectiveDiscount, type PricedProduct, priceAfterPercent } from './displayed-price';
import { aedToFils, type Fils } from './money';

/** A delivery fee of AED 25, free when the discounted amount is above AED 169. */
export const DELIVERY_FEE_FILS: Fils = aedToFils(25);
export const FREE_DELIVERY_ABOVE_FILS: Fils = aedToFils(169);

/** One line of the bill: a quantity of one product, its list price in fils (build it with pricing-lines). */
export interface CartLineInput extends PricedProduct {
  key: string;
  flashsale: boolean;
  quantity: number;
}

export interface PricedCartLine {
  key: string;
  quantity: number;
  /** A unit at its regular discount. */
  unitFils: Fils;
  /** What the whole line costs, with the flash unit when this line holds it. */
  lineFils: Fils;
  /** The list price of the line, before any discount. */
  listFils: Fils;
  /** True when one unit of this line is the cart's flash-priced unit. */
  hasFlashUnit: boolean;
}

export interface CartTotals {
  lines: PricedCartLine[];
  /** The list prices of every unit. */
  subtotalFils: Fils;
  /** What the units cost after their discounts (the bill's "discounted price"). */
  discountedFils: Fils;
  deliveryFils: Fils;
  /** 0 when the discounted amount is 0, else the discounted amount plus delivery. */
  totalFils: Fils;
}

export function deliveryFee(discountedFils: Fils): Fils {
  if (discountedFils <= 0 || discountedFils > FREE_DELIVERY_ABOVE_FILS) return 0;
  return DELIVERY_FEE_FILS;
}

/**
 * Only the single cheapest flash-sale unit (by list price) gets the flash discount. Among units of
 * equal price the one saving the shopper most wins, then the earlier line. That unit takes the larger of its
 * two percentages, so the flash price never costs more than the regular one.
 */
function flashLineIndex(lines: readonly CartLineInput[]): number {
  let best = -1;
  for (const [i, line] of lines.entries()) {
    if (!line.flashsale || line.quantity <= 0) continue;
    const current = lines[best];
    if (
      !current ||
      line.priceFils < current.priceFils ||
      (line.priceFils === current.priceFils && effectiveDiscount(line) > effectiveDiscount(current))
    )
      best = i;
  }
  return best;
}

export function cartTotals(lines: readonly CartLineInput[]): CartTotals {
  const flashIndex = flashLineIndex(lines);
  const priced = lines.map((line, i): PricedCartLine => {
    const quantity = Math.max(0, line.quantity);
    const listUnit = line.priceFils;
    const unitFils = priceAfterPercent(listUnit, line.discount);
    const hasFlashUnit = i === flashIndex;
    const flashUnit = priceAfterPercent(listUnit, effectiveDiscount(line));
    const lineFils = hasFlashUnit ? flashUnit + unitFils * (quantity - 1) : unitFils * quantity;
    return { key: line.key, quantity, unitFils, lineFils, listFils: listUnit * quantity, hasFlashUnit };
  });
  const subtotalFils = priced.reduce((sum, line) => sum + line.listFils, 0);
  const discountedFils = priced.reduce((sum, line) => sum + line.lineFils, 0);
  const deliveryFils = deliveryFee(discountedFils);
  return {
    lines: priced,
    subtotalFils,
    discountedFils,
    deliveryFils,
    totalFils: discountedFils === 0 ? 0 : discountedFils + deliveryFils,
  };
}
