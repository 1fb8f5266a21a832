import { randomInt } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';

const THANKS = 'Almost done: check your email to confirm your subscription.';

/** An address no other test (or earlier run on the same database) has used. */
function newAddress(): string {
  return `reader.${Date.now()}.${randomInt(1_000_000)}@example.com`;
}

/** The home page without its once-a-session popup, scrolled down to the newsletter field. */
async function openNewsletter(page: Page) {
  await page.addInitScript(() => sessionStorage.setItem('homePopupShown', '1'));
  await page.goto('/');
  const field = page.getByRole('textbox', { name: 'Email address' });
  await field.scrollIntoViewIfNeeded();
  return field;
}

for (const [label, viewport] of [
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`On a ${label}`, () => {
    test.use({ viewport });

    test('A shopper subscribes to the newsletter', async ({ page, request }) => {
      const email = newAddress();
      const field = await openNewsletter(page);
      await expect(page.getByRole('heading', { name: 'Join our newsletter' })).toBeVisible();
      await expect(field).toHaveAttribute('type', 'email');
      await expect(field).toHaveAttribute('required', '');
      await expect(field).toHaveAttribute('autocomplete', 'email');

      // Typed as a shopper might: stray spaces and capitals are the same address.
      await field.fill(`  ${email.toUpperCase()} `);
      const answer = page.waitForResponse('**/api/newsletter');
      await page.getByRole('button', { name: 'Subscribe' }).click();
      expect((await answer).status()).toBe(200);
      expect((await answer).request().postDataJSON()).toEqual({ email });

      await expect(page.getByRole('status').filter({ hasText: THANKS })).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Email address' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Subscribe' })).toHaveCount(0);

      // Subscribing the same address again is accepted with the same thanks: idempotent, and it reveals nothing.
      const again = await request.post('/api/newsletter', { data: { email } });
      expect(again.status()).toBe(200);
      expect(await again.json()).toEqual({ success: true, message: THANKS });
    });

    test('An invalid address shows the field error', async ({ page }) => {
      let calls = 0;
      page.on('request', (r) => {
        if (r.url().endsWith('/api/newsletter')) calls += 1;
      });
      const field = await openNewsletter(page);
      await field.fill('not-an-email');
      await page.getByRole('button', { name: 'Subscribe' }).click();

      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription('Enter a valid email address.');
      await expect(page.getByText('Enter a valid email address.')).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: THANKS })).toHaveCount(0);
      expect(calls).toBe(0);
    });

    test('When the store cannot be reached the shopper is told and keeps the typed address', async ({
      page,
    }) => {
      const email = newAddress();
      let dropConnection = () => {};
      const dropped = new Promise<void>((resolve) => {
        dropConnection = resolve;
      });
      await page.route('**/api/newsletter', async (route) => {
        await dropped;
        await route.abort('internetdisconnected');
      });
      const field = await openNewsletter(page);
      await field.fill(email);
      await page.getByRole('button', { name: 'Subscribe' }).click();

      await expect(page.getByRole('button', { name: 'Subscribing...' })).toBeDisabled();
      dropConnection();
      await expect(
        page.getByRole('alert').filter({ hasText: 'Could not reach the store. Check your connection' }),
      ).toBeVisible();
      await expect(field).toHaveValue(email);
      await expect(page.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    });
  });
}
