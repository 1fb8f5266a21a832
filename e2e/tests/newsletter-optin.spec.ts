import { randomInt } from 'node:crypto';
import { linkIn, waitForMail } from '../support/mailbox';
import { expectNoSidewaysScroll, shotPath } from '../support/screens';
import { expect, test } from '../support/test';

const THANKS = 'Almost done: check your email to confirm your subscription.';
const CONFIRMED = 'Your subscription is confirmed. Welcome to the Little Souq newsletter!';
const UNSUBSCRIBED = 'You are unsubscribed. We will not send you our newsletter again.';

/** An address no other test (or earlier run on the same database) has used. */
const newAddress = () => `opt.in.${Date.now()}.${randomInt(1_000_000)}@example.com`;

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('A reader subscribes, confirms from the email, then unsubscribes from the link in the newsletter', async ({
      page,
    }, testInfo) => {
      const email = newAddress();
      await page.goto('/');
      const field = page.getByRole('textbox', { name: 'Email address' });
      await field.scrollIntoViewIfNeeded();
      await field.fill(email);
      await page.getByRole('button', { name: 'Subscribe' }).click();
      await expect(page.getByRole('status').filter({ hasText: THANKS })).toBeVisible();

      const confirmation = await waitForMail(email, /^Confirm your Little Souq newsletter subscription$/);
      const confirmLink = linkIn(confirmation, '/newsletter/confirm');
      await page.goto(confirmLink);
      await expect(page.getByRole('heading', { name: 'You are subscribed' })).toBeVisible();
      await expect(page.getByText(CONFIRMED)).toBeVisible();
      await expect(page).toHaveTitle('Confirm your subscription | Little Souq');
      await expectNoSidewaysScroll(page, 'the confirmation page');
      await page.screenshot({ path: shotPath(testInfo, `newsletter-confirmed-${viewport.width}`) });

      // The link works once.
      await page.goto(confirmLink);
      await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
      await expect(page.getByText(/This confirmation link no longer works/)).toBeVisible();
      await page.screenshot({ path: shotPath(testInfo, `newsletter-confirm-used-${viewport.width}`) });

      const welcome = await waitForMail(email, /^You are subscribed to Little Souq news$/);
      await page.goto(linkIn(welcome, '/newsletter/unsubscribe'));
      await expect(page.getByRole('heading', { name: 'Unsubscribe from our newsletter?' })).toBeVisible();
      await expectNoSidewaysScroll(page, 'the unsubscribe page');
      await page.screenshot({ path: shotPath(testInfo, `newsletter-unsubscribe-${viewport.width}`) });
      await page.getByRole('button', { name: 'Unsubscribe' }).click();
      await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
      await expect(page.getByText('We will not send our newsletter to this address again.')).toBeVisible();
      await page.screenshot({ path: shotPath(testInfo, `newsletter-unsubscribed-${viewport.width}`) });
    });
  });
}

test('A mail app unsubscribes with one click (RFC 8058), and a link without its token says so', async ({
  page,
  request,
}) => {
  const email = newAddress();
  expect((await request.post('/api/newsletter', { data: { email } })).ok()).toBe(true);
  const confirmation = await waitForMail(email, /^Confirm your Little Souq newsletter subscription$/);
  const token = new URL(linkIn(confirmation, '/newsletter/confirm'), 'http://store').searchParams.get(
    'token',
  );
  expect((await request.post('/api/newsletter/confirm', { data: { token } })).ok()).toBe(true);
  const unsubscribe = linkIn(await waitForMail(email, /^You are subscribed/), '/newsletter/unsubscribe');

  const oneClick = await request.post(unsubscribe, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  });
  expect(oneClick.status()).toBe(200);
  expect(await oneClick.json()).toEqual({ success: true, message: UNSUBSCRIBED });

  await page.goto('/newsletter/unsubscribe');
  await expect(page.getByRole('heading', { name: 'This unsubscribe link is incomplete' })).toBeVisible();
});
