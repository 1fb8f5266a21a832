import type { ImportRowResult } from '@souq/shared/schemas/admin-csv';
import { beforeAll, describe, expect, it } from 'vitest';
import { type StaffLogin, signedInStaff } from '../../../../test/admin-test-kit';
import {
  freshSku,
  imported,
  type ProductCsvRow,
  productRow,
  productsFile,
  twoByTwo,
} from '../../../../test/csv-test-kit';
import { useTestApp } from '../../../../test/test-app';
import { MISSING_IMAGE } from './import-merge';

const t = useTestApp();
let owner: StaffLogin;

beforeAll(async () => {
  owner = await signedInStaff(t, 'owner');
});

const outcomes = (rows: readonly ImportRowResult[]) => rows.map((row) => [row.row, row.outcome]);

async function dryRunRows(rows: readonly ProductCsvRow[]) {
  return (await imported(t, owner, productsFile(rows))).rows;
}

describe('each row that cannot be imported is an error with its reason, and the others still say what they would do', () => {
  it.each<[string, Partial<ProductCsvRow>, string]>([
    ['an unknown category', { Category: 'Kids' }, 'Unknown category "Kids": use Boys, Girls, Unisex.'],
    [
      'an unknown sub-category',
      { 'Sub-category': 'Hats' },
      'Unknown sub-category "Hats": use Tops, Bottoms, Dresses, Sets, Shoes, Toys.',
    ],
    ['a price that is not a number', { 'Price (AED)': '12,50' }, 'Price (AED) "12,50" is not a number.'],
    ['a price of nothing', { 'Price (AED)': '0' }, 'Price must be more than 0.'],
    ['a price with three decimals', { 'Price (AED)': '9.999' }, 'Price can have at most two decimals.'],
    ['a discount that is not a number', { 'Discount %': 'ten' }, 'Discount % "ten" is not a number.'],
    ['a discount over the limit', { 'Discount %': '95%' }, 'Discount must be between 0 and 90.'],
    [
      'a flash discount in fractions',
      { 'Flash discount %': '2.5' },
      'Flash discount must be a whole number.',
    ],
    ['stock below zero', { Stock: '-1' }, 'Stock cannot be negative.'],
    ['stock that is not a number', { Stock: 'lots' }, 'Stock "lots" is not a number.'],
    ['stock in fractions', { Stock: '1.5' }, 'Stock must be a whole number.'],
    [
      'a size not in the size tables',
      { Size: 'XL' },
      'Size "XL" is not in the size tables (80-170, EU 21-42 or Free-size).',
    ],
    ['a yes/no column with another word', { Bestseller: 'maybe' }, 'Bestseller "maybe" must be yes or no.'],
    [
      'an image over plain http',
      { 'Product images': 'http://cdn.example.com/a.webp' },
      'Product images: "http://cdn.example.com/a.webp" is not an uploaded picture or an https address.',
    ],
    ['no image address at all', { 'Product images': '', 'Colour images': '' }, MISSING_IMAGE],
    ['no name', { Name: '  ' }, 'Name is required.'],
    ['no colour', { Colour: '' }, 'Colour name is required.'],
    [
      'an Arabic name over 120 characters',
      { 'Name (Arabic)': 'ب'.repeat(121) },
      'Arabic name must be at most 120 characters.',
    ],
    [
      'an Arabic description over 5000 characters',
      { 'Description (Arabic)': 'ب'.repeat(5001) },
      'Arabic description must be at most 5000 characters.',
    ],
    [
      'an Arabic colour name over 80 characters',
      { 'Colour (Arabic)': 'ل'.repeat(81) },
      'Arabic colour name must be at most 80 characters.',
    ],
    [
      'a SKU with spaces',
      { SKU: 'LS 1', 'Sub-SKU': 'LS-1-A' },
      'SKU may hold only letters, digits and - _ . /',
    ],
    ['no sub-SKU', { 'Sub-SKU': '' }, 'Sub-SKU is required.'],
    [
      'a flash sale without a flash discount',
      { 'Flash sale': 'yes', 'Flash discount %': '0' },
      'A flash sale needs a flash discount above 0.',
    ],
  ])('%s', async (_what, overrides, reason) => {
    const rows = await dryRunRows([productRow(), productRow(overrides)]);
    expect(rows[0]).toMatchObject({ row: 2, outcome: 'created' });
    expect(rows[1]).toMatchObject({ row: 3, outcome: 'error', reason });
  });

  it('a sub-SKU twice in the file: the later row', async () => {
    const first = productRow();
    const rows = await dryRunRows([first, productRow({ 'Sub-SKU': first['Sub-SKU'].toLowerCase() })]);
    expect(rows[1]).toMatchObject({
      outcome: 'error',
      reason: `Duplicate sub-SKU: ${first['Sub-SKU'].toUpperCase()} is also on row 2.`,
    });
  });

  it('a sub-SKU that belongs to another product’s size', async () => {
    const rows = await dryRunRows([productRow({ 'Sub-SKU': 'LS-BB-001-KHAKI-100' })]);
    expect(rows[0]).toMatchObject({
      outcome: 'error',
      reason: 'Sub-SKU LS-BB-001-KHAKI-100 belongs to another product, SKU LS-BB-001.',
    });
  });

  it('a product’s own columns must be the same on each of its rows: the disagreeing row is named', async () => {
    const sku = freshSku();
    const rows = await dryRunRows(
      twoByTwo(sku).map((row, i) => (i === 2 ? { ...row, 'Price (AED)': '60', Name: 'Other' } : row)),
    );
    expect(outcomes(rows)).toEqual([
      [2, 'created'],
      [3, 'created'],
      [4, 'error'],
      [5, 'created'],
    ]);
    expect(rows[2]?.reason).toBe(
      `Name, Price (AED) differ from row 2, the first row of ${sku}: a product's columns must be the same on each of its rows.`,
    );
  });

  it('a product’s Arabic name and description must be the same on each of its rows too', async () => {
    const sku = freshSku();
    const rows = await dryRunRows(
      twoByTwo(sku, { 'Name (Arabic)': 'قميص', 'Description (Arabic)': 'قطن' }).map((row, i) =>
        i === 1 ? { ...row, 'Name (Arabic)': 'قميص آخر', 'Description (Arabic)': '' } : row,
      ),
    );
    expect(outcomes(rows)).toEqual([
      [2, 'created'],
      [3, 'error'],
      [4, 'created'],
      [5, 'created'],
    ]);
    expect(rows[1]?.reason).toBe(
      `Name (Arabic), Description (Arabic) differ from row 2, the first row of ${sku}: a product's columns must be the same on each of its rows.`,
    );
  });

  it('a colour’s Arabic name must be the same on each of its rows', async () => {
    const sku = freshSku();
    const [a, b, c, d] = twoByTwo(sku, { 'Colour (Arabic)': 'أحمر' });
    if (!a || !b || !c || !d) throw new Error('no rows');
    const rows = await dryRunRows([a, { ...b, 'Colour (Arabic)': 'قرمزي' }, c, d]);
    expect(outcomes(rows)).toEqual([
      [2, 'created'],
      [3, 'error'],
      [4, 'created'],
      [5, 'created'],
    ]);
    expect(rows[1]?.reason).toBe('Colour (Arabic) differs from row 2, the first row of colour Red.');
  });

  it('a colour’s pictures must be the same on each of its rows, and a size comes once per colour', async () => {
    const sku = freshSku();
    const [a, b, c] = twoByTwo(sku);
    if (!a || !b || !c) throw new Error('no rows');
    const rows = await dryRunRows([
      a,
      { ...b, 'Colour images': 'https://cdn.example.com/red.webp' },
      { ...c, Colour: 'Red', Size: '110' },
    ]);
    expect(rows[1]).toMatchObject({
      outcome: 'error',
      reason: 'Colour images differ from row 2, the first row of colour Red.',
    });
    expect(rows[2]).toMatchObject({ outcome: 'error', reason: 'Size 110 of colour Red is also on row 2.' });
  });

  it('a sub-SKU the product holds for another colour or size', async () => {
    const sku = freshSku();
    await imported(t, owner, productsFile(twoByTwo(sku)), 'apply');
    const rows = await dryRunRows([
      productRow({ SKU: sku, Colour: 'Red', Size: '130', 'Sub-SKU': `${sku}-RED-110` }),
    ]);
    expect(rows[0]).toMatchObject({
      outcome: 'error',
      reason: `Sub-SKU ${sku}-RED-110 is colour Red, size 110 in the store; an import does not move a size to another colour or size.`,
    });
  });

  it('a row with text past the header’s columns', async () => {
    const text = productsFile([productRow()]).replace(/\n$/, ',surplus\n');
    const rows = (await imported(t, owner, text)).rows;
    expect(rows[0]).toMatchObject({
      outcome: 'error',
      reason: 'This row has text outside the header’s columns.',
    });
  });
});
