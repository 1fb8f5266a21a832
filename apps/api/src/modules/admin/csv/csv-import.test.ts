import { type ImportRowResult, importHasErrors, PRODUCT_CSV_COLUMNS } from '@souq/shared/schemas/admin-csv';
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type StaffLogin, signedInStaff } from '../../../../test/admin-test-kit';
import {
  BOM,
  freshSku,
  imported,
  importProducts,
  productRow,
  productsFile,
  storedProduct,
  twoByTwo,
} from '../../../../test/csv-test-kit';
import { storeDigest } from '../../../../test/fuzz/state-digest';
import { useTestApp } from '../../../../test/test-app';
import { auditLog } from '../../../db/schema';

const t = useTestApp();
let owner: StaffLogin;

beforeAll(async () => {
  owner = await signedInStaff(t, 'owner');
});

const outcomes = (rows: readonly ImportRowResult[]) => rows.map((row) => [row.row, row.outcome]);

describe('created, updated and unchanged', () => {
  it('a new product is created; the same file again is unchanged; a changed one says what changes', async () => {
    const sku = freshSku();
    const file = twoByTwo(sku);
    const dry = await imported(t, owner, productsFile(file));
    expect(dry).toMatchObject({ applied: false, counts: { created: 4, updated: 0, unchanged: 0, error: 0 } });
    expect(await storedProduct(t, sku)).toBeUndefined();

    const applied = await imported(t, owner, productsFile(file), 'apply');
    expect(applied).toMatchObject({ applied: true, products: { created: 1, updated: 0, unchanged: 0 } });
    const stored = await storedProduct(t, sku);
    expect(
      stored?.variants.map((v) => [v.colorName, v.sizes.map((s) => [s.size, s.subSku, s.stock])]),
    ).toEqual([
      [
        'Red',
        [
          ['110', `${sku}-RED-110`, 5],
          ['120', `${sku}-RED-120`, 5],
        ],
      ],
      [
        'Blue',
        [
          ['110', `${sku}-BLUE-110`, 5],
          ['120', `${sku}-BLUE-120`, 5],
        ],
      ],
    ]);

    expect((await imported(t, owner, productsFile(file))).counts).toEqual({
      created: 0,
      updated: 0,
      unchanged: 4,
      error: 0,
    });

    const cheaper = { 'Price (AED)': '49.50' };
    const changed = [
      ...file.map((row, i) => ({
        ...row,
        ...cheaper,
        ...(i === 0 ? { 'Price (AED)': '49.5', Stock: '8' } : {}),
      })),
      productRow({ SKU: sku, ...cheaper, Colour: 'Blue', Size: '130', 'Sub-SKU': `${sku}-BLUE-130` }),
      productRow({ SKU: sku, ...cheaper, Colour: 'Green', Size: '110', 'Sub-SKU': `${sku}-GREEN-110` }),
    ];
    const rows = (await imported(t, owner, productsFile(changed))).rows;
    expect(rows.map((r) => [r.outcome, r.reason])).toEqual([
      ['updated', 'Price (AED) 59.00 → 49.50; Stock 5 → 8'],
      ['updated', 'Price (AED) 59.00 → 49.50'],
      ['updated', 'Price (AED) 59.00 → 49.50'],
      ['updated', 'Price (AED) 59.00 → 49.50'],
      ['created', 'New size 130 of colour Blue.'],
      ['created', 'New colour Green.'],
    ]);
  });

  it('a product whose own columns and colours’ pictures change keeps its colours and sizes, their rows and stock', async () => {
    const sku = freshSku();
    await imported(t, owner, productsFile(twoByTwo(sku)), 'apply');
    const before = await storedProduct(t, sku);
    const edited = twoByTwo(sku).map((row) => ({
      ...row,
      Name: 'Linen Shirt, washed',
      'Price (AED)': '64.00',
      Bestseller: 'yes',
      Colour: row.Colour === 'Red' ? 'red' : row.Colour,
      'Colour images': row.Colour === 'Red' ? 'https://cdn.example.com/red.webp' : '',
    }));
    const result = await imported(t, owner, productsFile(edited), 'apply');
    expect(result.rows[0]?.reason).toBe(
      'Name changed; Price (AED) 59.00 → 64.00; Bestseller no → yes; Colour Red → red; Colour images changed',
    );
    expect(result.counts.updated).toBe(4);
    const after = await storedProduct(t, sku);
    expect(after).toMatchObject({ name: 'Linen Shirt, washed', priceFils: 6400, bestseller: true });
    expect(
      after?.variants.map((v) => [v.id, v.colorName, v.images, v.sizes.map((s) => [s.id, s.stock])]),
    ).toEqual(
      before?.variants.map((v) => [
        v.id,
        v.colorName === 'Red' ? 'red' : v.colorName,
        v.colorName === 'Red' ? ['https://cdn.example.com/red.webp'] : [],
        v.sizes.map((s) => [s.id, s.stock]),
      ]),
    );
    expect((await imported(t, owner, productsFile(edited))).counts.unchanged).toBe(4);
  });

  it('SKUs and sub-SKUs match in any letter case, and text is compared as the store keeps it', async () => {
    const sku = freshSku();
    await imported(t, owner, productsFile(twoByTwo(sku)), 'apply');
    const lower = twoByTwo(sku).map((row) => ({
      ...row,
      SKU: row.SKU.toLowerCase(),
      'Sub-SKU': row['Sub-SKU'].toLowerCase(),
      Name: `  ${row.Name} `,
      Category: 'boys',
      'Flash sale': 'No',
      Bestseller: 'FALSE',
      'Discount %': '0%',
      'Price (AED)': '59',
    }));
    expect((await imported(t, owner, productsFile(lower))).counts.unchanged).toBe(4);
  });

  it('an import never removes a colour or size the file leaves out, and moves no stock it does not name', async () => {
    const sku = freshSku();
    await imported(t, owner, productsFile(twoByTwo(sku)), 'apply');
    const onlyOne = twoByTwo(sku, { Stock: '9' }).slice(0, 1);
    const result = await imported(t, owner, productsFile(onlyOne), 'apply');
    expect(result.counts).toEqual({ created: 0, updated: 1, unchanged: 0, error: 0 });
    const stored = await storedProduct(t, sku);
    expect(stored?.variants.map((v) => [v.colorName, v.sizes.map((s) => [s.size, s.stock])])).toEqual([
      [
        'Red',
        [
          ['110', 9],
          ['120', 5],
        ],
      ],
      [
        'Blue',
        [
          ['110', 5],
          ['120', 5],
        ],
      ],
    ]);
  });

  it('a new sub-SKU on an existing colour and size renames that size', async () => {
    const sku = freshSku();
    await imported(t, owner, productsFile(twoByTwo(sku)), 'apply');
    const renamed = twoByTwo(sku).map((row, i) => (i === 0 ? { ...row, 'Sub-SKU': `${sku}-R110` } : row));
    const rows = (await imported(t, owner, productsFile(renamed), 'apply')).rows;
    expect(rows[0]).toMatchObject({ outcome: 'updated', reason: `Sub-SKU ${sku}-RED-110 → ${sku}-R110` });
    const stored = await storedProduct(t, sku);
    expect(stored?.variants[0]?.sizes.map((s) => s.subSku)).toEqual([`${sku}-R110`, `${sku}-RED-120`]);
  });

  it('Archived yes archives a product and no brings it back; a new product can arrive archived', async () => {
    const sku = freshSku();
    const archivedNew = await imported(t, owner, productsFile(twoByTwo(sku, { Archived: 'yes' })), 'apply');
    expect(archivedNew.counts.created).toBe(4);
    expect((await storedProduct(t, sku))?.archivedAt).not.toBeNull();
    const back = await imported(t, owner, productsFile(twoByTwo(sku, { Archived: 'no' })), 'apply');
    expect(back.rows[0]).toMatchObject({ outcome: 'updated', reason: 'Archived yes → no' });
    expect((await storedProduct(t, sku))?.archivedAt).toBeNull();
  });
});

describe('what a spreadsheet writes is read as it meant', () => {
  it('a byte order mark, CRLF rows, quoted commas, quotes and line breaks, and Arabic text', async () => {
    const sku = freshSku();
    const row = productRow({
      SKU: sku,
      Name: 'فستان صيفي, "Summer"',
      Description: 'سطر أول\nLine two, with a comma\nand "quotes"',
      Colour: 'أحمر',
      'Sub-SKU': `${sku}-AHMAR-110`,
    });
    const text = productsFile([row], { bom: true, crlf: true });
    expect(text.startsWith(BOM)).toBe(true);
    const result = await imported(t, owner, text, 'apply');
    expect(result.counts.created).toBe(1);
    const stored = await storedProduct(t, sku);
    expect(stored).toMatchObject({
      name: 'فستان صيفي, "Summer"',
      description: 'سطر أول\nLine two, with a comma\nand "quotes"',
    });
    expect(stored?.variants[0]?.colorName).toBe('أحمر');
  });

  it('a file saved with semicolons (a comma-decimal locale) and image addresses on separate lines', async () => {
    const sku = freshSku();
    const header = PRODUCT_CSV_COLUMNS.join(';');
    const row = productRow({
      SKU: sku,
      'Sub-SKU': `${sku}-1`,
      'Product images': 'https://cdn.example.com/a.webp\nhttps://cdn.example.com/b.webp',
    });
    const line = PRODUCT_CSV_COLUMNS.map((c) => (row[c].includes('\n') ? `"${row[c]}"` : row[c])).join(';');
    const result = await imported(t, owner, `${header}\r\n${line}\r\n`, 'apply');
    expect(result.counts.created).toBe(1);
    expect((await storedProduct(t, sku))?.images).toEqual([
      'https://cdn.example.com/a.webp',
      'https://cdn.example.com/b.webp',
    ]);
  });

  it('rows numbered as the spreadsheet shows them: a cell with line breaks is one row, blank rows count', async () => {
    const rows = [
      productRow({ Description: 'one\ntwo\nthree' }),
      productRow(),
      productRow({ Category: 'Kids' }),
    ];
    const [a, b, c] = rows;
    if (!a || !b || !c) throw new Error('no rows');
    const text = `${productsFile([a, b])},,,\n${productsFile([c], { header: false })}`;
    const result = await imported(t, owner, text);
    expect(outcomes(result.rows)).toEqual([
      [2, 'created'],
      [3, 'created'],
      [5, 'error'],
    ]);
  });
});

describe('apply', () => {
  it('writes nothing at all when any row is an error, and says how many', async () => {
    const sku = freshSku();
    const file = [...twoByTwo(sku), productRow({ Category: 'Kids' }), productRow({ Stock: 'x' })];
    const before = await storeDigest(t.database.db);
    const res = await importProducts(t, owner, productsFile(file), 'apply');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: importHasErrors(2) });
    expect(await storeDigest(t.database.db)).toEqual(before);
    expect(await storedProduct(t, sku)).toBeUndefined();
  });

  it('writes one audit row with the counts and the products created and updated, in the same transaction', async () => {
    const latestAudit = async () => {
      const [row] = await t.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'product.import'))
        .orderBy(desc(auditLog.id))
        .limit(1);
      return row;
    };
    const idOf = async (sku: string) => (await storedProduct(t, sku))?.id;
    const [changing, staying, coming] = [freshSku(), freshSku(), freshSku()];
    await imported(t, owner, productsFile([...twoByTwo(changing), ...twoByTwo(staying)]), 'apply');
    expect(await latestAudit()).toMatchObject({
      staffId: owner.id,
      entity: 'product',
      entityId: null,
      after: {
        rows: { created: 8, updated: 0, unchanged: 0, error: 0 },
        products: { created: 2, updated: 0, unchanged: 0 },
        stockChanged: 0,
        created: [
          { id: await idOf(changing), sku: changing },
          { id: await idOf(staying), sku: staying },
        ],
        updated: [],
      },
    });

    const file = [
      ...twoByTwo(changing, { 'Price (AED)': '49.00' }),
      ...twoByTwo(staying),
      ...twoByTwo(coming.toLowerCase()),
    ];
    await imported(t, owner, productsFile(file), 'apply');
    expect((await latestAudit())?.after).toEqual({
      rows: { created: 4, updated: 4, unchanged: 4, error: 0 },
      products: { created: 1, updated: 1, unchanged: 1 },
      stockChanged: 0,
      created: [{ id: await idOf(coming), sku: coming }],
      updated: [{ id: await idOf(changing), sku: changing }],
    });
  });

  it('a dry run writes nothing, not even an audit row', async () => {
    const before = await storeDigest(t.database.db);
    await imported(t, owner, productsFile(twoByTwo()));
    expect(await storeDigest(t.database.db)).toEqual(before);
  });
});
