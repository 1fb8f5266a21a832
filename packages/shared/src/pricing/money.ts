import { CURRENCY } from '../config/store';

/**
 * Amounts are integer fils (1 AED = 100 fils) in the domain and the database (see docs/product/prices.md).
 */
export type Fils = number;

export const FILS_PER_AED = 100;

export function aedToFils(aed: number): Fils {
  return Math.round(aed * FILS_PER_AED);
}

export function filsToAed(fils: Fils): number {
  return fils / FILS_PER_AED;
}

/** 'AED 12.50' — bills show two decimals (see docs/product/prices.md). */
export function formatAed(fils: Fils): string {
  return `${CURRENCY} ${(fils / FILS_PER_AED).toFixed(2)}`;
}
