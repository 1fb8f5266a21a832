import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { catalogue, type ListedProduct, sizeLabel } from '../support/catalogue';
import { chooseColourAndSize, sizeButton } from '../support/product-page';
import { shotPath } from '../support/screens';
import { signInWithStorage } from '../support/shoppers';
import { freshContext, joinAsStaff, signInAsOwnerOnPage } from '../support/staff';
import { expect, test } from '../support/test';

/**
 * The seeded product whose stock these tests change: on flash sale, so none of the specs that buy or count
 * stock picks it (they all take products off flash sale), and only its last colour is touched, which the
 * product page's specs (first and second colours) never read.
 */
const PRODUCT_SKU = 'LS-BB-003';

interface StockCell {
  product: ListedProduct;
  colorName: string;
  size: string;
}

/** The product's last colour and, of its sizes, the one with the most units. */
async function stockCell(request: APIRequestContext): Promise<StockCell> {
  const product = (await catalogue(request)).find((p) => p.sku === PRODUCT_SKU);
  const variant = product?.variants.at(-1);
  const size = variant?.sizes.reduce((most, s) => (s.stocks > most.stocks ? s : most));
  if (!product || !variant || !size) throw new Error(`The seeded catalogue has no ${PRODUCT_SKU}`);
  return { product, colorName: variant.colorName, size: size.size };
}

/** The grid's button for the cell: its name starts with the colour and the size, then the count. */
const gridCell = (page: Page, { colorName, size }: StockCell): Locator =>
  page
    .getByRole('table', { name: 'Stock by colour and size' })
    .getByRole('button', { name: new RegExp(`^${colorName}, size ${sizeLabel(size)}: `) });

const editorOf = (page: Page, { colorName, size }: StockCell): Locator =>
  page.getByRole('dialog', { name: `${colorName} · size ${sizeLabel(size)}` });

/** The ledger's newest row (the table is the wide screen's view). */
const newestMovement = (page: Page): Locator =>
  page.getByRole('table', { name: 'Stock history, newest first' }).getByRole('row').nth(1);

/** Opens the cell's editor, makes the change and waits for the editor to close on the server's answer. */
async function changeStock(
  page: Page,
  cell: StockCell,
  change: { mode: 'Add' | 'Remove' | 'Set count'; amount: number; reason: string; note?: string },
) {
  await gridCell(page, cell).click();
  const editor = editorOf(page, cell);
  await editor.getByText(change.mode, { exact: true }).click();
  await editor.getByLabel('Amount').fill(String(change.amount));
  await editor.getByLabel('Reason').selectOption(change.reason);
  if (change.note) await editor.getByLabel('Note (optional)').fill(change.note);
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toBeHidden();
}

/** The shopper's cart holds the one unit; they check out and pay cash on delivery. Returns the LS- number. */
async function buyLastUnitCashOnDelivery(page: Page, cell: StockCell): Promise<string> {
  await page.goto(`/products/${cell.product._id}`);
  await chooseColourAndSize(page, cell.colorName, cell.size);
  await page.getByRole('button', { name: 'ADD TO CART' }).click();
  await expect(page.getByText('Added to cart!').last()).toBeVisible();
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL('/checkout');
  await page.getByLabel('Phone number').fill('0501234567');
  await page.getByLabel('Street name and House number').fill('Villa 12, Al Wasl Road');
  await page.getByLabel('Postal Code').fill('00000');
  await page.getByLabel('City').fill('Dubai');
  await page.getByLabel('Region').selectOption('Dubai');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page).toHaveURL('/checkout/payment');
  await expect(page.getByRole('radio', { name: /Cash on Delivery/ })).toBeChecked();
  await page.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(page.getByText('Order placed successfully!')).toBeVisible();
  await expect(page).toHaveURL('/orders');
  const card = page
    .getByRole('article')
    .filter({ has: page.getByText(cell.product.name, { exact: true }) })
    .first();
  return (await card.getByText(/^LS-\d{6,}$/).textContent()) ?? '';
}

/** The storefront's size button for the cell, on a fresh load of the product page. */
async function storefrontSizeButton(page: Page, cell: StockCell): Promise<Locator> {
  await page.goto(`/products/${cell.product._id}`);
  await page.getByRole('radio', { name: cell.colorName }).check();
  return sizeButton(page, cell.size);
}

test('The owner counts a size down to its last unit, a shopper buys it, and the owner restocks it', async ({
  page,
  request,
  browser,
}, testInfo) => {
  // Two people in two browsers, a whole checkout and pictures at two widths: more than one page's budget.
  test.slow();
  const cell = await stockCell(request);
  const desk = await freshContext(browser);
  const errors: string[] = [];
  try {
    const admin = await desk.newPage();
    admin.on('console', (message) => {
      // Chromium logs every 4xx: asking who is signed in before anyone is answers 401 by design, and the
      // refusal below is a 409 on purpose.
      if (message.type() === 'error' && !/status of (401|409)/.test(message.text()))
        errors.push(message.text());
    });
    admin.on('pageerror', (error) => errors.push(error.message));
    const owner = await signInAsOwnerOnPage(admin);
    await admin.goto(`/admin/products/${cell.product._id}/stock`);
    await expect(admin.getByRole('heading', { name: `Stock: ${cell.product.name}` })).toBeVisible();
    await expect(admin.getByText(PRODUCT_SKU, { exact: true })).toBeVisible();
    await expect(admin.getByRole('link', { name: `← ${cell.product.name}` })).toHaveAttribute(
      'href',
      `/admin/products/${cell.product._id}`,
    );

    // The cell is a button the keyboard reaches; Escape closes its editor and gives focus back to it.
    const button = gridCell(admin, cell);
    const editor = editorOf(admin, cell);
    await button.focus();
    await admin.keyboard.press('Enter');
    await expect(editor).toBeVisible();
    await expect(editor.getByLabel('Amount')).toBeFocused();
    await admin.keyboard.press('Escape');
    await expect(editor).toBeHidden();
    await expect(button).toBeFocused();

    // A reason is required.
    await admin.keyboard.press('Enter');
    await editor.getByText('Set count', { exact: true }).click();
    await editor.getByLabel('Amount').fill('1');
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(editor.getByText('Choose a reason: received, counted, damaged or returned.')).toBeVisible();
    await editor.getByLabel('Reason').selectOption('Counted');
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(editor).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAccessibleName(/: 1 Low$/);
    await expect(newestMovement(admin)).toContainText('Counted');
    await expect(newestMovement(admin)).toContainText(owner.name);

    // A shopper buys that last unit, cash on delivery; the size is sold out in the shop.
    await signInWithStorage(page, request);
    const orderNumber = await buyLastUnitCashOnDelivery(page, cell);
    await expect(await storefrontSizeButton(page, cell)).toBeDisabled();

    await admin.reload();
    await expect(button).toHaveAccessibleName(/: 0 Sold out$/);
    const sale = newestMovement(admin);
    await expect(sale).toContainText('Order placed');
    await expect(sale).toContainText('\u22121');
    await sale.getByRole('link', { name: orderNumber }).click();
    await expect(admin.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
    await admin.goBack();

    // Taking away more than is left is refused with the server's words, under the amount.
    await button.click();
    await editor.getByText('Remove', { exact: true }).click();
    await editor.getByLabel('Amount').fill('1');
    await editor.getByLabel('Reason').selectOption('Damaged');
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(editor.getByLabel('Amount')).toHaveAccessibleDescription(
      'Only 0 left: stock cannot go below 0.',
    );
    await admin.keyboard.press('Escape');
    await expect(button).toHaveAccessibleName(/: 0 Sold out$/);

    // The owner restocks; the shop offers the size again.
    await changeStock(admin, cell, {
      mode: 'Add',
      amount: 5,
      reason: 'Received',
      note: 'Delivery from Jebel Ali',
    });
    await expect(button).toHaveAccessibleName(/: 5$/);
    const restock = newestMovement(admin);
    await expect(restock).toContainText('+5');
    await expect(restock).toContainText('Received');
    await expect(restock).toContainText('Delivery from Jebel Ali');
    await expect(await storefrontSizeButton(page, cell)).toBeEnabled();

    // The cell's history alone, from its editor; the filter is in the address.
    await button.click();
    await editor.getByRole('button', { name: 'Show its history' }).click();
    await expect(admin.getByRole('heading', { name: 'Stock history' })).toBeFocused();
    await expect(admin).toHaveURL(
      new RegExp(`\\?${new URLSearchParams({ colour: cell.colorName, size: cell.size })}$`),
    );
    const rows = admin.getByRole('table', { name: 'Stock history, newest first' }).getByRole('row');
    await expect(rows.filter({ has: admin.getByRole('link', { name: orderNumber }) })).toHaveCount(1);
    for (const row of (await rows.all()).slice(1)) await expect(row).toContainText(cell.colorName);

    // The low-stock line is the store's: raised to 5, the cell reads low; put back.
    const line = admin.getByRole('region', { name: 'Low-stock line' });
    await line.getByLabel('Low at (units or fewer)').fill('5');
    await line.getByRole('button', { name: 'Save line' }).click();
    await expect(line.getByText('Saved: low at 5 or fewer.')).toBeVisible();
    await expect(button).toHaveAccessibleName(/: 5 Low$/);
    await line.getByLabel('Low at (units or fewer)').fill('3');
    await line.getByRole('button', { name: 'Save line' }).click();
    await expect(line.getByText('Saved: low at 3 or fewer.')).toBeVisible();
    await expect(button).toHaveAccessibleName(/: 5$/);

    await admin.getByRole('button', { name: 'Show all' }).click();
    await expect(admin).toHaveURL(`/admin/products/${cell.product._id}/stock`);
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await admin.setViewportSize(viewport);
      const overflow = await admin.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'the stock page is wider than the screen').toBeLessThanOrEqual(0);
      await admin.screenshot({ path: shotPath(testInfo, `stock-${viewport.width}`), fullPage: true });
      await button.click();
      await expect(editor.getByLabel('Amount')).toBeFocused();
      await admin.screenshot({ path: shotPath(testInfo, `stock-editor-${viewport.width}`) });
      await admin.keyboard.press('Escape');
      await expect(button).toBeFocused();
    }
  } finally {
    await desk.close();
  }
  expect(errors).toEqual([]);
});

test('A member of staff reads the low-stock line but only an owner changes it', async ({ page, request }) => {
  const cell = await stockCell(request);
  await joinAsStaff(page);
  await page.goto(`/admin/products/${cell.product._id}/stock`);
  await expect(gridCell(page, cell)).toBeVisible();
  await expect(page.getByText('Only an owner can change this.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save line' })).toHaveCount(0);
});
