import { ALL_SIZES, CHILD_SIZES, FREE_SIZE, SHOE_SIZES } from '@souq/shared/sizes/size-tables';

/** The store's size tables, as the editor offers them to add in one go. */
export const SIZE_SETS: readonly { label: string; sizes: readonly string[] }[] = [
  { label: 'clothing sizes 80-170', sizes: CHILD_SIZES },
  { label: 'shoe sizes EU 21-42', sizes: SHOE_SIZES },
  { label: FREE_SIZE, sizes: [FREE_SIZE] },
];

/** Each table's sizes under its heading, for the single-size picker. */
export const SIZE_GROUPS: readonly { label: string; sizes: readonly string[] }[] = [
  { label: 'Clothing', sizes: CHILD_SIZES },
  { label: 'Shoes', sizes: SHOE_SIZES },
  { label: 'Other', sizes: [FREE_SIZE] },
];

const tableOrder = (size: string) => ALL_SIZES.indexOf(size);

/** The sizes of `wanted` that the colour has not got yet, in the tables' order. */
export function missingSizes(current: readonly string[], wanted: readonly string[]): string[] {
  const have = new Set(current);
  return wanted.filter((size) => !have.has(size)).sort((a, b) => tableOrder(a) - tableOrder(b));
}

/**
 * Where a new size goes among the colour's sizes: before the first one that comes after it in the size tables,
 * so a size added later still shows in its place on the product page (sizes keep the order they are saved in).
 */
export function insertionIndex(current: readonly string[], size: string): number {
  const at = current.findIndex((other) => tableOrder(other) > tableOrder(size));
  return at === -1 ? current.length : at;
}

/** Upper-case letters and digits, anything else one dash, none at either end; `keep` are kept as they are. */
function labelPart(text: string, keep = ''): string {
  const allowed = new RegExp(`[^A-Z0-9${keep}]+`, 'g');
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(allowed, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The sub-SKU the editor suggests for a new size, `<SKU>-<COLOUR>-<SIZE>` as on a label (`LS-TEE-SKY-BLUE-120`);
 * a part still blank is left out. Staff may change it; the form checks that each is unique.
 */
export function suggestSubSku(sku: string, colourName: string, size: string): string {
  return [labelPart(sku, '._/-'), labelPart(colourName), labelPart(size)].filter(Boolean).join('-');
}

/**
 * The colour's size rows with a row made by `row` for each size of `sizes` it lacks, each in its place in the
 * size tables; the rows it has keep their order and values.
 */
export function withSizes<T extends { size: string }>(
  rows: readonly T[],
  sizes: readonly string[],
  row: (size: string) => T,
): T[] {
  const next = [...rows];
  const adding = missingSizes(
    rows.map((r) => r.size),
    sizes,
  );
  for (const size of adding) {
    const at = insertionIndex(
      next.map((r) => r.size),
      size,
    );
    next.splice(at, 0, row(size));
  }
  return next;
}
