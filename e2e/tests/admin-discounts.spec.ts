import { randomInt } from 'node:crypto';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import type { Line } from '../support/catalogue';
import { ADDRESS, middleLine } from '../support/cod-orders';
import { expectNoSidewaysScroll, shotPath } from '../support/screens';
import { signInWithStorage } from '../support/shoppers';
import {
  freshContext,
  inviteViaApi,
  joinAsStaff,
  newStaffMember,
  signInAsOwnerOnPage,
} from '../support/staff';
import { expect, test } from '../support/test';

const USED_UP = 'This discount code has reached its usage limit.';

/** A code no other test (or earlier run) has made. */
const newCode = (prefix: string) => `${prefix}${randomInt(1_000_000_000)}`;

/** Collects console errors and page errors; Chromium logs every 4xx, and the refusals here are on purpose. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of 4\d\d/.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * A new owner, invited by the store's owner and joined on `page`'s context: signing in as the store's owner is
 * limited to 10 attempts per 15 minutes, which the suite's back-office specs share.
 */
async function joinAsOwner(page: Page): Promise<void> {
  const member = newStaffMember();
  const token = new URL(await inviteViaApi(member.email, 'owner')).searchParams.get('token');
  const res = await page.request.post('/api/admin/invitations/accept', {
    data: { token, name: member.name, password: member.password },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

async function addToServerCart(request: APIRequestContext, token: string, line: Line) {
  const res = await request.post('/api/cart/add', {
    headers: { token },
    data: { itemId: line.product._id, size: line.size, colorName: line.colorName, quantity: 1 },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** A new shopper in a browser of their own, one unit in their cart, at the checkout with `code` applied. */
async function shopperApplies(browser: Browser, request: APIRequestContext, line: Line, code: string) {
  const context = await freshContext(browser);
  const page = await context.newPage();
  const { token } = await signInWithStorage(page, request);
  await addToServerCart(request, token, line);
  await page.goto('/checkout');
  await page.getByRole('textbox', { name: 'Discount Code' }).fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Apply' }).click();
  return { context, page };
}

/** The address and cash on delivery, from the checkout to the shopper's orders. */
async function payCashOnDelivery(page: Page) {
  await page.getByLabel('Phone number').fill('0501234567');
  await page.getByLabel('Street name and House number').fill(ADDRESS.street);
  await page.getByLabel('Postal Code').fill(ADDRESS.zipcode);
  await page.getByLabel('City').fill(ADDRESS.city);
  await page.getByLabel('Region').selectOption(ADDRESS.region);
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page).toHaveURL('/checkout/payment');
  await page.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(page.getByText('Order placed successfully!')).toBeVisible();
  await expect(page).toHaveURL('/orders');
}

test('The owner makes a code for one use: a shopper uses it at the checkout and the next shopper is refused', async ({
  page,
  request,
  browser,
}) => {
  // Three browsers and two checkouts: more than one test's usual time on a busy machine.
  test.slow();
  const errors = watchErrors(page);
  const code = newCode('ONCE');
  const line = await middleLine(request, 6);

  await signInAsOwnerOnPage(page);
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Discounts' })
    .click();
  await expect(page.getByRole('heading', { name: 'Discount codes' })).toBeVisible();
  await page.getByRole('link', { name: 'New code' }).click();
  await expect(page.getByRole('heading', { name: 'New discount code' })).toBeVisible();

  // The form checks with the api's own rules, each error under its field.
  await page.getByLabel('Code', { exact: true }).fill('a b');
  await page.getByLabel('Usage limit').fill('0');
  await page.getByRole('button', { name: 'Create code' }).click();
  await expect(page.getByText('A code may hold only letters and digits, no spaces.')).toBeVisible();
  await expect(page.getByText('Percent must be a number.')).toBeVisible();
  await expect(page.getByText('Usage limit must be at least 1, or empty for no limit.')).toBeVisible();
  await expect(page.getByLabel('Percent off')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
  await page.getByLabel('Percent off').fill('15');
  await page.getByLabel('Usage limit').fill('1');
  await expect(page.getByLabel('Once per shopper')).toBeChecked();
  await page.getByRole('button', { name: 'Create code' }).click();
  await expect(page).toHaveURL(`/admin/discounts/${code}`);
  await expect(page.getByRole('heading', { name: `Code ${code}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: `Code ${code}` })).toContainText('Active');
  await expect(page.getByText('No order has used this code yet.')).toBeVisible();

  // A name already taken is the server's refusal, shown as it says.
  await page.goto('/admin/discounts/new');
  await page.getByLabel('Code', { exact: true }).fill(code);
  await page.getByLabel('Percent off').fill('20');
  await page.getByRole('button', { name: 'Create code' }).click();
  await expect(page.getByRole('alert')).toHaveText('A discount code with this name already exists.');

  const first = await shopperApplies(browser, request, line, code);
  try {
    await expect(first.page.getByText('Discount Code Applied')).toBeVisible();
    await expect(first.page.getByText('Coupon (15%)')).toBeVisible();
    await payCashOnDelivery(first.page);
  } finally {
    await first.context.close();
  }

  const second = await shopperApplies(browser, request, line, code);
  try {
    const field = second.page.getByRole('textbox', { name: 'Discount Code' });
    await expect(field).toHaveAccessibleDescription(USED_UP);
    await expect(second.page.getByText('Discount Code Applied')).toHaveCount(0);
    await expect(second.page.getByText('Coupon (15%)')).toHaveCount(0);
  } finally {
    await second.context.close();
  }

  // The owner sees the use and the order, and opens it.
  await page.goto(`/admin/discounts/${code}`);
  await expect(page.getByRole('heading', { name: `Code ${code}` })).toContainText('Used up');
  const rules = page.getByRole('region', { name: 'Rules' });
  await expect(rules.getByText('1 of 1')).toBeVisible();
  const orders = page.getByRole('table', { name: 'Orders that used the code' });
  const orderLink = orders.getByRole('link', { name: /^LS-\d{6,}$/ });
  await expect(orderLink).toHaveCount(1);
  const orderNumber = (await orderLink.textContent()) ?? '';
  await orderLink.click();
  await expect(page.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
  expect(errors).toEqual([]);
});

test('The owner pauses a code and the checkout refuses it; a member of staff sees the codes but cannot change them', async ({
  page,
  request,
  browser,
}) => {
  test.slow();
  const code = newCode('PAUSE');
  const line = await middleLine(request, 7);
  await joinAsOwner(page);
  const made = await page.request.post('/api/admin/discounts', { data: { code, percent: 10 } });
  expect(made.ok(), await made.text()).toBe(true);

  await page.goto('/admin/discounts');
  const row = page.getByRole('table', { name: 'Discount codes' }).getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('Active');
  await row.getByRole('button', { name: `Pause ${code}` }).click();
  await expect(row).toContainText('Paused');
  await expect(row.getByRole('button', { name: `Resume ${code}` })).toBeVisible();

  const shopper = await shopperApplies(browser, request, line, code);
  try {
    await expect(shopper.page.getByRole('textbox', { name: 'Discount Code' })).toHaveAccessibleDescription(
      'Invalid discount code',
    );
  } finally {
    await shopper.context.close();
  }

  const desk = await freshContext(browser);
  try {
    const member = await desk.newPage();
    await joinAsStaff(member);
    await member.goto('/admin/discounts');
    const memberRow = member
      .getByRole('table', { name: 'Discount codes' })
      .getByRole('row')
      .filter({ hasText: code });
    await expect(memberRow).toContainText('Paused');
    await expect(member.getByText('Only an owner can create or change discount codes.')).toBeVisible();
    await expect(member.getByRole('link', { name: 'New code' })).toHaveCount(0);
    await expect(member.getByRole('button', { name: /^(Pause|Resume) / })).toHaveCount(0);
    await memberRow.getByRole('link', { name: code }).click();
    await expect(member.getByRole('heading', { name: `Code ${code}` })).toBeVisible();
    await expect(member.getByRole('region', { name: 'Change the code' })).toHaveCount(0);
    await member.goto('/admin/discounts/new');
    await expect(member.getByRole('heading', { name: 'You cannot open this page' })).toBeVisible();
  } finally {
    await desk.close();
  }

  // Resumed, the code works again.
  await row.getByRole('button', { name: `Resume ${code}` }).click();
  await expect(row).toContainText('Active');
  const again = await shopperApplies(browser, request, line, code);
  try {
    await expect(again.page.getByText('Discount Code Applied')).toBeVisible();
  } finally {
    await again.context.close();
  }
});

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('The owner creates and edits a code with the keyboard, and the screens fit', async ({
      page,
    }, testInfo) => {
      const errors = watchErrors(page);
      const code = newCode(`KEYS${viewport.width}`);
      const screen = async (name: string) => {
        await expectNoSidewaysScroll(page, name);
        await page.screenshot({ path: shotPath(testInfo, `${name}-${viewport.width}`), fullPage: true });
      };
      await joinAsOwner(page);
      await page.goto('/admin/discounts/new');
      await expect(page.getByRole('heading', { name: 'New discount code' })).toBeVisible();
      await page.getByRole('button', { name: 'Create code' }).click();
      await expect(page.getByText('A code has at least 3 characters.')).toBeVisible();
      await screen('discount-form-errors');

      // Each field in turn, from the keyboard alone.
      await page.getByLabel('Code', { exact: true }).focus();
      await page.keyboard.type(code);
      await page.keyboard.press('Tab');
      await expect(page.getByLabel('Percent off')).toBeFocused();
      await page.keyboard.type('12');
      await page.keyboard.press('Tab');
      await expect(page.getByLabel('Minimum order (AED)')).toBeFocused();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('150');
      await page.getByLabel('Starts (Dubai time)').fill('2030-01-01T09:00');
      await page.getByLabel('Ends (Dubai time)').fill('2029-12-31T09:00');
      await page.getByLabel('Usage limit').focus();
      await page.keyboard.press('Enter');
      await expect(page.getByText('The end must be after the start.')).toBeVisible();
      await page.getByLabel('Ends (Dubai time)').fill('2030-01-31T21:00');
      await screen('discount-form');
      await page.getByLabel('Usage limit').focus();
      await page.keyboard.press('Enter');

      await expect(page.getByRole('heading', { name: `Code ${code}` })).toContainText('Scheduled');
      const rules = page.getByRole('region', { name: 'Rules' });
      await expect(rules.getByText('AED 150.00')).toBeVisible();
      await expect(rules.getByText('1 Jan 2030, 09:00 to 31 Jan 2030, 21:00')).toBeVisible();
      const edit = page.getByRole('region', { name: 'Change the code' });
      await expect(edit.getByLabel('Starts (Dubai time)')).toHaveValue('2030-01-01T09:00');
      await edit.getByLabel('Percent off').fill('30');
      await edit.getByLabel('Once per shopper').press('Space');
      await edit.getByRole('button', { name: 'Save changes' }).press('Enter');
      await expect(edit.getByRole('status')).toHaveText(`Discount code ${code} saved.`);
      await expect(rules.getByText('30%')).toBeVisible();
      await expect(rules.getByText('Any number of orders')).toBeVisible();
      await screen('discount-page');

      await page.goto('/admin/discounts');
      await expect(page.getByRole('link', { name: code }).filter({ visible: true })).toBeVisible();
      await screen('discounts');
      expect(errors).toEqual([]);
    });
  });
}
