import type { APIRequestContext, Page } from '@playwright/test';
import { aed, catalogue, unitPrice } from '../support/catalogue';
import { chooseColourAndSize } from '../support/product-page';
import { newShopper } from '../support/shoppers';
import { expect, test } from '../support/test';

/**
 * The `nth` product off flash sale with at least 3 of a size in its first colour, so the bill is easy to
 * check. Each run of the journey takes a product of its own: the runs go in parallel, and two buying 2 of
 * the same 3 units would refuse one of them.
 */
async function plainProduct(request: APIRequestContext, nth: number) {
  const plain = [];
  for (const product of (await catalogue(request)).slice(10)) {
    const variant = product.variants[0];
    const size = variant?.sizes.find((s) => s.stocks >= 3);
    if (!product.flashsale && variant && size)
      plain.push({ product, colorName: variant.colorName, size: size.size });
  }
  const chosen = plain[nth];
  if (!chosen) throw new Error('The seeded catalogue has too few plain products in stock');
  return chosen;
}

async function signUp(page: Page) {
  const shopper = newShopper();
  await page.goto('/login');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByLabel('Name').fill(shopper.name);
  await page.getByLabel('Phone number').fill(shopper.nationalNumber);
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL('/');
  return shopper;
}

for (const [nth, viewport] of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
].entries()) {
  test(`A new shopper buys with a code and Express, pays cash on delivery, and cancels (${viewport.width} px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const { product, colorName, size } = await plainProduct(request, nth);
    await signUp(page);

    await page.goto(`/products/${product._id}`);
    await chooseColourAndSize(page, colorName, size);
    await page.getByLabel('Quantity').selectOption('2');
    await page.getByRole('button', { name: 'ADD TO CART' }).click();
    await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
    // The count moves at once; the toast says the server kept it, before the next page load.
    await expect(page.getByText('Added to cart!').last()).toBeVisible();

    await page.goto('/cart');
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expect(page).toHaveURL('/checkout');

    await page.getByLabel('Phone number').fill('0412345678');
    await page.getByLabel('Street name and House number').fill('Villa 12, Al Wasl Road');
    await page.getByLabel('Postal Code').fill('00000');
    await page.getByLabel('City').fill('Dubai');
    await page.getByLabel('Region').selectOption('Dubai');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page.getByText('Enter a valid UAE phone number (e.g. +97150xxxxxxx)')).toBeVisible();
    await expect(page).toHaveURL('/checkout');
    await page.getByLabel('Phone number').fill('0501234567');
    await expect(page.getByLabel('Phone number')).toHaveValue('+971501234567');

    await page.getByRole('radio', { name: /Express/ }).check();
    await page.getByRole('textbox', { name: 'Discount Code' }).fill('firstday');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Discount Code Applied')).toBeVisible();

    // Bill worked out from the list price: 2 units at the regular discount, Express, FIRSTDAY 10 %.
    const unit = unitPrice(product);
    const discounted = 2 * unit;
    const delivery = discounted > 169 ? 0 : 25;
    const total = Math.round((discounted + delivery + 10 - discounted * 0.1) * 100) / 100;
    await expect(page.getByText(aed(total)).first()).toBeVisible();
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page).toHaveURL('/checkout/payment');
    await expect(page.getByText(aed(total)).first()).toBeVisible();

    await page.getByRole('radio', { name: /Cash on Delivery/ }).check();
    await page.getByRole('button', { name: 'Confirm payment' }).click();
    await expect(page.getByText('Order placed successfully!')).toBeVisible();
    await expect(page).toHaveURL('/orders');
    await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeAttached();

    const order = page.getByRole('article').first();
    await expect(order).toContainText(product.name);
    await expect(order).toContainText('Order Placed');
    await expect(order).toContainText('Cash on Delivery');
    await order.getByRole('button', { name: 'Cancel Order' }).click();
    await expect(page.getByText('Order cancelled successfully!')).toBeVisible();
    await expect(order).toContainText('Cancelled');
    await expect(order.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);

    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Previously Ordered' })).toBeVisible();
    await expect(page.getByText(product.name).first()).toBeVisible();
  });
}
