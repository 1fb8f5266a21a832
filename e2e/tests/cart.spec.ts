import type { APIRequestContext, Page } from '@playwright/test';
import { aed, catalogue, sizeLabel, unitPrice } from '../support/catalogue';
import { chooseColourAndSize } from '../support/product-page';
import { newShopper, registerViaApi, type Shopper, signInWithStorage } from '../support/shoppers';
import { expect, test } from '../support/test';

/** A product off flash sale whose first two colours both have at least 3 of one size. */
async function twoColourProduct(request: APIRequestContext) {
  for (const product of await catalogue(request)) {
    if (product.flashsale) continue;
    const [a, b] = product.variants;
    const size = a?.sizes.find(
      (s) => s.stocks >= 3 && (b?.sizes.find((t) => t.size === s.size)?.stocks ?? 0) >= 3,
    );
    if (a && b && size) return { product, first: a.colorName, second: b.colorName, size: size.size };
  }
  throw new Error('The seeded catalogue has no product with two colours in stock in one size');
}

async function signInThroughTheForm(page: Page, shopper: Shopper): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email or Mobile Number').fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/');
}

async function addToCart(page: Page, colorName: string, size: string, quantity: number): Promise<void> {
  await chooseColourAndSize(page, colorName, size);
  await page.getByLabel('Quantity').selectOption(String(quantity));
  // An earlier add's toast may still show, so it is the server's answer that says this one was kept.
  const kept = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/cart/add');
  await page.getByRole('button', { name: 'ADD TO CART' }).click();
  expect((await kept).ok()).toBe(true);
  await expect(page.getByText('Added to cart!').last()).toBeVisible();
}

test('A guest sees the login prompt on the cart page', async ({ page }) => {
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Please login to add your cart.' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Login' }).click();
  await expect(page).toHaveURL('/login');
});

test('A signed-in shopper with nothing in the cart is sent to browse', async ({ page, request }) => {
  const shopper = newShopper();
  await registerViaApi(request, shopper);
  await signInThroughTheForm(page, shopper);
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/products');
});

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`A shopper keeps two colours of one size in the cart, changes and removes lines (${viewport.width} px)`, async ({
    page,
    request,
    browser,
  }) => {
    await page.setViewportSize(viewport);
    const { product, first, second, size } = await twoColourProduct(request);
    const unit = unitPrice(product);
    const shopper = newShopper();
    await registerViaApi(request, shopper);
    await signInThroughTheForm(page, shopper);

    await page.goto(`/products/${product._id}`);
    await addToCart(page, first, size, 2);
    await addToCart(page, second, size, 1);
    await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();

    const catalogueCalls: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/api/product')) catalogueCalls.push(`${url.pathname}${url.search}`);
    });
    await page.goto('/cart');
    const lines = page.getByRole('list', { name: 'Cart items' }).getByRole('listitem');
    await expect(lines).toHaveCount(2);
    await expect(lines.filter({ hasText: first })).toContainText(`Size: ${sizeLabel(size)}`);
    await expect(lines.filter({ hasText: second })).toContainText(`Size: ${sizeLabel(size)}`);
    const totalOf = (units: number) => units * unit + (units * unit > 169 ? 0 : 25);
    await expect(page.getByTestId('cart-total')).toHaveText(aed(totalOf(3)));
    // The cart prices its lines from just its own products, not the whole catalogue.
    expect(catalogueCalls).toEqual([`/api/products?ids=${product._id}&limit=1`]);

    await lines.filter({ hasText: second }).getByLabel('Qty').selectOption('3');
    await expect(page.getByTestId('cart-total')).toHaveText(aed(totalOf(5)));
    await expect(page.getByRole('link', { name: 'Cart, 5 items' })).toBeVisible();

    await lines
      .filter({ hasText: first })
      .getByRole('button', { name: /^Remove / })
      .click();
    await expect(page.getByText('Item removed from cart!')).toBeVisible();
    await expect(lines).toHaveCount(1);
    await expect(page.getByTestId('cart-total')).toHaveText(aed(totalOf(3)));

    await page.reload();
    await expect(lines).toHaveCount(1);
    await expect(lines.first()).toContainText(second);

    // Another device: its own storage, so the cart can only come from the server.
    const otherDevice = await browser.newContext({ viewport });
    const other = await otherDevice.newPage();
    await other.addInitScript(() => sessionStorage.setItem('homePopupShown', '1'));
    await signInThroughTheForm(other, shopper);
    await other.goto('/cart');
    const otherLines = other.getByRole('list', { name: 'Cart items' }).getByRole('listitem');
    await expect(otherLines).toHaveCount(1);
    await expect(otherLines.first().getByLabel('Qty')).toHaveValue('3');

    await other.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expect(other).toHaveURL('/checkout');
    await otherDevice.close();
  });
}

test('Logging out empties the cart on this device; logging back in brings it back', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const { product, first, size } = await twoColourProduct(request);
  const shopper = newShopper();
  await registerViaApi(request, shopper);
  await signInThroughTheForm(page, shopper);
  await page.goto(`/products/${product._id}`);
  await addToCart(page, first, size, 1);

  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();

  await signInThroughTheForm(page, shopper);
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
});

test('A cart add reaches the server even when the shopper leaves the page while it is on the way', async ({
  page,
  request,
}) => {
  const { token } = await signInWithStorage(page, request);
  const { product, first, size } = await twoColourProduct(request);
  await page.goto(`/products/${product._id}`);
  await chooseColourAndSize(page, first, size);
  // A slow network: the add is still on its way when the shopper leaves.
  await page.route('**/api/cart/add', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  const sent = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/cart/add');
  await page.getByRole('button', { name: 'ADD TO CART' }).click();
  await sent;
  await page.goto('about:blank');

  await expect
    .poll(async () => {
      const res = await request.post('/api/cart/get', { headers: { token }, data: {} });
      const { cartData } = (await res.json()) as { cartData: Record<string, unknown> };
      return Object.keys(cartData);
    })
    .toEqual([product._id]);
});
