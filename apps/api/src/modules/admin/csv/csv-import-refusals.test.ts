import {
  CSV_BODY_REQUIRED,
  CSV_EMPTY,
  CSV_NOT_UTF8,
  PRODUCT_CSV_COLUMNS,
} from '@souq/shared/schemas/admin-csv';
import { beforeAll, describe, expect, it } from 'vitest';
import { type StaffLogin, signedInStaff } from '../../../../test/admin-test-kit';
import { importProducts, productRow, productsFile } from '../../../../test/csv-test-kit';
import { storeDigest } from '../../../../test/fuzz/state-digest';
import { useTestApp } from '../../../../test/test-app';
import { OWNER_ONLY } from '../admin-messages';

const t = useTestApp();
let owner: StaffLogin;
let member: StaffLogin;

beforeAll(async () => {
  owner = await signedInStaff(t, 'owner');
  member = await signedInStaff(t);
});

describe('only an owner imports products', () => {
  it('a member of staff is refused with a 403, in either mode, and nothing changes', async () => {
    for (const mode of ['dry-run', 'apply']) {
      const before = await storeDigest(t.database.db);
      const res = await importProducts(t, member, productsFile([productRow()]), mode);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ success: false, message: OWNER_ONLY });
      expect(await storeDigest(t.database.db)).toEqual(before);
    }
  });

  it('no session is a 401', async () => {
    const res = await importProducts(t, null, productsFile([productRow()]));
    expect(res.statusCode).toBe(401);
  });
});

describe('a file that is not a products CSV is refused whole, with a 400 saying why', () => {
  const valid = productsFile([productRow()]);
  it.each([
    ['JSON', '{"SKU":"A"}', 'application/json', CSV_BODY_REQUIRED],
    ['plain text', valid, 'text/plain', CSV_BODY_REQUIRED],
    ['a form', 'a=b', 'application/x-www-form-urlencoded', CSV_BODY_REQUIRED],
    ['an empty body', '', 'text/csv', CSV_EMPTY],
    ['a header and no rows', `${PRODUCT_CSV_COLUMNS.join(',')}\r\n`, 'text/csv', CSV_EMPTY],
    [
      'only blank rows after the header',
      `${PRODUCT_CSV_COLUMNS.join(',')}\r\n,,,\r\n\r\n`,
      'text/csv',
      CSV_EMPTY,
    ],
  ])('%s', async (_what, body, contentType, message) => {
    const res = await importProducts(t, owner, body, 'dry-run', contentType);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
  });

  it('no Content-Type and no body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/import/products?mode=dry-run',
      headers: { origin: 'http://localhost:3000', cookie: owner.cookie },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: CSV_BODY_REQUIRED });
  });

  it('a header with columns missing, unknown or repeated names each one', async () => {
    const header = PRODUCT_CSV_COLUMNS.filter((c) => c !== 'Stock' && c !== 'Archived');
    const body = `${[...header, 'Qty', 'sku'].join(',')}\r\n${header.map(() => 'x').join(',')},1,x\r\n`;
    const res = await importProducts(t, owner, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'The header row does not match the products file: missing Stock, Archived; unknown "Qty"; repeated SKU. Export the products to see the columns.',
    );
  });

  it('a file in another encoding than UTF-8 (Windows-1252, UTF-16)', async () => {
    const latin = Buffer.from(productsFile([productRow({ Name: 'Caf\u00e9 dress' })]), 'latin1');
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from(productsFile([productRow()]), 'utf16le'),
    ]);
    for (const body of [latin, utf16]) {
      const res = await importProducts(t, owner, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: CSV_NOT_UTF8 });
    }
  });

  it('a quoted cell never closed', async () => {
    const res = await importProducts(t, owner, `${productsFile([productRow()])}"LS-1,no end\r\n`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(
      /^The file is not valid CSV \(near line \d+\): a quoted cell is never closed\.$/,
    );
  });

  it('a mode other than dry-run or apply', async () => {
    const res = await importProducts(t, owner, valid, 'now');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'mode must be dry-run or apply.' });
  });

  it('a body over 10 MB', async () => {
    const res = await importProducts(t, owner, `${valid}${' '.repeat(10 * 1024 * 1024)}`);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ success: false, message: 'The request body is too large.' });
  });
});
