import { normalizeUaePhoneInput } from '@souq/shared/phone/uae-phone';

/**
 * The phone is normalised as it is typed. While the shopper is typing (or deleting) the country code
 * itself, '+', '+9', '+97', '9', '97' are kept as typed: normalising them would turn '+9' into '+9719' and
 * make both typing '+971…' and emptying the field impossible.
 */
export function phoneAsTyped(raw: string): string {
  const value = raw.trim();
  if ('+971'.startsWith(value) || '971'.startsWith(value)) return value;
  // '9715…' is the country code typed without '+': a UAE mobile never starts with 9.
  return normalizeUaePhoneInput(value.startsWith('971') ? `+${value}` : value);
}
