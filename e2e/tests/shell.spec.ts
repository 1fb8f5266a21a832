import { expect, test } from '../support/test';

test('Every page shows the offer banner, the header and the footer', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByText('Save up to 20% for all Products')).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Track your Order' })).toHaveAttribute('href', '/orders');
  await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  for (const name of [
    'Help',
    'Contact',
    'Size Guide',
    'Make Return',
    'Our Story',
    'Reviews',
    'Terms and Conditions',
  ]) {
    await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
  }
  for (const name of ['Instagram', 'Facebook', 'Snapchat', 'TikTok']) {
    await expect(footer.getByRole('link', { name })).toHaveAttribute('href', /^https:\/\//);
  }
  await expect(page.getByRole('link', { name: 'Chat with us on WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/\d+$/,
  );
});

test('An unknown address shows the 404 page', async ({ page }) => {
  await page.goto('/nope');
  await expect(page.getByRole('heading', { name: '404, Page not found' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('img', { name: 'Little Souq' })).toBeVisible();
});

test('The privacy page states its effective date and where data is kept', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByText('Effective October 14, 2025')).toBeVisible();
  await expect(page.getByText(/PostgreSQL database/)).toBeVisible();
  await expect(page.getByText('We use no cookies and no trackers.')).toBeVisible();
});

test('Typing in the header search lists matching products; Enter opens /products/{text}', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const search = page.getByRole('combobox', { name: 'Search products' });
  await search.pressSequentially('dress');
  await expect(page).toHaveURL('/products?search=dress');
  await search.press('Enter');
  await expect(page).toHaveURL('/products/dress');
  await expect(page.getByRole('article').first()).toContainText(/dress/i);
});

test('The seeded catalogue is listed with images that load', async ({ page, request }) => {
  const list = await (await request.get('/api/product/list')).json();
  expect(list.success).toBe(true);
  expect(list.products.length).toBeGreaterThanOrEqual(60);

  await page.goto('/products');
  const firstImage = page.getByRole('article').first().getByRole('img');
  await expect(firstImage).toBeVisible();
  await expect
    .poll(() => firstImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('The bottom bar shows Home, Categories, Cart and Profile', async ({ page }) => {
    await page.goto('/');
    const bar = page.getByRole('navigation', { name: 'Quick links' });
    await expect(bar).toBeVisible();
    for (const name of ['Home', 'Categories', 'Cart', 'Profile']) {
      await expect(bar.getByText(name, { exact: true })).toBeVisible();
    }
    await bar.getByRole('button', { name: 'Categories' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Girls' }).click();
    await expect(page).toHaveURL('/products?category=Girls');
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('The bottom bar is hidden and the header shows the shop links', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Quick links' })).toBeHidden();
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Shop' });
    await expect(nav.getByRole('link', { name: 'Boys' })).toHaveAttribute('href', '/products?category=Boys');
    await expect(page.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  });
});

test('Each page names itself in the tab title and describes itself for search engines', async ({
  page,
  request,
}) => {
  const { products } = (await (await request.get('/api/product/list')).json()) as {
    products: { _id: string; name: string }[];
  };
  const product = products[0];
  if (!product) throw new Error('the seed has products');
  const description = page.locator('meta[name="description"]');

  await page.goto('/');
  await expect(page).toHaveTitle("Little Souq — kids' clothing, shoes and toys");
  await page.goto('/products?category=Girls');
  await expect(page).toHaveTitle('Girls Collection | Little Souq');
  await page.goto(`/products/${product._id}`);
  await expect(page).toHaveTitle(`${product.name} | Little Souq`);
  await expect(description).not.toHaveAttribute('content', /delivered across the UAE/);
  await page.goto('/privacy');
  await expect(page).toHaveTitle('Privacy Policy | Little Souq');
  await page.goto('/nope');
  await expect(page).toHaveTitle('Page not found | Little Souq');
});
