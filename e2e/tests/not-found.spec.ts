import type { Page } from '@playwright/test';
import { controlByServiceWorker } from '../support/service-worker';
import { expect, test } from '../support/test';

/** Addresses no page of the store answers: a probe for secrets, a made-up page, a product path too deep. */
const UNKNOWN_ADDRESSES = ['/no/such/page', '/.env', '/products/x/y/z/w'];
const UNKNOWN_PRODUCT = '/products/00000000-0000-4000-8000-000000000000';

async function expectNotFoundPage(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: '404, Page not found' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('img', { name: 'Little Souq' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test.describe('as a search engine or a scanner sees it', () => {
      // Crawlers and scanners run no service worker. In a browser tab the store's worker answers a page
      // route from its stored app (an unknown product among them, with a 200) once it takes control;
      // whether it had by a given navigation is a race this test must not run.
      test.use({ serviceWorkers: 'block' });

      test('An address the store has no page for shows the not-found page and answers 404', async ({
        page,
      }, testInfo) => {
        const policyErrors: string[] = [];
        page.on('console', (message) => {
          if (message.text().includes('Permissions-Policy')) policyErrors.push(message.text());
        });
        for (const url of UNKNOWN_ADDRESSES) {
          const response = await page.goto(url);
          expect(response?.status(), url).toBe(404);
          await expectNotFoundPage(page);
        }
        await page.screenshot({ path: testInfo.outputPath(`not-found-${width}.png`) });

        await page.getByRole('link', { name: 'Back to Home' }).click();
        await expect(page).toHaveURL('/');

        const product = await page.goto(UNKNOWN_PRODUCT);
        expect(product?.status()).toBe(404);
        await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible();

        expect((await page.goto('/privacy'))?.status()).toBe(200);
        await expect(page.getByRole('heading', { name: 'Privacy Policy' })).toBeVisible();
        // Chromium names every feature of the store's Permissions-Policy it does not know in the console.
        expect(policyErrors).toEqual([]);
      });
    });
  });
}

test('In a tab the service worker controls, an unknown address still shows the not-found page and answers 404', async ({
  page,
}) => {
  await page.goto('/');
  await controlByServiceWorker(page);

  for (const url of ['/products/x/y/z/w', '/cart/extra']) {
    // The worker leaves an address that is no page of the store to the network.
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(404);
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await expectNotFoundPage(page);
  }
  // Shaped like a product's address (category, title, id), so the worker's stored app answers it.
  await page.goto('/no/such/page');
  await expectNotFoundPage(page);

  await page.goto(UNKNOWN_PRODUCT);
  await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible();
});
