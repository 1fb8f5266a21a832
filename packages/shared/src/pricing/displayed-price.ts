import type { Fils } from './money';
import { aedToFils, FILS_PER_AED } from './money';

export interface PricedProduct {
  /** The list price in fils. */
  priceFils: Fils;
  discount: number;
  flashDiscount: number;
}

/**
 * The percent off a card or the product page shows: the larger of discount and flashDiscount (see
 * docs/product/prices.md).
 */
export function effectiveDiscount(product: Pick<PricedProduct, 'discount' | 'flashDiscount'>): number {
  return Math.max(product.discount, product.flashDiscount);
}

/** round(price − price × percent / 100), rounded to whole AED, returned in fils. */
export function priceAfterPercent(priceFils: Fils, percent: number): Fils {
  // Integer numerator, so an exact half (e.g. AED 40.5) is represented exactly and rounds up as
  // Math.round does, with no floating-point drift.
  const hundredthsOfFils = priceFils * (100 - percent);
  return Math.round(hundredthsOfFils / (100 * FILS_PER_AED)) * FILS_PER_AED;
}

export function displayedPrice(product: PricedProduct): Fils {
  return priceAfterPercent(product.priceFils, effectiveDiscount(product));
}

/** A product's price fields as the api sends them: the list price in AED and its two percentages. */
export interface ListedProduct {
  price: number;
  discount: number;
  flashDiscount: number;
}

export interface ShownPrice {
  /** What the shopper pays, in fils. */
  nowFils: Fils;
  /** The list price, shown struck through when it differs. */
  wasFils: Fils;
  percent: number;
}

/**
 * Cards, the listing and the product page: the larger of the two percentages (see docs/product/prices.md).
 */
export function shownPrice(product: ListedProduct): ShownPrice {
  const wasFils = aedToFils(product.price);
  const percent = effectiveDiscount(product);
  return { nowFils: priceAfterPercent(wasFils, percent), wasFils, percent };
}

/** The flash strip prices with flashDiscount only. */
export function flashStripPrice(product: ListedProduct): ShownPrice {
  const wasFils = aedToFils(product.price);
  return {
    nowFils: priceAfterPercent(wasFils, product.flashDiscount),
    wasFils,
    percent: product.flashDiscount,
  };
}
