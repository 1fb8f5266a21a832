import { CSV_IMAGE_SEPARATOR } from '@souq/shared/schemas/admin-csv';

/**
 * How values are written in the back office's CSV files and read back (docs/product/back-office.md, "CSV"),
 * in one place so an exported file imports as it was.
 */

export const yesNo = (value: boolean) => (value ? 'yes' : 'no');

const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['no', 'n', 'false', '0', '']);

/** yes / no (also true / false, 1 / 0, any case); an empty cell is no. Null for anything else. */
export function readYesNo(text: string): boolean | null {
  const word = text.trim().toLowerCase();
  if (YES.has(word)) return true;
  if (NO.has(word)) return false;
  return null;
}

/** AED with two decimals, as the bill shows it: 59.00. */
export const aedCell = (fils: number) => (fils / 100).toFixed(2);

/** Addresses in one cell, " | " between them. */
export const imagesCell = (images: readonly string[]) => images.join(CSV_IMAGE_SEPARATOR);

/** The addresses in a cell: split at "|" or a line break; no address holds either (imageUrlSchema). */
export const readImages = (text: string) =>
  text
    .split(/[|\r\n]+/)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);

/**
 * A spreadsheet runs a cell that starts with = + - or @ as a formula, and a shopper's name or street can be
 * written to look like one (CSV injection). Such text is written with a ' before it, which spreadsheets show
 * as text, and the import takes the ' off again, so the products file still round-trips.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
export const safeText = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);
export const readSafeText = (text: string) =>
  text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
