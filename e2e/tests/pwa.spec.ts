import type { Locator, Page } from '@playwright/test';
import { STORE_NAME } from '../../packages/shared/src/config/store';
import { catalogue, type ListedProduct } from '../support/catalogue';
import { controlByServiceWorker } from '../support/service-worker';
import { expect, test } from '../support/test';

/** The path an image loaded from, once it has loaded; '' while it has not. */
function loadedImagePath(image: Locator): Promise<string> {
  return image.evaluate((img: HTMLImageElement) =>
    img.complete && img.naturalWidth > 0 ? new URL(img.currentSrc).pathname : '',
  );
}

async function expectProductImageLoaded(image: Locator): Promise<string> {
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => loadedImagePath(image)).toMatch(/^\/uploads\//);
  return loadedImagePath(image);
}

/** The service worker stores a response after handing it to the page; wait until it has. */
async function expectCached(page: Page, url: string): Promise<void> {
  await expect.poll(() => page.evaluate(async (u) => (await caches.match(u)) !== undefined, url)).toBe(true);
}

/** The calls the home page makes for its sections (apps/web/src/features/home). */
const HOME_LISTS = [
  '/api/products?collection=flash&limit=20',
  '/api/products?collection=bestofkids&limit=20',
  '/api/products?collection=bestseller&limit=20',
  '/api/products?limit=20',
];

const productHeading = (page: Page, product: ListedProduct) =>
  page.getByRole('heading', { level: 1, name: product.name });

test.describe('offline', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('After a first visit, a shopper offline still sees the home page and the products they opened', async ({
    page,
    context,
    request,
  }) => {
    const products = await catalogue(request);
    await page.goto('/');
    await controlByServiceWorker(page);

    // Online: the shopper opens the first card they see, and a second product from a shared link.
    const card = page.getByRole('article').filter({ visible: true }).first();
    const cardImage = await expectProductImageLoaded(card.getByRole('img'));
    const cardName = (await card.getByRole('heading').textContent()) ?? '';
    const tapped = products.find((p) => p.name === cardName);
    if (!tapped) throw new Error(`the home card '${cardName}' is not in the catalogue`);
    await card.getByRole('link', { name: cardName }).click();
    await expect(productHeading(page, tapped)).toBeVisible();

    const linked = products.find((p) => p._id !== tapped._id);
    if (!linked) throw new Error('the seed has more than one product');
    await page.goto(`/products/${linked._id}`);
    await expect(productHeading(page, linked)).toBeVisible();
    await expectCached(page, cardImage);
    await expectCached(page, `/api/product/${linked._id}`);

    await context.setOffline(true);

    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    const offlineCard = page.getByRole('article').filter({ hasText: cardName }).first();
    expect(await expectProductImageLoaded(offlineCard.getByRole('img'))).toBe(cardImage);
    await offlineCard.getByRole('link', { name: cardName }).click();
    await expect(productHeading(page, tapped)).toBeVisible();

    await page.goto(`/products/${linked._id}`);
    await expect(productHeading(page, linked)).toBeVisible();
  });

  test('Offline, a product never opened shows the store’s own error and a non-page address the offline page', async ({
    page,
    context,
    request,
  }) => {
    const [product] = await catalogue(request);
    if (!product) throw new Error('the seed has products');
    await page.goto('/');
    await controlByServiceWorker(page);
    // The home page's lists are what it shows offline later: they must have reached the cache first.
    await expect(page.getByRole('article').first()).toBeVisible();
    for (const list of HOME_LISTS) await expectCached(page, list);
    await context.setOffline(true);

    await page.goto(`/products/${product._id}`);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Could not reach the store');

    await page.goto('/api/health');
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    await expect(page.getByRole('banner')).toContainText(STORE_NAME);
    // Retry reloads the page: the link is clicked on the page it reloads to, not on the one it leaves.
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Retry' }).click();
    await reloaded;
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('article').first()).toBeAttached();

    // Back online, the offline page retries by itself.
    await page.goto('/api/health');
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    await context.setOffline(false);
    await expect(page.locator('body')).toContainText('"database":"up"', { timeout: 15_000 });
  });

  test('Offline, a device that chose Arabic gets the offline page in Arabic', async ({ page, context }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'العربية' }).first().click();
    await expect(page).toHaveURL('/ar');
    await controlByServiceWorker(page);
    await context.setOffline(true);

    await page.goto('/api/health');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'لا يوجد اتصال بالإنترنت' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'إعادة المحاولة' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'الذهاب إلى الصفحة الرئيسية' })).toHaveAttribute(
      'href',
      '/ar',
    );
    await context.setOffline(false);
  });
});

test('Chromium can install the store: a valid manifest, its icons and a service worker, within the CSP', async ({
  playwright,
  launchOptions,
  baseURL,
  request,
}) => {
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ name: STORE_NAME, start_url: '/', display: 'standalone' });
  expect(
    manifest.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`),
  ).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const { src } of manifest.icons as { src: string }[]) {
    const icon = await request.get(src);
    expect(icon.headers()['content-type'], src).toBe('image/png');
  }

  // A browser profile of its own: Chromium never offers installing from an incognito window, which is what a
  // test's ordinary browser context is.
  const context = await playwright.chromium.launchPersistentContext('', { ...launchOptions, baseURL });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) violations.push(message.text());
    });
    await page.goto('/');
    await controlByServiceWorker(page);
    const cdp = await context.newCDPSession(page);
    expect((await cdp.send('Page.getAppManifest')).errors).toEqual([]);
    expect((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
    expect(violations).toEqual([]);
  } finally {
    await context.close();
  }
});
