// Playwright's own test, not support/test.ts: its start-up script (the home page's popup) would run in the
// e-mail's sandboxed frame too, which may not touch storage, and report an error there.
import { expect, type Page, test } from '@playwright/test';
import { middleLine, placeCodOrder, shopperWithToken } from '../support/cod-orders';
import { waitForMail } from '../support/mailbox';
import { shootScreen } from '../support/screens';
import { joinAsStaff, signInAsOwner } from '../support/staff';

/** What the browser reports as wrong while the test runs: a script error, or a frame the CSP refused. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('The owner finds a cash order’s confirmation in the Outbox and reads it as the shopper did', async ({
      page,
      request,
    }, testInfo) => {
      const errors = watchErrors(page);
      const { shopper, token } = await shopperWithToken(request);
      const line = await middleLine(request, viewport.width === 1280 ? 8 : 9);
      const order = await placeCodOrder(request, token, line);
      const subject = `Thank you for your order ${order.orderNumber}`;
      // The suite's store sends through a mail server: the confirmation has gone once it arrives there.
      await waitForMail(shopper.email, new RegExp(`^${subject}$`));

      await signInAsOwner(page.request);
      await page.goto('/admin');
      await page
        .getByRole('navigation', { name: 'Back office' })
        .getByRole('link', { name: 'Outbox' })
        .click();
      await expect(page.getByRole('heading', { name: 'Outbox', level: 1 })).toBeVisible();
      await expect(page.getByText('E-mail goes out through your mail server.')).toBeVisible();
      // The shopper's other e-mails (their welcome) are listed too.
      const listed = page
        .getByRole(viewport.width === 1280 ? 'row' : 'listitem')
        .filter({ hasText: shopper.email })
        .filter({ hasText: subject });
      await expect(listed).toContainText('Order confirmation');
      await expect(listed).toContainText('Sent');
      await shootScreen(page, testInfo, 'outbox');

      // Only sent e-mails, then all of them again: the filter lives in the address.
      await page.getByLabel('Status').selectOption('sent');
      await expect(page).toHaveURL('/admin/outbox?status=sent');
      await expect(listed).toContainText(subject);
      await page.getByLabel('Status').selectOption('failed');
      await expect(listed).toHaveCount(0);
      await page.getByLabel('Status').selectOption('');
      await expect(page).toHaveURL('/admin/outbox');

      await listed.getByRole('link', { name: subject }).click();
      await expect(page.getByRole('heading', { name: subject, level: 1 })).toBeVisible();
      const about = page.getByRole('region', { name: 'About this e-mail' });
      await expect(about).toContainText(shopper.email);
      await expect(about).toContainText('Order confirmation');
      await expect(about).toContainText('Sent');
      // The e-mail drawn in its sandboxed frame, with the order's line and the address it goes to.
      const frame = page.frameLocator('iframe[title^="The e-mail"]');
      await expect(frame.getByText(line.product.name)).toBeVisible();
      await expect(frame.getByText('Villa 12, Al Wasl Road')).toBeVisible();
      await expect(page.locator('iframe[title^="The e-mail"]')).toHaveAttribute('sandbox', '');
      await shootScreen(page, testInfo, 'outbox-message');

      // The plain text, by keyboard: the tabs move with the arrow keys.
      await page.getByRole('tab', { name: 'E-mail' }).focus();
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('tab', { name: 'Plain text' })).toBeFocused();
      await expect(page.getByRole('tab', { name: 'Plain text' })).toHaveAttribute('aria-selected', 'true');
      const text = page.getByRole('tabpanel');
      await expect(text).toContainText(line.product.name);
      await expect(text).toContainText('Cash on Delivery');
      await shootScreen(page, testInfo, 'outbox-message-text');

      await page.getByRole('link', { name: '← Outbox' }).click();
      await expect(page.getByRole('heading', { name: 'Outbox', level: 1 })).toBeVisible();
      expect(errors).toEqual([]);
    });
  });
}

test('A member of staff has no Outbox: no link, and its address says only an owner may open it', async ({
  page,
}) => {
  await joinAsStaff(page);
  await page.goto('/admin');
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link', { name: 'Orders' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Outbox' })).toHaveCount(0);
  await page.goto('/admin/outbox');
  await expect(page.getByRole('alert')).toContainText('Only an owner can open the outbox');
});
