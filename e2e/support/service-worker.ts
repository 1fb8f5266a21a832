import type { Page } from '@playwright/test';
import { expect } from './test';

/**
 * Waits for the service worker to be activated (`ready` can resolve while it is still activating),
 * then reloads so that the page and everything it asks for go through it.
 */
export async function controlByServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const worker = (await navigator.serviceWorker.ready).active;
    if (!worker || worker.state === 'activated') return;
    await new Promise<void>((resolve) =>
      worker.addEventListener('statechange', () => worker.state === 'activated' && resolve()),
    );
  });
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
}
