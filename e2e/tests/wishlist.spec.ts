import type { APIRequestContext, Page } from '@playwright/test';
import { sizeButton } from '../support/product-page';
import { newShopper, registerViaApi } from '../support/shoppers';
import { expect, test } from '../support/test';

interface ListedSize {
  size: string;
  stocks: number;
}
interface ListedProduct {
  _id: string;
  name: string;
  variants: { sizes: ListedSize[] }[];
}

/** Products whose first colour has a size in stock, with that size (the product page opens on that colour). */
async function inStockProducts(
  request: APIRequestContext,
): Promise<{ product: ListedProduct; size: string }[]> {
  const { products } = (await (await request.get('/api/product/list')).json()) as {
    products: ListedProduct[];
  };
  return products.flatMap((product) => {
    const size = product.variants[0]?.sizes.find((s) => s.stocks > 0)?.size;
    return size ? [{ product, size }] : [];
  });
}

/*
 * The e2e server allows 30 login and register calls per IP and window for the whole suite, so each test
 * here makes as few as it can: the form sign-in only where the story is the shopper's own, elsewhere the
 * session register hands out, stored as the login page would have stored it.
 */

/** A new shopper, signed in through the login form (two auth calls). */
async function signInThroughTheForm(page: Page, request: APIRequestContext): Promise<void> {
  const shopper = newShopper();
  await registerViaApi(request, shopper);
  await page.goto('/login');
  await page.getByLabel('Email or Mobile Number').fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/');
}

/** A new shopper whose session is in local storage before the first page loads (one auth call). */
async function signedInShopper(page: Page, request: APIRequestContext): Promise<string> {
  const shopper = newShopper();
  const res = await request.post('/api/user/register', {
    data: { name: shopper.name, email: shopper.email, password: shopper.password, phone: shopper.phone },
  });
  if (!res.ok()) throw new Error(`register failed: ${res.status()} ${await res.text()}`);
  const { token, user, userId } = (await res.json()) as { token: string; user: unknown; userId: string };
  await page.addInitScript(
    (session) => {
      localStorage.setItem('token', session.token);
      localStorage.setItem('user', session.user);
      localStorage.setItem('userId', session.userId);
    },
    { token, user: JSON.stringify(user), userId },
  );
  return token;
}

/** Saves items as the product page would have, with the shopper's token (a 'token' header). */
async function saveViaApi(
  request: APIRequestContext,
  token: string,
  items: { product: ListedProduct; size: string }[],
): Promise<void> {
  for (const { product, size } of items) {
    const res = await request.post('/api/wishlist/add', {
      headers: { token },
      data: { itemId: product._id, size, quantity: 1 },
    });
    if (!res.ok()) throw new Error(`wishlist add failed: ${res.status()} ${await res.text()}`);
  }
}

async function firstInStock(request: APIRequestContext): Promise<{ product: ListedProduct; size: string }> {
  const [choice] = await inStockProducts(request);
  if (!choice) throw new Error('The seeded catalogue has no product in stock');
  return choice;
}

const savedItem = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Wishlist items' }).getByRole('listitem').filter({ hasText: name });

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('A guest is asked to sign in to see the wishlist', async ({ page }) => {
      await page.goto('/wishlist');
      await expect(page.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeVisible();
      await expect(page).toHaveTitle('Wishlist | Little Souq');
      await expect(page.getByText('Please login to see your wishlist.')).toBeVisible();
      await page.getByRole('link', { name: 'Go to Login' }).click();
      await expect(page).toHaveURL('/login');
    });

    test('A shopper saves a product to the wishlist and removes it', async ({ page, request }) => {
      const { product, size } = await firstInStock(request);
      await signInThroughTheForm(page, request);

      await page.goto(`/products/${product._id}`);
      const heart = page.getByRole('button', { name: 'Add to wishlist' });
      await heart.click();
      await expect(page.getByText('Please select a size')).toBeVisible();
      await sizeButton(page, size).click();
      await expect(sizeButton(page, size)).toHaveAttribute('aria-pressed', 'true');
      await heart.click();
      await expect(page.getByText('Added to wishlist!')).toBeVisible();
      // The product page's own price comes first; related products' cards follow it.
      const price = (await page.locator('[data-price="now"]').first().textContent()) ?? '';
      expect(price).toMatch(/^AED \d+\.\d{2}$/);

      await page.getByRole('link', { name: 'Wishlist', exact: true }).click();
      await expect(page).toHaveURL('/wishlist');
      const item = savedItem(page, product.name);
      await expect(item.getByRole('heading', { name: product.name })).toBeVisible();
      await expect(item.locator('[data-price="now"]')).toHaveText(price);
      await expect(item.getByRole('link', { name: product.name })).toHaveAttribute(
        'href',
        new RegExp(`/${product._id}$`),
      );

      await page.getByRole('button', { name: `Remove ${product.name}` }).click();
      await expect(page.getByText('Removed from wishlist')).toBeVisible();
      await expect(page.getByText('No items in wishlist')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/products');
    });

    test('The wishlist survives a reload', async ({ page, request }) => {
      const saved = (await inStockProducts(request)).slice(0, 2);
      await saveViaApi(request, await signedInShopper(page, request), saved);

      await page.goto('/wishlist');
      await expect(page.getByText('2 items saved')).toBeVisible();
      for (const { product } of saved) await expect(savedItem(page, product.name)).toBeVisible();
      await page.reload();
      await expect(page.getByText('2 items saved')).toBeVisible();
      for (const { product } of saved) await expect(savedItem(page, product.name)).toBeVisible();
    });
  });
}

// What happens when the store fails does not depend on the width, so this runs once.
test('A shopper is told when the wishlist cannot be loaded or an item cannot be removed', async ({
  page,
  request,
}) => {
  const choice = await firstInStock(request);
  await saveViaApi(request, await signedInShopper(page, request), [choice]);

  let failing = true;
  await page.route('**/api/wishlist/get', (route) =>
    failing ? route.fulfill({ status: 503, json: { success: false, message: 'Down' } }) : route.fallback(),
  );
  await page.goto('/wishlist');
  await expect(page.getByText('Error fetching wishlist')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'could not be loaded' })).toBeVisible();
  failing = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(savedItem(page, choice.product.name)).toBeVisible();

  await page.route('**/api/wishlist/remove', (route) =>
    route.fulfill({ status: 503, json: { success: false, message: 'Down' } }),
  );
  const remove = page.getByRole('button', { name: `Remove ${choice.product.name}` });
  await remove.click();
  await expect(page.getByText('Error removing item')).toBeVisible();
  await expect(savedItem(page, choice.product.name)).toBeVisible();
  await expect(remove).toBeEnabled();
});
