import { aedToFils, formatAed } from '@souq/shared/pricing/money';

/** 'AED 12.50' for an amount the admin api gives in AED: the one formatter works in fils. */
export function formatAedAmount(aed: number): string {
  return formatAed(aedToFils(aed));
}

const GROUPED = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * 'AED 1,234.56' with the thousands grouped, for the VAT figures; a negative amount (a credit note's) starts
 * with a minus sign: '−AED 1,234.56'. Worked out in whole fils, so 0.1 + 0.2 never shows.
 */
export function formatAedFigure(aed: number): string {
  const fils = aedToFils(aed);
  const text = `AED ${GROUPED.format(Math.abs(fils) / 100)}`;
  return fils < 0 ? `−${text}` : text;
}
