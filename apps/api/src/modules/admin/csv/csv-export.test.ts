import { deliveryFee } from '@souq/shared/pricing/cart-totals';
import { aedToFils, filsToAed } from '@souq/shared/pricing/money';
import { ORDER_CSV_COLUMNS, PRODUCT_CSV_COLUMNS } from '@souq/shared/schemas/admin-csv';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type StaffLogin, signedInStaff } from '../../../../test/admin-test-kit';
import {
  BOM,
  csvObjects,
  csvRecords,
  download,
  freshSku,
  imported,
  productRow,
  productsFile,
} from '../../../../test/csv-test-kit';
import { ADDRESS, itemOf, orderBody, placeOrder, sizeSupply } from '../../../../test/order-test-kit';
import { addShopper } from '../../../../test/shopper-test-kit';
import { useTestApp } from '../../../../test/test-app';
import { orders, variantSizes } from '../../../db/schema';
import { SEED_COLOURS_AR, SEED_PRODUCTS_AR } from '../../../db/seed/catalog-data-ar';

const t = useTestApp();
const supply = sizeSupply(t);
/** Products these tests import sort after the seeded catalogue, whose sizes the order tests buy. */
const lastSku = () => freshSku('ZZ');
let owner: StaffLogin;
let member: StaffLogin;

beforeAll(async () => {
  owner = await signedInStaff(t, 'owner');
  member = await signedInStaff(t);
});

/** Places a cash order of these units (AED each) for a new shopper, delivered to `address`; its id. */
async function placeCash(
  units: { price: number; quantity: number }[],
  address: Partial<Record<'fullname' | 'street', string>> = {},
) {
  const refs = [];
  for (const unit of units) refs.push(await supply(unit.price, 10));
  const itemsFils = units.reduce((sum, unit) => sum + aedToFils(unit.price) * unit.quantity, 0);
  const body = orderBody(
    refs.map((ref, i) => itemOf(ref, units[i]?.quantity ?? 1)),
    filsToAed(itemsFils + deliveryFee(itemsFils)),
    { address: { ...ADDRESS, ...address } },
  );
  const res = await placeOrder(t, await addShopper(t), body);
  if (res.statusCode !== 200) throw new Error(`placing failed: ${res.body}`);
  return String(res.json().orderId);
}

async function placedAt(orderId: string, iso: string): Promise<number> {
  const [row] = await t.database.db
    .update(orders)
    .set({ createdAt: new Date(iso) })
    .where(eq(orders.id, orderId))
    .returning({ number: orders.number });
  return row?.number ?? 0;
}

describe('the products file', () => {
  it('is UTF-8 CSV with a BOM, every product (archived too) one row per size, for any member of staff', async () => {
    const sku = lastSku();
    await imported(
      t,
      owner,
      productsFile([productRow({ SKU: sku, 'Sub-SKU': `${sku}-1`, Archived: 'yes' })]),
      'apply',
    );
    const res = await download(t, member, '/api/admin/export/products.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, ...rows] = csvRecords(res.body);
    expect(header).toEqual([...PRODUCT_CSV_COLUMNS]);
    expect(rows).toHaveLength(await t.database.db.$count(variantSizes));
    expect(rows.every((row) => row.length === PRODUCT_CSV_COLUMNS.length)).toBe(true);
    const archived = csvObjects(res.body).find((row) => row.SKU === sku);
    expect(archived).toMatchObject({ Archived: 'yes', Stock: '5', 'Price (AED)': '59.00', Size: '110' });
    expect(res.body.split('\r\n')[0]).toBe(`${BOM}${PRODUCT_CSV_COLUMNS.join(',')}`);
  });

  it('keeps Arabic text, commas, quotes and line breaks, and writes formula-like text as text', async () => {
    const sku = lastSku();
    const name = 'فستان "الصيف", قطن';
    const description = '=1+2 is not a formula here\nسطر ثانٍ, with a comma';
    await imported(
      t,
      owner,
      productsFile([
        productRow({ SKU: sku, Name: name, Description: description, Colour: 'أزرق', 'Sub-SKU': `${sku}-1` }),
      ]),
      'apply',
    );
    const res = await download(t, owner, '/api/admin/export/products.csv');
    expect(res.body).toContain(
      `${sku},"فستان ""الصيف"", قطن","'=1+2 is not a formula here\nسطر ثانٍ, with a comma"`,
    );
    const row = csvObjects(res.body).find((r) => r.SKU === sku);
    expect(row).toMatchObject({ Name: name, Description: `'${description}`, Colour: 'أزرق' });
  });

  it('carries the Arabic name and description after Description, and the colour’s Arabic after Colour', async () => {
    const res = await download(t, member, '/api/admin/export/products.csv');
    const [header = []] = csvRecords(res.body);
    expect(header.slice(header.indexOf('Description'), header.indexOf('Description') + 4)).toEqual([
      'Description',
      'Name (Arabic)',
      'Description (Arabic)',
      'Category',
    ]);
    expect(header.slice(header.indexOf('Colour'), header.indexOf('Colour') + 3)).toEqual([
      'Colour',
      'Colour (Arabic)',
      'Colour images',
    ]);
    const khaki = csvObjects(res.body).find((row) => row.SKU === 'LS-BB-001' && row.Colour === 'Khaki');
    expect(khaki).toMatchObject({
      'Name (Arabic)': SEED_PRODUCTS_AR['LS-BB-001']?.name,
      'Description (Arabic)': SEED_PRODUCTS_AR['LS-BB-001']?.description,
      'Colour (Arabic)': SEED_COLOURS_AR.Khaki,
    });
  });

  it('writes formula-like Arabic as text, and the import reads it back as it was', async () => {
    const sku = lastSku();
    const file = productsFile([
      productRow({
        SKU: sku,
        'Sub-SKU': `${sku}-1`,
        'Name (Arabic)': '=قميص',
        'Description (Arabic)': '-قطن',
        'Colour (Arabic)': '@رملي',
      }),
    ]);
    await imported(t, owner, file, 'apply');
    const res = await download(t, owner, '/api/admin/export/products.csv');
    const row = csvObjects(res.body).find((r) => r.SKU === sku);
    expect(row).toMatchObject({
      'Name (Arabic)': "'=قميص",
      'Description (Arabic)': "'-قطن",
      'Colour (Arabic)': "'@رملي",
    });
    expect((await imported(t, owner, file)).counts.unchanged).toBe(1);
    const exported = res.body.split('\r\n').filter((line, i) => i === 0 || line.startsWith(`${sku},`));
    expect((await imported(t, owner, exported.join('\r\n'))).counts).toEqual({
      created: 0,
      updated: 0,
      unchanged: 1,
      error: 0,
    });
  });

  it('is refused without a session', async () => {
    const res = await download(t, null, '/api/admin/export/products.csv');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false });
  });
});

describe('the orders file', () => {
  it('has one row per item of the orders placed on the days asked for, in Dubai, money in AED to two decimals', async () => {
    const late = await placeCash(
      [
        { price: 20, quantity: 1 },
        { price: 15, quantity: 2 },
      ],
      { fullname: 'ليلى حسن', street: 'Villa 7, "Palm" Street,\nJumeirah 1' },
    );
    const next = await placeCash([{ price: 30, quantity: 1 }]);
    // 23:59 on 10 March in Dubai (UTC+4), and a minute into 11 March.
    const lateNumber = await placedAt(late, '2025-03-10T19:59:00Z');
    const nextNumber = await placedAt(next, '2025-03-10T20:01:00Z');

    const res = await download(t, member, '/api/admin/export/orders.csv?from=2025-03-10&to=2025-03-10');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="orders-2025-03-10-to-2025-03-10.csv"',
    );
    const [header] = csvRecords(res.body);
    expect(header).toEqual([...ORDER_CSV_COLUMNS]);
    const rows = csvObjects(res.body);
    expect(rows).toHaveLength(2);
    const order = {
      Order: `LS-${lateNumber}`,
      'Placed at': '2025-03-10 23:59',
      Status: 'Order Placed',
      'Payment method': 'Cash on delivery',
      Paid: 'no',
      Recipient: 'ليلى حسن',
      Email: ADDRESS.email,
      Phone: '+971501234567',
      Emirate: 'Dubai',
      'City / area': 'Dubai',
      Street: 'Villa 7, "Palm" Street,\nJumeirah 1',
      Postcode: '00000',
      'Shipping method': 'Normal',
      'Discount code': '',
      'Code discount %': '0',
      'Items (AED)': '50.00',
      'Code discount (AED)': '0.00',
      'Order total (AED)': filsToAed(5000 + deliveryFee(5000)).toFixed(2),
      // 2000 → 95.24, 3000 → 142.86 and delivery 2500 → 119.05 fils.
      'Order VAT (AED)': '3.57',
      Company: '',
      'Company TRN': '',
    };
    expect(rows[0]).toMatchObject({
      ...order,
      Quantity: '1',
      'Unit price (AED)': '20.00',
      'Line amount (AED)': '20.00',
      'Line VAT (AED)': '0.95',
    });
    expect(rows[1]).toMatchObject({
      ...order,
      Quantity: '2',
      'Unit price (AED)': '15.00',
      'Line amount (AED)': '30.00',
      'Line VAT (AED)': '1.43',
    });
    expect(rows[0]?.['Delivery (AED)']).toBe((deliveryFee(5000) / 100).toFixed(2));

    const nextDay = csvObjects(
      (await download(t, member, '/api/admin/export/orders.csv?from=2025-03-11&to=2025-03-31')).body,
    );
    expect(nextDay.map((row) => row.Order)).toEqual([`LS-${nextNumber}`]);
    expect(nextDay[0]?.['Placed at']).toBe('2025-03-11 00:01');
  });

  it('writes a shopper’s text that a spreadsheet would run as a formula as text', async () => {
    const orderId = await placeCash([{ price: 40, quantity: 1 }], {
      fullname: '=HYPERLINK("https://evil.example")',
    });
    await placedAt(orderId, '2025-04-02T08:00:00Z');
    const rows = csvObjects(
      (await download(t, owner, '/api/admin/export/orders.csv?from=2025-04-02&to=2025-04-02')).body,
    );
    expect(rows.map((row) => row.Recipient)).toEqual(['\'=HYPERLINK("https://evil.example")']);
  });

  it('an empty range is the header alone', async () => {
    const res = await download(t, owner, '/api/admin/export/orders.csv?from=2001-01-01&to=2001-01-31');
    expect(res.statusCode).toBe(200);
    expect(csvRecords(res.body)).toEqual([[...ORDER_CSV_COLUMNS]]);
  });

  it.each([
    ['no dates', '', 'from is required (YYYY-MM-DD).'],
    ['no end', '?from=2025-01-01', 'to is required (YYYY-MM-DD).'],
    ['a day the calendar has not', '?from=2025-02-30&to=2025-03-01', 'from must be a date (YYYY-MM-DD).'],
    ['a range backwards', '?from=2025-03-02&to=2025-03-01', 'from must not be after to.'],
  ])('refuses %s with a 400 naming the field', async (_what, query, message) => {
    const res = await download(t, owner, `/api/admin/export/orders.csv${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
  });

  it('is refused without a session', async () => {
    const res = await download(t, null, '/api/admin/export/orders.csv?from=2025-01-01&to=2025-01-02');
    expect(res.statusCode).toBe(401);
  });
});
