import { readFile, writeFile } from 'node:fs/promises';
import { signInAsOwnStoreOwner, useOwnStore } from '../support/own-store';
import { expectNoSidewaysScroll, shotPath } from '../support/screens';
import { expect, test } from '../support/test';

/**
 * An import changes the catalogue the storefront specs count, so these tests run on a store of their own, one
 * after another.
 */
useOwnStore('csv');

/**
 * The products file with one product's price changed on all its rows, and with `wrong`, the last row's
 * category one the store does not have.
 */
function edited(csv: string, sku: string, price: number, wrong: boolean): string {
  const lines = csv.split('\r\n');
  return lines
    .map((line) => (line.startsWith(`${sku},`) ? line.replace(/,(\d+)\.00,/, `,${price}.00,`) : line))
    .map((line, i) =>
      wrong && i === lines.length - 2 ? line.replace(/,(Boys|Girls|Unisex),/, ',Kids,') : line,
    )
    .join('\r\n');
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`At ${viewport.width} px the owner downloads the products, checks an edited file, sees its error, fixes it and imports it`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    // Each run sets a price of its own: the runs share one store, one after the other.
    const price = viewport.width === 1280 ? 77 : 39;
    await signInAsOwnStoreOwner(page.request);
    await page.goto('/admin/import-export');
    await expect(page.getByRole('heading', { name: 'Import & export' })).toBeVisible();
    await expectNoSidewaysScroll(page, 'import-export');
    await page.screenshot({ path: shotPath(testInfo, `import-export-${viewport.width}`), fullPage: true });

    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download products CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = (await readFile((await download.path()) ?? '')).toString('utf8');
    expect(csv.startsWith('\ufeffSKU,Name,')).toBe(true);
    const sku = csv.split('\r\n')[1]?.split(',')[0] ?? '';

    const wrong = testInfo.outputPath('products-wrong.csv');
    await writeFile(wrong, edited(csv, sku, price, true));
    await page.getByLabel('Products CSV file').setInputFiles(wrong);
    await page.getByRole('button', { name: 'Check file' }).click();
    await expect(page.getByRole('heading', { name: 'Checked: nothing is written yet' })).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: '1 row has an error' })).toBeVisible();
    // A table row from a tablet up, a card on a phone.
    await expect(
      page.getByText('Unknown category "Kids": use Boys, Girls, Unisex.').filter({ visible: true }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Apply import' })).toBeDisabled();
    await expectNoSidewaysScroll(page, 'import-errors');
    await page.screenshot({ path: shotPath(testInfo, `import-errors-${viewport.width}`), fullPage: true });

    const right = testInfo.outputPath('products-right.csv');
    await writeFile(right, edited(csv, sku, price, false));
    await page.getByLabel('Products CSV file').setInputFiles(right);
    await page.getByRole('button', { name: 'Check file' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'No errors' })).toBeVisible();
    await expect(
      page
        .getByText(new RegExp(`Price \\(AED\\) \\d+\\.00 → ${price}\\.00`))
        .filter({ visible: true })
        .first(),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Apply import' }).click();
    await expect(page.getByRole('heading', { name: 'Imported' })).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: /^Done: / })).toBeVisible();
    await expectNoSidewaysScroll(page, 'import-done');

    const product = await page.request.get(`/api/admin/products?q=${encodeURIComponent(sku)}&archived=all`);
    expect((await product.json()).products[0]).toMatchObject({ sku, price });
  });
}

test('Orders and products are offered as CSV where staff list them', async ({ page }) => {
  await signInAsOwnStoreOwner(page.request);
  await page.goto('/admin/orders?from=2026-01-01&to=2026-01-31');
  const orders = page.getByRole('link', { name: /^Export CSV/ });
  await expect(orders).toHaveAttribute('href', '/api/admin/export/orders.csv?from=2026-01-01&to=2026-01-31');
  await page.goto('/admin/products');
  await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
    'href',
    '/api/admin/export/products.csv',
  );
  await page.getByRole('link', { name: 'Import CSV' }).click();
  await expect(page.getByRole('heading', { name: 'Import products' })).toBeVisible();
});
