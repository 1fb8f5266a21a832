/**
 * Every order's short number for people (phone support, the orders desk, e-mails): `LS-` and a sequence the
 * database hands out, so two orders never share one. The order's `_id` stays its key everywhere else.
 */
export const ORDER_NUMBER_PREFIX = 'LS-';

export function formatOrderNumber(sequence: number): string {
  return `${ORDER_NUMBER_PREFIX}${sequence}`;
}

/** The sequence in `LS-100231`, `ls100231` or `100231`, or null when the text is no order number. */
export function parseOrderNumber(text: string): number | null {
  const match = /^(?:ls-?)?(\d{1,15})$/i.exec(text.trim());
  if (!match?.[1]) return null;
  const sequence = Number(match[1]);
  return Number.isSafeInteger(sequence) ? sequence : null;
}
