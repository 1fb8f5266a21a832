/** Fewer digits than this are too little of a number to search by (a house number, a year). */
const MIN_DIGITS = 4;
const PHONE_CHARACTERS = /^[+\d\s().-]+$/;
const UAE_CALLING_CODE = '971';

/**
 * LIKE patterns that find an account's phone number, stored in E.164 (`+971501234567`), from the way staff
 * type it: the national form (`050 123 4567`, `050-123`), the international one with or without its `+` or
 * with `00` (`+971 50 123 4567`, `971501234567`, `00971…`), or any run of its digits (`1234567`). A national
 * or `+` form matches from the number's start; a bare run of digits anywhere in it. Empty when the text is not
 * a phone number. The patterns hold only `+`, digits and `%`.
 */
export function phoneSearchPatterns(text: string): string[] {
  const typed = text.trim();
  if (!PHONE_CHARACTERS.test(typed)) return [];
  const digits = typed.replace(/\D/g, '');
  if (digits.length < MIN_DIGITS) return [];
  if (typed.startsWith('+')) return [`+${digits}%`];
  if (digits.startsWith('00')) return [`+${digits.slice(2)}%`];
  if (digits.startsWith('0')) return [`+${UAE_CALLING_CODE}${digits.slice(1)}%`];
  return [`%${digits}%`];
}
