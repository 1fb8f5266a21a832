import { startStore } from '../support/store-server';
import { expect, test } from '../support/test';

/** A port of its own, apart from the suite's store (playwright.config.ts picks that one in 4100-4899). */
const FRESH_STORE_PORT = 4900 + Math.floor(Math.random() * 90);

test('A store started with no owner prints a setup link, and opening it makes the first owner', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  // No ADMIN_EMAIL: as `npm start` runs the demo store. Info level, so the startup line is written. A
  // second store migrating and seeding while the suite's store and two browsers share the cores can take
  // minutes, as the specs on stores of their own allow (support/own-store.ts).
  const store = await startStore(
    FRESH_STORE_PORT,
    { ADMIN_EMAIL: '', ADMIN_PASSWORD: '', LOG_LEVEL: 'info' },
    { startupMs: 180_000 },
  );
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const setupLine =
      /set up the back office \(link valid 24 h\): (http:\/\/localhost:\d+\/admin\/setup\?token=[\w-]+)/;
    // The store answers its health check as soon as it listens; the line it logs next may reach this
    // process's pipe a moment later.
    await expect.poll(() => setupLine.exec(store.output())?.[1], { timeout: 10_000 }).toBeTruthy();
    const link = setupLine.exec(store.output())?.[1];
    // The store names itself localhost; the test reaches it at 127.0.0.1, where its cookie will belong.
    const { pathname, search } = new URL(link ?? '');
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${FRESH_STORE_PORT}${pathname}${search}`);
    await expect(page.getByRole('heading', { name: 'Set up the back office' })).toBeVisible();
    await page.getByLabel('Your name').fill('Mariam Al Suwaidi');
    await page.getByLabel('Email').fill('mariam@littlesouq.test');
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Create owner account' }).click();
    await expect(page.getByText('Password must be at least 12 characters.')).toBeVisible();
    await page.getByLabel('Password').fill('the first owner’s password');
    await page.getByRole('button', { name: 'Create owner account' }).click();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText('Signed in as Mariam Al Suwaidi')).toBeVisible();

    // The link works once.
    const again = await context.newPage();
    await again.goto(`http://127.0.0.1:${FRESH_STORE_PORT}${pathname}${search}`);
    await expect(again.getByText('This link is not valid or has expired.')).toBeVisible();
  } finally {
    await context.close();
    await store.stop();
  }
});
