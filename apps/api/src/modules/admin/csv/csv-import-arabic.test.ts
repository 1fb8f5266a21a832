import {
  OPTIONAL_PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_COLUMNS,
  type ProductCsvColumn,
} from '@souq/shared/schemas/admin-csv';
import { beforeAll, describe, expect, it } from 'vitest';
import { type StaffLogin, signedInStaff } from '../../../../test/admin-test-kit';
import {
  csvRecords,
  download,
  freshSku,
  imported,
  productRow,
  productsFile,
  storedProduct,
  twoByTwo,
} from '../../../../test/csv-test-kit';
import { useTestApp } from '../../../../test/test-app';

const t = useTestApp();
let owner: StaffLogin;

beforeAll(async () => {
  owner = await signedInStaff(t, 'owner');
});

const OPTIONAL: ReadonlySet<ProductCsvColumn> = new Set(OPTIONAL_PRODUCT_CSV_COLUMNS);
/** The columns of a file made before the Arabic ones existed. */
const WITHOUT_ARABIC = PRODUCT_CSV_COLUMNS.filter((column) => !OPTIONAL.has(column));

const ARABIC = {
  'Name (Arabic)': 'قميص كتان',
  'Description (Arabic)': 'قميص كتان ناعم.',
};

/** A stored product's Arabic: its own, then each colour's by name. */
async function arabicOf(sku: string) {
  const stored = await storedProduct(t, sku);
  return {
    nameAr: stored?.nameAr,
    descriptionAr: stored?.descriptionAr,
    colours: stored?.variants.map((v) => [v.colorName, v.colorNameAr]),
  };
}

/** A product of two colours (Red أحمر, Blue أزرق) of two sizes each, with its Arabic, imported. */
async function arabicProduct() {
  const sku = freshSku();
  const file = twoByTwo(sku, ARABIC).map((row) => ({
    ...row,
    'Colour (Arabic)': row.Colour === 'Red' ? 'أحمر' : 'أزرق',
  }));
  await imported(t, owner, productsFile(file), 'apply');
  return { sku, file };
}

describe('the Arabic columns', () => {
  it('a new product and its colours are created with the file’s Arabic', async () => {
    const { sku } = await arabicProduct();
    expect(await arabicOf(sku)).toEqual({
      nameAr: 'قميص كتان',
      descriptionAr: 'قميص كتان ناعم.',
      colours: [
        ['Red', 'أحمر'],
        ['Blue', 'أزرق'],
      ],
    });
  });

  it('the whole exported catalogue imports back unchanged', async () => {
    const res = await download(t, owner, '/api/admin/export/products.csv');
    const rows = csvRecords(res.body).length - 1;
    expect((await imported(t, owner, res.body)).counts).toEqual({
      created: 0,
      updated: 0,
      unchanged: rows,
      error: 0,
    });
  });

  it('changed Arabic is an update naming its column, and an empty cell clears it', async () => {
    const { sku, file } = await arabicProduct();
    const edited = file.map((row) => ({
      ...row,
      'Name (Arabic)': 'قميص من الكتان',
      'Description (Arabic)': '',
      'Colour (Arabic)': row.Colour === 'Red' ? 'أحمر داكن' : row['Colour (Arabic)'],
    }));
    const dry = await imported(t, owner, productsFile(edited));
    expect(dry.rows.map((row) => [row.outcome, row.reason])).toEqual([
      ['updated', 'Name (Arabic) changed; Description (Arabic) changed; Colour (Arabic) changed'],
      ['updated', 'Name (Arabic) changed; Description (Arabic) changed; Colour (Arabic) changed'],
      ['updated', 'Name (Arabic) changed; Description (Arabic) changed'],
      ['updated', 'Name (Arabic) changed; Description (Arabic) changed'],
    ]);
    await imported(t, owner, productsFile(edited), 'apply');
    expect(await arabicOf(sku)).toEqual({
      nameAr: 'قميص من الكتان',
      descriptionAr: '',
      colours: [
        ['Red', 'أحمر داكن'],
        ['Blue', 'أزرق'],
      ],
    });
    expect((await imported(t, owner, productsFile(edited))).counts.unchanged).toBe(4);
  });

  it('Arabic changed with a new colour goes through the product writer, the new colour with its own', async () => {
    const { sku, file } = await arabicProduct();
    const grown = [
      ...file.map((row) => ({ ...row, 'Name (Arabic)': 'قميص جديد' })),
      productRow({
        SKU: sku,
        ...ARABIC,
        'Name (Arabic)': 'قميص جديد',
        Colour: 'Green',
        'Colour (Arabic)': 'أخضر',
        'Sub-SKU': `${sku}-GREEN-110`,
      }),
    ];
    const result = await imported(t, owner, productsFile(grown), 'apply');
    expect(result.counts).toEqual({ created: 1, updated: 4, unchanged: 0, error: 0 });
    expect(await arabicOf(sku)).toEqual({
      nameAr: 'قميص جديد',
      descriptionAr: 'قميص كتان ناعم.',
      colours: [
        ['Red', 'أحمر'],
        ['Blue', 'أزرق'],
        ['Green', 'أخضر'],
      ],
    });
  });

  it('a file without the Arabic columns imports, and leaves the stored Arabic as it is', async () => {
    const { sku, file } = await arabicProduct();
    const same = await imported(t, owner, productsFile(file, { columns: WITHOUT_ARABIC }));
    expect(same.counts).toEqual({ created: 0, updated: 0, unchanged: 4, error: 0 });

    const edited = [
      ...file.map((row) => ({
        ...row,
        'Price (AED)': '49.00',
        'Colour images': row.Colour === 'Red' ? 'https://cdn.example.com/red.webp' : '',
      })),
      productRow({ SKU: sku, 'Price (AED)': '49.00', Colour: 'Green', 'Sub-SKU': `${sku}-GREEN-110` }),
    ];
    const result = await imported(t, owner, productsFile(edited, { columns: WITHOUT_ARABIC }), 'apply');
    expect(result.counts).toEqual({ created: 1, updated: 4, unchanged: 0, error: 0 });
    expect(result.rows[0]?.reason).toBe('Price (AED) 59.00 → 49.00; Colour images changed');
    expect(await arabicOf(sku)).toEqual({
      nameAr: 'قميص كتان',
      descriptionAr: 'قميص كتان ناعم.',
      colours: [
        ['Red', 'أحمر'],
        ['Blue', 'أزرق'],
        ['Green', ''],
      ],
    });

    const colourOnly = file.map((row) => ({ ...row, 'Colour images': 'https://cdn.example.com/all.webp' }));
    await imported(t, owner, productsFile(colourOnly, { columns: WITHOUT_ARABIC }), 'apply');
    expect((await arabicOf(sku)).colours).toEqual([
      ['Red', 'أحمر'],
      ['Blue', 'أزرق'],
      ['Green', ''],
    ]);
  });

  it('a new product from a file without them has no Arabic', async () => {
    const sku = freshSku();
    const result = await imported(
      t,
      owner,
      productsFile(twoByTwo(sku), { columns: WITHOUT_ARABIC }),
      'apply',
    );
    expect(result.counts.created).toBe(4);
    expect(await arabicOf(sku)).toEqual({
      nameAr: '',
      descriptionAr: '',
      colours: [
        ['Red', ''],
        ['Blue', ''],
      ],
    });
  });
});
