import { DEFAULT_SELLER } from '@souq/shared/config/store';
import { describe, expect, it } from 'vitest';
import { adminCall, cashOrders, signedInStaff } from '../../../../test/admin-test-kit';
import { useTestApp } from '../../../../test/test-app';
import { taxDocuments } from '../../../db/schema';
import { storeDay } from '../../../lib/store-day';
import { documentPeriod } from './document-period';

const t = useTestApp();

async function invoicedCashOrder(priceAed: number) {
  const { orderId } = await cashOrders(t)(priceAed);
  const staff = await signedInStaff(t);
  for (const status of ['Packing', 'Shipped', 'Out for delivery', 'Delivered']) {
    await adminCall(t, staff, 'POST', `/api/admin/orders/${orderId}/status`, { status });
  }
  const res = await adminCall(t, staff, 'POST', `/api/admin/orders/${orderId}/cash-collected`, {
    amount: res2aed(priceAed),
  });
  expect(res.statusCode, res.body).toBe(200);
  return orderId;
}
/** The order's total: its price and, up to AED 169, the AED 25 delivery. */
const res2aed = (priceAed: number) => priceAed + (priceAed > 169 ? 0 : 25);

const SELLER = {
  legalName: 'Al Noor Kids Trading L.L.C.',
  tradingName: 'Little Souq',
  address: 'Shop 4, Al Seef Street\nDubai, UAE',
  tradeLicence: '987654',
  licenceAuthority: 'Dubai DET',
  vatRegistered: true,
  trn: '100 9876 5432 1003',
  supportEmail: 'help@alnoorkids.ae',
  supportPhone: '+971 4 222 3333',
};

describe('the seller’s identity (owners only)', () => {
  it('shows the defaults until an owner saves one; a bad TRN is refused by name; the storefront reads it', async () => {
    const owner = await signedInStaff(t, 'owner');
    const first = await adminCall(t, owner, 'GET', '/api/admin/settings/seller');
    expect(first.json()).toMatchObject({
      success: true,
      saved: false,
      seller: { legalName: DEFAULT_SELLER.legalName },
    });

    const bad = await adminCall(t, owner, 'PUT', '/api/admin/settings/seller', { ...SELLER, trn: '1234' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ success: false, message: 'A TRN is 15 digits starting with 1.' });
    const missing = await adminCall(t, owner, 'PUT', '/api/admin/settings/seller', {
      ...SELLER,
      legalName: ' ',
    });
    expect(missing.json().message).toBe('Legal name is required.');

    const saved = await adminCall(t, owner, 'PUT', '/api/admin/settings/seller', SELLER);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      saved: true,
      message: 'The store details are saved.',
      seller: { trn: '100987654321003' },
    });
    const config = await t.app.inject({ method: 'GET', url: '/api/store/config' });
    expect(config.json().seller).toMatchObject({ legalName: SELLER.legalName, trn: '100987654321003' });
    expect(config.headers['cache-control']).toBe('no-cache');
    const audit = await adminCall(t, owner, 'GET', '/api/admin/audit?entity=settings');
    expect(audit.json().entries[0]).toMatchObject({ action: 'settings.seller' });

    // Not registered: no TRN needed, none shown.
    const unregistered = await adminCall(t, owner, 'PUT', '/api/admin/settings/seller', {
      ...SELLER,
      vatRegistered: false,
      trn: '',
    });
    expect(unregistered.statusCode, unregistered.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/store/config' })).json().seller).toMatchObject({
      vatRegistered: false,
      trn: '',
    });
    await adminCall(t, owner, 'PUT', '/api/admin/settings/seller', SELLER);
  });

  it('a member of staff who is not an owner may not read or change it', async () => {
    const member = await signedInStaff(t, 'staff');
    expect((await adminCall(t, member, 'GET', '/api/admin/settings/seller')).statusCode).toBe(403);
    expect((await adminCall(t, member, 'PUT', '/api/admin/settings/seller', SELLER)).statusCode).toBe(403);
    expect((await adminCall(t, null, 'GET', '/api/admin/settings/seller')).statusCode).toBe(401);
  });
});

describe('tax documents in the back office', () => {
  it('lists the period’s invoices with the VAT return’s sums, exports them as CSV, serves each PDF', async () => {
    const staff = await signedInStaff(t);
    const before = (await adminCall(t, staff, 'GET', '/api/admin/tax-documents')).json();
    const a = await invoicedCashOrder(59); // 84.00, VAT 4.00
    const b = await invoicedCashOrder(200); // 200.00 free delivery, VAT 9.52
    const res = await adminCall(t, staff, 'GET', '/api/admin/tax-documents');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.from).toBe(`${storeDay(new Date()).slice(0, 8)}01`);
    expect(body.to).toBe(storeDay(new Date()));
    expect(body.total).toBe(before.total + 2);
    expect(body.documents.slice(0, 2).map((d: { orderId: string }) => d.orderId)).toEqual([b, a]);
    expect(body.documents[0]).toMatchObject({
      kind: 'invoice',
      title: 'Simplified Tax Invoice',
      gross: 200,
      vat: 9.52,
    });
    expect(body.totals.invoices.count).toBe(before.totals.invoices.count + 2);
    expect(body.totals.invoices.vat).toBeCloseTo(before.totals.invoices.vat + 13.52, 2);

    const csv = await adminCall(t, staff, 'GET', '/api/admin/tax-documents/export');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body).toContain('Number,Type,Issued,Date of supply,Order,Customer');
    expect(csv.body).toContain(`${body.documents[0].number},Simplified Tax Invoice,`);
    expect(csv.body).toContain(',190.48,9.52,200.00');

    const pdf = await adminCall(t, staff, 'GET', `/api/admin/tax-documents/${body.documents[0].number}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const unknown = await adminCall(t, staff, 'GET', '/api/admin/tax-documents/INV-2001-000001/pdf');
    expect(unknown.json()).toEqual({ success: false, message: 'Document not found.' });

    const empty = await adminCall(t, staff, 'GET', '/api/admin/tax-documents?from=2001-01-01&to=2001-01-31');
    expect(empty.json()).toMatchObject({
      documents: [],
      total: 0,
      totals: { net: { net: 0, vat: 0, gross: 0 } },
    });
    const credit = await adminCall(t, staff, 'GET', '/api/admin/tax-documents?kind=credit_note');
    expect(credit.json().documents.every((d: { kind: string }) => d.kind === 'credit_note')).toBe(true);
  });

  it('refuses a period it cannot read, in words', async () => {
    const staff = await signedInStaff(t);
    for (const [query, message] of [
      ['from=2026-02-30', 'from must be a date (YYYY-MM-DD).'],
      ['from=0000-01-01', 'from must be a date (YYYY-MM-DD).'],
      ['from=yesterday', 'from must be a date (YYYY-MM-DD).'],
      ['from=2026-05-02&to=2026-05-01', 'from must not be after to.'],
      ['kind=receipt', 'kind must be invoice or credit_note.'],
    ] as const) {
      const res = await adminCall(t, staff, 'GET', `/api/admin/tax-documents?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await adminCall(t, null, 'GET', '/api/admin/tax-documents')).statusCode).toBe(401);
    // The first day the calendar has is a period like any other (its start in Dubai is the year before in UTC).
    for (const url of ['/api/admin/tax-documents', '/api/admin/tax-documents/export']) {
      const res = await adminCall(t, staff, 'GET', `${url}?from=0001-01-01&to=0001-01-01`);
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  it('sums a period past what a 32-bit integer holds (AED 21 million)', async () => {
    const staff = await signedInStaff(t);
    for (const number of ['INV-2002-000001', 'INV-2002-000002']) {
      const { orderId } = await cashOrders(t)(40);
      // Written straight to the table: no order that large is placed through the store.
      await t.database.db.insert(taxDocuments).values({
        kind: 'invoice',
        number,
        orderId,
        issuedAt: new Date('2002-03-10T08:00:00Z'),
        supplyDate: '2002-03-10',
        netFils: 1_904_761_905,
        vatFils: 95_238_095,
        grossFils: 2_000_000_000,
        content: { number, buyer: { name: 'Blue Camel Nursery LLC' } } as never,
      });
    }
    const res = await adminCall(t, staff, 'GET', '/api/admin/tax-documents?from=2002-03-01&to=2002-03-31');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().totals.invoices).toEqual({
      count: 2,
      net: 38_095_238.1,
      vat: 1_904_761.9,
      gross: 40_000_000,
    });
  });

  it('a period without its days is this month so far, or the month of its end', () => {
    const thisMonth = documentPeriod(undefined, undefined, new Date('2026-11-27T21:30:00Z'));
    expect(thisMonth).toMatchObject({ fromDay: '2026-11-01', toDay: '2026-11-28' });
    const untilJune = documentPeriod(undefined, '2026-06-30', new Date('2026-11-27T10:00:00Z'));
    expect(untilJune).toMatchObject({ fromDay: '2026-06-01', toDay: '2026-06-30' });
  });
});
