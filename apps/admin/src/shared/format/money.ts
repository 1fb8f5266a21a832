import { aedToFils, formatAed } from '@souq/shared/pricing/money';

/** 'AED 12.50' for an amount the admin api gives in AED: the one formatter works in fils. */
export function formatAedAmount(aed: number): string {
  return formatAed(aedToFils(aed));
}
