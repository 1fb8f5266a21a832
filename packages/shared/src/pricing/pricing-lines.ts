import type { CartLineInput } from './cart-totals';
import type { PricedProduct } from './displayed-price';
import { aedToFils } from './money';

/** What the bill reads of a product: its list price in fils, its two percentages and whether it is on flash sale. */
export interface PriceFields extends PricedProduct {
  flashsale: boolean;
}

/** A product's price fields as the api sends them, its list price in AED. */
export interface ListedPriceFields {
  price: number;
  discount: number;
  flashDiscount: number;
  flashsale: boolean;
}

/** One line of the bill: `quantity` units of a product priced by `price`. */
export function pricingLine(key: string, price: PriceFields, quantity: number): CartLineInput {
  return {
    key,
    priceFils: price.priceFils,
    discount: price.discount,
    flashDiscount: price.flashDiscount,
    flashsale: price.flashsale,
    quantity,
  };
}

/** A listed product's price fields in fils: the one place an AED list price is turned into fils for a bill. */
export function listedPriceFields(product: ListedPriceFields): PriceFields {
  return {
    priceFils: aedToFils(product.price),
    discount: product.discount,
    flashDiscount: product.flashDiscount,
    flashsale: product.flashsale,
  };
}

/** The storefront's cart lines (each with the product the api listed) as the bill's lines. */
export function listedPricingLines(
  lines: readonly { key: string; quantity: number; product: ListedPriceFields }[],
): CartLineInput[] {
  return lines.map(({ key, quantity, product }) => pricingLine(key, listedPriceFields(product), quantity));
}
