import { mkdir, readFile } from 'node:fs/promises';
import {
  type APIRequestContext,
  type Locator,
  type Page,
  request as playwrightRequest,
} from '@playwright/test';
import { readyToPay } from '../support/card-checkout';
import { aed, type Line, stockedLines, unitPrice } from '../support/catalogue';
import { ADDRESS } from '../support/cod-orders';
import { expectNoSidewaysScroll } from '../support/screens';
import { signInWithStorage } from '../support/shoppers';
import { signInAsOwner } from '../support/staff';
import { expect, test } from '../support/test';

/** Where the screenshots a person looks at go (the tests' own output folder keeps failures' pictures). */
const SHOTS = '/tmp/web-shots';

const COMPANY = 'Sand Castle Trading LLC';
/** Typed as a certificate prints it; the store keeps the 15 digits. */
const TRN_TYPED = '100-2345-6789-0003';
const TRN = '100234567890003';
const TRN_MESSAGE = 'A TRN is 15 digits starting with 1.';

const INVOICE_NUMBER = /INV-\d{4}-\d{6,}/;
const CREDIT_NOTE_NUMBER = /CN-\d{4}-\d{6,}/;

interface StoreConfig {
  seller: {
    legalName: string;
    tradeLicence: string;
    licenceAuthority: string;
    vatRegistered: boolean;
    trn: string;
  };
}

interface ListedOrder {
  _id: string;
  orderNumber: string;
  amount: number;
  vat: number;
  vatPercent: number;
  business: { companyName: string; trn: string } | null;
  documents: { kind: string; number: string; title: string }[];
}

/**
 * A well-stocked line of its own: counted back from the middle of the list, where the back office's specs
 * count forward, the shopper specs take theirs from the start and the card specs from the end.
 */
async function ownLine(request: APIRequestContext, nth: number): Promise<Line> {
  const lines = await stockedLines(request);
  const line = lines[Math.floor(lines.length / 2) - 1 - nth];
  if (!line) throw new Error('The seeded catalogue has too few well-stocked products off flash sale');
  return line;
}

/** One unit at its displayed price, Normal shipping (AED 25 unless above AED 169), no code. */
function normalTotal({ product }: Line): number {
  const unit = unitPrice(product);
  return unit + (unit > 169 ? 0 : 25);
}

async function addToServerCart(request: APIRequestContext, token: string, line: Line): Promise<void> {
  const res = await request.post('/api/cart/add', {
    headers: { token },
    data: { itemId: line.product._id, size: line.size, colorName: line.colorName, quantity: 1 },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

async function ordersOf(request: APIRequestContext, token: string): Promise<ListedOrder[]> {
  const res = await request.post('/api/order/userorders', { headers: { token }, data: {} });
  return ((await res.json()) as { orders: ListedOrder[] }).orders;
}

/** An owner's api session of its own, as the back office's desk moves orders. */
async function ownerApi(): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL: test.info().project.use.baseURL });
  await signInAsOwner(api);
  return api;
}

/** Staff take a cash order to Delivered and record its cash, which issues its tax invoice. */
async function deliverAndCollect(orderId: string, amount: number): Promise<void> {
  const api = await ownerApi();
  try {
    for (const status of ['Packing', 'Shipped', 'Out for delivery', 'Delivered']) {
      const res = await api.post(`/api/admin/orders/${orderId}/status`, { data: { status } });
      expect(res.ok(), await res.text()).toBe(true);
    }
    const cash = await api.post(`/api/admin/orders/${orderId}/cash-collected`, { data: { amount } });
    expect(cash.ok(), await cash.text()).toBe(true);
  } finally {
    await api.dispose();
  }
}

const orderCard = (page: Page, orderNumber: string): Locator =>
  page.getByRole('article').filter({ has: page.getByText(orderNumber, { exact: true }) });

/** A document's row in an order's "Tax documents" list, by its title and number. */
const documentRow = (card: Locator, name: RegExp): Locator =>
  card.getByRole('region', { name: 'Tax documents' }).getByRole('listitem').filter({ hasText: name });

async function shot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: options.fullPage ?? true });
}

/** One part of the page, at its real size (a phone's whole page is too tall to read in one picture). */
async function detailShot(part: Locator, name: string): Promise<void> {
  await mkdir(SHOTS, { recursive: true });
  await part.screenshot({ path: `${SHOTS}/${name}.png` });
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  // Each viewport buys its own products, so the runs never share stock.
  const nth = (n: number) => (viewport.width === 1280 ? 0 : 5) + n;

  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('A company buys cash on delivery, and once the cash is collected downloads and views its tax invoice', async ({
      page,
      request,
    }) => {
      const { token } = await signInWithStorage(page, request);
      const line = await ownLine(request, nth(0));
      await addToServerCart(request, token, line);

      await page.goto('/checkout');
      await page.getByLabel('Phone number').fill('0501234567');
      await page.getByLabel('Street name and House number').fill(ADDRESS.street);
      await page.getByLabel('Postal Code').fill(ADDRESS.zipcode);
      await page.getByLabel('City').fill(ADDRESS.city);
      await page.getByLabel('Region').selectOption(ADDRESS.region);
      await expect(page.getByTestId('grand-total')).toHaveText(aed(normalTotal(line)));
      const vatLine = page.getByTestId('vat-included');
      await expect(vatLine).toHaveText(/^Includes VAT 5 %: AED \d+\.\d{2}$/);
      const checkoutVat = await vatLine.textContent();

      // The company's fields show only once asked for.
      await expect(page.getByLabel('Company name')).toHaveCount(0);
      await page.getByLabel('I need a tax invoice for my company').check();
      await page.getByLabel('Company name').fill(COMPANY);
      await page.getByLabel('TRN').fill('12345');
      await expect(page.getByText('15 digits, starting with 1')).toBeVisible();
      await page.getByRole('button', { name: 'Continue to Payment' }).click();
      await expect(page.getByText(TRN_MESSAGE)).toBeVisible();
      await expect(page.getByLabel('TRN')).toBeFocused();
      await expect(page).toHaveURL('/checkout');

      await page.getByLabel('TRN').fill(TRN_TYPED);
      await expect(page.getByText(TRN_MESSAGE)).toHaveCount(0);
      await shot(page, `checkout-company-${viewport.width}`);
      await detailShot(
        page.getByRole('region', { name: 'Shipping address' }),
        `checkout-company-fields-${viewport.width}`,
      );
      await detailShot(
        page.getByRole('region', { name: 'Order Summary' }),
        `checkout-bill-${viewport.width}`,
      );
      await page.getByRole('button', { name: 'Continue to Payment' }).click();
      await expect(page).toHaveURL('/checkout/payment');
      const billing = page.getByRole('region', { name: 'Billing address' });
      await expect(billing).toContainText(COMPANY);
      await expect(billing).toContainText(TRN);

      // Back at checkout the company is still there, as typed into the hand-off; forward again to pay.
      await page
        .getByRole('navigation', { name: 'Breadcrumb' })
        .getByRole('link', { name: 'Checkout' })
        .click();
      await expect(page.getByLabel('I need a tax invoice for my company')).toBeChecked();
      await expect(page.getByLabel('Company name')).toHaveValue(COMPANY);
      await expect(page.getByLabel('TRN')).toHaveValue(TRN);
      await page.goBack();
      await expect(page).toHaveURL('/checkout/payment');

      await page.getByRole('button', { name: 'Confirm payment' }).click();
      await expect(page).toHaveURL('/orders');
      const [placed] = await ordersOf(request, token);
      if (!placed) throw new Error('the order was not placed');
      expect(placed.business).toEqual({ companyName: COMPANY, trn: TRN });
      expect(placed.vatPercent).toBe(5);
      // The checkout's VAT line said what the server charged.
      expect(checkoutVat).toBe(`Includes VAT 5 %: ${aed(placed.vat)}`);

      const card = orderCard(page, placed.orderNumber);
      await expect(card.getByText(`Includes VAT 5 %: ${aed(placed.vat)}`)).toBeVisible();
      await expect(card.getByText(`${COMPANY} · TRN ${TRN}`)).toBeVisible();
      await expect(card.getByRole('region', { name: 'Tax documents' })).toHaveCount(0);

      await deliverAndCollect(placed._id, placed.amount);
      await page.reload();
      const invoice = documentRow(card, /^Tax Invoice INV-/);
      await expect(invoice.getByText(/^Tax Invoice INV-\d{4}-\d{6,}$/)).toBeVisible();
      const number = (await invoice.getByText(INVOICE_NUMBER).textContent())?.match(INVOICE_NUMBER)?.[0];
      if (!number) throw new Error('no invoice number on My Orders');
      await expectNoSidewaysScroll(page, 'My Orders');
      await card.scrollIntoViewIfNeeded();
      await shot(page, `orders-documents-${viewport.width}`);
      await detailShot(card, `orders-documents-card-${viewport.width}`);

      const downloading = page.waitForEvent('download');
      await invoice.getByRole('button', { name: 'Download PDF' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(`${number}.pdf`);
      const pdf = await readFile((await download.path()) ?? '');
      expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');

      await invoice.getByRole('link', { name: 'View' }).click();
      await expect(page).toHaveURL(`/orders/documents/${number}`);
      await expect(page.getByRole('heading', { name: 'Tax Invoice', level: 1 })).toBeVisible();
      const arabic = page.getByText('فاتورة ضريبية', { exact: true });
      await expect(arabic).toHaveAttribute('lang', 'ar');
      await expect(arabic).toHaveAttribute('dir', 'rtl');
      const sheet = page.getByRole('article');
      await expect(sheet).toContainText(number);
      await expect(sheet).toContainText(placed.orderNumber);
      const buyer = page.getByRole('region', { name: 'Bill to' });
      await expect(buyer).toContainText(COMPANY);
      await expect(buyer).toContainText(TRN);
      const config = (await (await request.get('/api/store/config')).json()) as StoreConfig;
      const seller = page.getByRole('region', { name: 'Seller' });
      await expect(seller).toContainText(config.seller.legalName);
      await expect(seller).toContainText(config.seller.trn);
      await expect(seller).toContainText(config.seller.tradeLicence);
      const lines = page.getByRole('region', { name: 'Lines' });
      await expect(lines.getByRole('columnheader')).toHaveText([
        'Description',
        'Qty',
        'Unit price',
        'Discount',
        'Net',
        'VAT %',
        'VAT',
        'Gross',
      ]);
      await expect(lines).toContainText(line.product.name);
      await expect(page.getByTestId('document-total')).toHaveText(aed(placed.amount));
      await expect(page.getByText('Total excluding VAT')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
      await expectNoSidewaysScroll(page, 'The tax invoice');
      await shot(page, `document-invoice-${viewport.width}`);
      await detailShot(sheet, `document-invoice-sheet-${viewport.width}`);

      // Printed: the document alone, without the store's header, footer, bottom bar or buttons.
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
      await expect(page.getByRole('contentinfo')).toBeHidden();
      await expect(page.getByRole('banner')).toBeHidden();
      await expect(page.getByRole('navigation', { name: 'Quick links' })).toBeHidden();
      await shot(page, `document-invoice-print-${viewport.width}`);
      await page.emulateMedia({ media: 'screen' });

      // The PDF from the printable page too.
      const again = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download PDF' }).click();
      expect((await again).suggestedFilename()).toBe(`${number}.pdf`);
    });

    test('A shopper pays by card, cancels, and finds the credit note that corrects the invoice', async ({
      page,
      request,
    }) => {
      const line = await ownLine(request, nth(1));
      const { token, total } = await readyToPay(page, request, line);

      await page.goto('/checkout/payment');
      await page.getByRole('radio', { name: /Card/ }).check();
      await page.getByLabel('Card number').fill('4242 4242 4242 4242');
      await page.getByLabel('Expiry (MM / YY)').fill('1230');
      await page.getByLabel('CVC').fill('123');
      await page.getByRole('button', { name: `Pay Now — ${aed(total)}` }).click();
      await expect(page).toHaveURL('/orders');

      const [paid] = await ordersOf(request, token);
      if (!paid) throw new Error('the card order was not placed');
      const card = orderCard(page, paid.orderNumber);
      await expect(card.getByText(`Includes VAT 5 %: ${aed(paid.vat)}`)).toBeVisible();
      const invoice = documentRow(card, /^Simplified Tax Invoice INV-/);
      await expect(invoice.getByText(/^Simplified Tax Invoice INV-\d{4}-\d{6,}$/)).toBeVisible();
      const invoiceNumber = (await invoice.getByText(INVOICE_NUMBER).textContent())?.match(
        INVOICE_NUMBER,
      )?.[0];
      if (!invoiceNumber) throw new Error('no invoice number on My Orders');

      await card.getByRole('button', { name: 'Cancel Order' }).click();
      await expect(page.getByText('Order cancelled successfully!')).toBeVisible();
      const credit = documentRow(card, /^Tax Credit Note CN-/);
      await expect(credit.getByText(/^Tax Credit Note CN-\d{4}-\d{6,}$/)).toBeVisible();
      await expect(credit).toContainText(`Credited ${aed(paid.amount)}`);
      await expect(invoice).toBeVisible();
      await card.scrollIntoViewIfNeeded();
      await shot(page, `orders-credit-note-${viewport.width}`);
      await detailShot(card, `orders-credit-note-card-${viewport.width}`);

      const creditNumber = (await credit.getByText(CREDIT_NOTE_NUMBER).textContent())?.match(
        CREDIT_NOTE_NUMBER,
      )?.[0];
      await credit.getByRole('link', { name: 'View' }).click();
      await expect(page).toHaveURL(`/orders/documents/${creditNumber}`);
      await expect(page.getByRole('heading', { name: 'Tax Credit Note', level: 1 })).toBeVisible();
      await expect(page.getByText('إشعار دائن ضريبي', { exact: true })).toHaveAttribute('lang', 'ar');
      const details = page.getByRole('region', { name: 'Credit note' });
      await expect(details).toContainText(`Corrects invoice${invoiceNumber} of`);
      await expect(details).toContainText('Order cancelled by the customer');
      const value = details.getByRole('region', { name: 'Invoice value' });
      await expect(value.getByRole('row', { name: /Value before this note/ })).toContainText(
        aed(paid.amount),
      );
      await expect(value.getByRole('row', { name: /Difference \(credited\)/ })).toContainText(
        aed(paid.amount),
      );
      await expect(value.getByRole('row', { name: /Value after this note/ })).toContainText(aed(0));
      await expectNoSidewaysScroll(page, 'The credit note');
      await shot(page, `document-credit-note-${viewport.width}`);
      await detailShot(page.getByRole('article'), `document-credit-note-sheet-${viewport.width}`);
    });

    test("The footer and the terms page name the seller; the checkout's bill says the VAT it includes", async ({
      page,
      request,
    }) => {
      const { seller } = (await (await request.get('/api/store/config')).json()) as StoreConfig;
      expect(seller.vatRegistered).toBe(true);
      await page.goto('/terms');
      const footer = page.getByRole('contentinfo');
      const legal = footer.getByTestId('seller-line');
      await expect(legal).toContainText(`© ${new Date().getFullYear()} ${seller.legalName}`);
      await expect(legal).toContainText(`Trade licence ${seller.tradeLicence} (${seller.licenceAuthority})`);
      await expect(legal).toContainText(`TRN ${seller.trn}`);
      await expect(footer.getByText('Prices in AED, VAT included.')).toBeVisible();

      const who = page.getByRole('main');
      await expect(who.getByRole('heading', { name: 'Who we are' })).toBeVisible();
      await expect(who).toContainText(seller.legalName);
      await expect(who).toContainText(seller.licenceAuthority);
      await expect(who).toContainText(seller.trn);
      await expect(who).toContainText('include VAT at 5 %');
      await expectNoSidewaysScroll(page, 'The terms page');
      await footer.scrollIntoViewIfNeeded();
      await footer.screenshot({ path: `${SHOTS}/footer-${viewport.width}.png` });
      await who.getByRole('heading', { name: 'Who we are' }).scrollIntoViewIfNeeded();
      await shot(page, `terms-who-we-are-${viewport.width}`, { fullPage: false });

      const { token } = await signInWithStorage(page, request);
      await addToServerCart(request, token, await ownLine(request, nth(2)));
      await page.goto('/checkout');
      await expect(page.getByTestId('vat-included')).toHaveText(/^Includes VAT 5 %: AED \d+\.\d{2}$/);
    });
  });
}

test('Another shopper\'s document, or none at all, is "Document not found."', async ({ page, request }) => {
  await signInWithStorage(page, request);
  await page.goto('/orders/documents/INV-2000-000001');
  await expect(page.getByRole('heading', { name: 'Document not found.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to My Orders' })).toHaveAttribute('href', '/orders');
  await page.goto('/orders/documents/not-a-number');
  await expect(page.getByRole('heading', { name: 'Document not found.' })).toBeVisible();
});

test("A guest is sent to sign in from a document's page", async ({ page }) => {
  await page.goto('/orders/documents/INV-2026-000001');
  await expect(page).toHaveURL('/login');
});
