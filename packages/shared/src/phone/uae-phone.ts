/** +971, then 5, then one of 0,2,4,5,6,8, then 7 digits. */
export const UAE_MOBILE_PATTERN = /^\+9715[024568]\d{7}$/;
export const UAE_PHONE_MESSAGE = 'Enter a valid UAE phone number (e.g. +97150xxxxxxx)';

const UAE_PREFIX = '+971';
const NATIONAL_DIGITS = 9;

/**
 * Normalise a checkout phone as it is typed — strip a leading +971 or 0,
 * drop non-digits, keep at most 9 digits, prefix +971.
 */
export function normalizeUaePhoneInput(raw: string): string {
  let rest = raw.trim();
  if (rest.startsWith(UAE_PREFIX)) rest = rest.slice(UAE_PREFIX.length);
  else if (rest.startsWith('971') && rest.replace(/\D/g, '').length > NATIONAL_DIGITS) rest = rest.slice(3);
  let digits = rest.replace(/\D/g, '');
  if (digits.startsWith('0')) digits = digits.slice(1);
  return UAE_PREFIX + digits.slice(0, NATIONAL_DIGITS);
}

export function isValidUaeMobile(phone: string): boolean {
  return UAE_MOBILE_PATTERN.test(phone);
}
