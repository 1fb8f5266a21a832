import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { ADDRESS, middleLine, normalTotal, placeCodOrder, shopperWithToken } from '../support/cod-orders';
import { signInAsOwnStoreOwner, useOwnStore } from '../support/own-store';
import { shootScreen } from '../support/screens';
import { expect, test } from '../support/test';

/**
 * The page's totals are the whole period's, so these tests run on a store of their own, one after another:
 * the documents there are theirs alone, and each test knows every figure it should show.
 */
useOwnStore('taxDocuments');

const aed = (amount: number) => `AED ${amount.toFixed(2)}`;

/** A VAT figure as the page writes it: thousands grouped, a credit note's with a minus sign. */
function figure(amount: number): string {
  const fils = Math.round(amount * 100);
  const text = `AED ${(Math.abs(fils) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
  return fils < 0 ? `−${text}` : text;
}

interface ListedDocument {
  kind: 'invoice' | 'credit_note';
  number: string;
  title: string;
  orderId: string;
  orderNumber: string;
  net: number;
  vat: number;
  gross: number;
}

interface AdminOrder {
  bill: { total: number; vat: number };
  vatPercent: number;
  documents: { number: string; title: string; amount: number }[];
}

/** Takes a cash order along its path to Delivered through the api, as the desk does, and records its cash. */
async function deliverAndCollect(
  api: APIRequestContext,
  orderId: string,
  total: number,
): Promise<AdminOrder> {
  for (const status of ['Packing', 'Shipped', 'Out for delivery', 'Delivered']) {
    const res = await api.post(`/api/admin/orders/${orderId}/status`, { data: { status } });
    expect(res.ok(), await res.text()).toBe(true);
  }
  const cash = await api.post(`/api/admin/orders/${orderId}/cash-collected`, { data: { amount: total } });
  expect(cash.ok(), await cash.text()).toBe(true);
  return ((await cash.json()) as { order: AdminOrder }).order;
}

/** Every document of this month so far, as the api lists them (the page's default period). */
async function documentsThisMonth(api: APIRequestContext): Promise<ListedDocument[]> {
  const documents: ListedDocument[] = [];
  for (let page = 1; ; page += 1) {
    const res = await api.get(`/api/admin/tax-documents?page=${page}`);
    expect(res.ok(), await res.text()).toBe(true);
    const body = (await res.json()) as { documents: ListedDocument[]; total: number };
    documents.push(...body.documents);
    if (body.documents.length === 0 || documents.length >= body.total) return documents;
  }
}

/** Counts and sums in whole fils, as the VAT return adds them. */
function sums(documents: ListedDocument[]) {
  const fils = (pick: (d: ListedDocument) => number) =>
    documents.reduce((sum, d) => sum + Math.round(pick(d) * 100), 0) / 100;
  return {
    count: documents.length,
    net: fils((d) => d.net),
    vat: fils((d) => d.vat),
    gross: fils((d) => d.gross),
  };
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('A delivered cash order whose cash is recorded is on Tax documents with its VAT, its PDF and the CSV', async ({
      page,
      request,
    }, testInfo) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const { token } = await shopperWithToken(request);
      const placed = await placeCodOrder(
        request,
        token,
        await middleLine(request, viewport.width === 1280 ? 0 : 1),
      );
      await signInAsOwnStoreOwner(page.request);
      const order = await deliverAndCollect(page.request, placed.orderId, placed.total);
      expect(order.vatPercent).toBe(5);
      const [invoice] = order.documents;
      if (!invoice) throw new Error('the order has no tax invoice once its cash is recorded');
      expect(invoice.title).toBe('Simplified Tax Invoice');

      await page.goto('/admin');
      await page
        .getByRole('navigation', { name: 'Back office' })
        .getByRole('link', { name: 'Tax documents' })
        .click();
      await expect(page.getByRole('heading', { name: 'Tax documents', level: 1 })).toBeVisible();
      await expect(page.getByRole('link', { name: 'This month' })).toHaveAttribute('aria-current', 'true');

      // Its row (a card on a phone): the type, its order, the VAT the bill included, and the gross.
      const row = page
        .getByRole(viewport.width === 1280 ? 'row' : 'listitem')
        .filter({ hasText: invoice.number });
      await expect(row).toContainText('Simplified Tax Invoice');
      await expect(row).toContainText(placed.orderNumber);
      await expect(row).toContainText(figure(order.bill.vat));
      await expect(row).toContainText(figure(placed.total));

      // The period's figures add up every document of the period: on this store, this spec's own.
      const listed = await documentsThisMonth(page.request);
      expect(listed.map((d) => d.number)).toContain(invoice.number);
      const invoices = sums(listed.filter((d) => d.kind === 'invoice'));
      const figures = page.getByRole('region', { name: 'Invoices' });
      await expect(figures).toContainText(
        `${invoices.count} ${invoices.count === 1 ? 'invoice' : 'invoices'}`,
      );
      await expect(figures).toContainText(`VAT${figure(invoices.vat)}`);
      await expect(figures).toContainText(`Gross${figure(invoices.gross)}`);
      await expect(figures).toContainText(`Net${figure(invoices.net)}`);
      await expect(page.getByRole('region', { name: 'Credit notes' })).toContainText('0 credit notes');
      await expect(page.getByRole('region', { name: 'Net', exact: true })).toContainText(
        `VAT${figure(sums(listed).vat)}`,
      );
      await shootScreen(page, testInfo, 'tax-documents');

      // The PDF opens in a tab of its own, as the file the store keeps.
      const pdfLink = row.getByRole('link', { name: /^PDF/ });
      await expect(pdfLink).toHaveAttribute('target', '_blank');
      const pdf = await page.request.get((await pdfLink.getAttribute('href')) ?? '');
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toContain('application/pdf');
      expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

      // The period as a CSV file, holding its number.
      const downloading = page.waitForEvent('download');
      await page.getByRole('link', { name: 'Download CSV' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(
        /^tax-documents-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/,
      );
      const csv = (await readFile((await download.path()) ?? '')).toString('utf8');
      expect(csv).toContain('Number,Type,Issued,Date of supply,Order');
      expect(csv).toContain(invoice.number);

      // Credit notes only: none yet. The filter is in the address, so a reload keeps it.
      await page.getByLabel('Kind').selectOption('credit_note');
      await expect(page).toHaveURL(/kind=credit_note/);
      await expect(page.getByText('No tax documents in this period.')).toBeVisible();
      await page.reload();
      await expect(page.getByLabel('Kind')).toHaveValue('credit_note');
      await expect(page.getByText('No tax documents in this period.')).toBeVisible();
      await expect(figures).toContainText(figure(invoices.vat));
      await shootScreen(page, testInfo, 'tax-documents-empty');
      await page.getByLabel('Kind').selectOption('');
      await expect(row).toContainText('Simplified Tax Invoice');

      // A From after the To is said under From, and nothing moves.
      const url = page.url();
      await page.getByLabel('From').fill('2026-03-31');
      await page.getByLabel('To').fill('2026-03-01');
      await page.getByRole('button', { name: 'Show' }).click();
      await expect(page.getByText('From must not be after To.')).toBeVisible();
      expect(page.url()).toBe(url);

      await page.getByRole('link', { name: 'Last month' }).click();
      await expect(page.getByRole('link', { name: 'Last month' })).toHaveAttribute('aria-current', 'true');
      await expect(page).toHaveURL(/from=\d{4}-\d{2}-01&to=\d{4}-\d{2}-\d{2}/);
      await expect(row).toHaveCount(0);
      await page.getByRole('link', { name: 'This quarter' }).click();
      await expect(row).toContainText(invoice.number);

      // Its order, from its row: the bill says the VAT in it, and the invoice is listed with its PDF.
      await row.getByRole('link', { name: placed.orderNumber }).click();
      await expect(page.getByRole('heading', { name: `Order ${placed.orderNumber}` })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Items' })).toContainText(
        `Includes VAT 5 %: ${aed(order.bill.vat)}`,
      );
      const documents = page.getByRole('region', { name: 'Tax documents' });
      await expect(documents).toContainText('Simplified Tax Invoice');
      await expect(documents).toContainText(invoice.number);
      await expect(documents).toContainText(figure(placed.total));
      await expect(documents.getByRole('link', { name: /^PDF/ })).toHaveAttribute(
        'href',
        `/api/admin/tax-documents/${invoice.number}/pdf`,
      );
      await shootScreen(page, testInfo, 'order-tax-documents');
      expect(errors).toEqual([]);
    });
  });
}

test('An order placed for a business shows the company and its TRN on the order page', async ({
  page,
  request,
}) => {
  const { token } = await shopperWithToken(request);
  const line = await middleLine(request, 2);
  const total = normalTotal(line, 1);
  const res = await request.post('/api/order/place', {
    headers: { token, 'Idempotency-Key': crypto.randomUUID() },
    data: {
      address: ADDRESS,
      items: [{ itemId: line.product._id, size: line.size, colorName: line.colorName, quantity: 1 }],
      amount: total,
      discountValue: 0,
      shippingMethod: 'Normal',
      discountCode: null,
      business: { companyName: 'Palm Nursery L.L.C.', trn: '100 3456 7890 0003' },
    },
  });
  const placed = (await res.json()) as { success: boolean; orderId: string };
  expect(placed.success, JSON.stringify(placed)).toBe(true);

  await signInAsOwnStoreOwner(page.request);
  await page.goto(`/admin/orders/${placed.orderId}`);
  const customer = page.getByRole('region', { name: 'Customer' });
  await expect(customer).toContainText('Company: Palm Nursery L.L.C.');
  await expect(customer).toContainText('TRN: 100345678900003');
  await expect(page.getByRole('region', { name: 'Tax documents' })).toContainText('None yet');
});
