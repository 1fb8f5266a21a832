import type { Page } from '@playwright/test';
import { middleLine, placeCodOrder, shopperWithToken } from '../support/cod-orders';
import { signInWithStorage } from '../support/shoppers';
import { freshContext, joinAsStaff } from '../support/staff';
import { expect, test } from '../support/test';

const aed = (amount: number) => `AED ${amount.toFixed(2)}`;

/** The orders list narrowed by the search box, as staff look an order up. */
async function findOrder(page: Page, search: string) {
  await page.goto('/admin/orders');
  await page.getByLabel('Search').fill(search);
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(`/admin/orders?${new URLSearchParams({ q: search })}`);
}

/** Takes the order's next step from its page, and waits for the timeline to show it taken. */
async function moveTo(page: Page, status: string) {
  await page.getByRole('button', { name: `Move to ${status}` }).click();
  await expect(page.getByRole('button', { name: `Move to ${status}` })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Timeline' }).getByText(`→ ${status}`)).toBeVisible();
}

test('A member of staff packs and ships a cash-on-delivery order, and the shopper sees it shipped', async ({
  page,
  request,
  browser,
}) => {
  const { token } = await signInWithStorage(page, request);
  const line = await middleLine(request, 0);
  const order = await placeCodOrder(request, token, line);

  const desk = await freshContext(browser);
  try {
    const staffPage = await desk.newPage();
    const member = await joinAsStaff(staffPage);
    await findOrder(staffPage, order.orderNumber);
    const grid = staffPage.getByRole('table', { name: 'Orders' });
    await expect(grid.getByRole('row')).toHaveCount(2);
    const row = grid.getByRole('row').filter({ hasText: order.orderNumber });
    await expect(row).toContainText('Order Placed');
    await expect(row).toContainText('Cash on delivery');
    await expect(row).toContainText('Unpaid');
    await expect(row).toContainText(aed(order.total));
    await row.getByRole('link', { name: order.orderNumber }).click();

    await expect(staffPage.getByRole('heading', { name: `Order ${order.orderNumber}` })).toBeVisible();
    await expect(staffPage.getByText(line.product.name)).toBeVisible();
    await expect(staffPage.getByRole('link', { name: '+971501234567' }).first()).toHaveAttribute(
      'href',
      'tel:+971501234567',
    );
    await staffPage.getByLabel('Note (optional)').fill('Gift wrap requested');
    await moveTo(staffPage, 'Packing');
    await moveTo(staffPage, 'Shipped');
    await expect(staffPage.getByRole('button', { name: 'Move to Out for delivery' })).toBeVisible();
    // Shipped and unpaid: the shopper can no longer cancel, but staff can if the parcel comes back.
    await expect(staffPage.getByRole('button', { name: 'Cancel order' })).toBeVisible();
    const timeline = staffPage.getByRole('region', { name: 'Timeline' });
    await expect(timeline.getByText('Order Placed → Packing')).toBeVisible();
    await expect(timeline.getByText('Packing → Shipped')).toBeVisible();
    await expect(timeline.getByText('Gift wrap requested')).toBeVisible();
    await expect(timeline.getByText(member.name).first()).toBeVisible();
  } finally {
    await desk.close();
  }

  await page.goto('/orders');
  const card = page.getByRole('article').filter({ hasText: order.orderNumber });
  await expect(card.getByText('Shipped')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
});

test('Staff move orders to Packing together, deliver one, record its cash, and the dashboard counts the sale', async ({
  page,
  request,
}) => {
  const { shopper, token } = await shopperWithToken(request);
  const line = await middleLine(request, 1);
  const first = await placeCodOrder(request, token, line, 2);
  const second = await placeCodOrder(request, token, line, 1);

  await joinAsStaff(page);
  // The shopper's two orders, found by their account's email.
  await findOrder(page, shopper.email);
  const grid = page.getByRole('table', { name: 'Orders' });
  await grid.getByRole('checkbox', { name: `Select order ${first.orderNumber}` }).check();
  await grid.getByRole('checkbox', { name: `Select order ${second.orderNumber}` }).check();
  const bar = page.getByRole('region', { name: 'Selected orders' });
  await expect(bar).toContainText('2 selected');
  await bar.getByRole('button', { name: 'Move to Packing' }).click();
  const results = page.getByRole('region', { name: 'Bulk move results' });
  await expect(results).toContainText('2 moved');
  await expect(results).toContainText(`${first.orderNumber}: Moved to Packing.`);
  await expect(results).toContainText(`${second.orderNumber}: Moved to Packing.`);

  await findOrder(page, first.orderNumber);
  await page.getByRole('link', { name: first.orderNumber }).click();
  await expect(page.getByRole('heading', { name: `Order ${first.orderNumber}` })).toBeVisible();
  const cash = page.getByRole('region', { name: 'Cash on delivery' });
  await expect(cash).toContainText('Cash is recorded once the order is Delivered.');
  await moveTo(page, 'Shipped');
  await moveTo(page, 'Out for delivery');
  await moveTo(page, 'Delivered');
  await expect(page.getByRole('button', { name: /^Move to/ })).toHaveCount(0);

  await expect(cash.getByLabel('Amount collected (AED)')).toHaveValue(String(first.total));
  await cash.getByRole('button', { name: 'Record cash collected' }).click();
  await expect(cash).toContainText(`Cash collected: ${aed(first.total)}`);
  await expect(cash).toContainText('Matches the order total.');
  await expect(page.getByRole('region', { name: 'Customer' })).toContainText('Paid');

  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  const sales = page.getByRole('region', { name: 'Sales', exact: true });
  // Only this test records cash, on a store of its own: the cash collected is this order's.
  await expect(sales).toContainText(`COD collected${aed(first.total)}`);
  await expect(page.getByRole('region', { name: 'Cash on delivery' })).toContainText(aed(first.total));
  await expect(page.getByRole('region', { name: 'Top products' })).toContainText(line.product.name);
  await page.getByRole('link', { name: '30 days' }).click();
  await expect(page).toHaveURL('/admin?days=30');
  await expect(sales).toContainText(`COD collected${aed(first.total)}`);
  // The second order waits in Packing; the dashboard links to the list of those.
  await page.getByRole('link', { name: /^Packing/ }).click();
  await expect(page).toHaveURL('/admin/orders?status=Packing');
  await expect(page.getByRole('table', { name: 'Orders' })).toContainText(second.orderNumber);
});

test('A cash parcel refused at the door is cancelled with its reason, and the shopper sees it cancelled', async ({
  page,
  request,
  browser,
}) => {
  const { token } = await signInWithStorage(page, request);
  const line = await middleLine(request, 2);
  const order = await placeCodOrder(request, token, line);

  const deskContext = await freshContext(browser);
  try {
    const desk = await deskContext.newPage();
    await joinAsStaff(desk);
    await findOrder(desk, order.orderNumber);
    await desk.getByRole('link', { name: order.orderNumber }).click();
    await moveTo(desk, 'Packing');
    await moveTo(desk, 'Shipped');
    await moveTo(desk, 'Out for delivery');
    await desk.getByRole('button', { name: 'Cancel order' }).click();
    const form = desk.getByRole('form', { name: 'Cancel order' });
    await form.getByRole('button', { name: 'Cancel order' }).click();
    await expect(form.getByText('Choose a reason.')).toBeVisible();
    await form.getByLabel('Reason').selectOption('Refused at delivery');
    await form.getByRole('button', { name: 'Cancel order' }).click();
    const timeline = desk.getByRole('region', { name: 'Timeline' });
    await expect(timeline.getByText('Out for delivery → Cancelled')).toBeVisible();
    await expect(timeline.getByText('Refused at delivery')).toBeVisible();
    await expect(desk.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  } finally {
    await deskContext.close();
  }

  await page.goto('/orders');
  const card = page.getByRole('article').filter({ hasText: order.orderNumber });
  await expect(card.getByText('Cancelled')).toBeVisible();
  await expect(card.getByTestId('order-status-dot')).toHaveClass(/bg-danger/);
});

test('Two members move the same order at once: one moves it, the other is told why not and sees it as it is', async ({
  request,
  browser,
}) => {
  const { token } = await shopperWithToken(request);
  const order = await placeCodOrder(request, token, await middleLine(request, 3));
  const [first, second] = [await freshContext(browser), await freshContext(browser)];
  try {
    const [a, b] = [await first.newPage(), await second.newPage()];
    for (const page of [a, b]) {
      await joinAsStaff(page);
      await findOrder(page, order.orderNumber);
      await page.getByRole('link', { name: order.orderNumber }).click();
      await expect(page.getByRole('button', { name: 'Move to Packing' })).toBeVisible();
    }
    await moveTo(a, 'Packing');
    // The second member's page still offers the step the first one took.
    await b.getByRole('button', { name: 'Move to Packing' }).click();
    await expect(b.getByRole('alert')).toHaveText('An order that is Packing can only move to Shipped.');
    await expect(b.getByRole('button', { name: 'Move to Shipped' })).toBeVisible();
    const timeline = b.getByRole('region', { name: 'Timeline' });
    await expect(timeline.getByText('Order Placed → Packing')).toHaveCount(1);
  } finally {
    await first.close();
    await second.close();
  }
});
