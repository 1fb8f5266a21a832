import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { signInWithStorage } from '../support/shoppers';
import { expect, test } from '../support/test';

interface ListedProduct {
  _id: string;
  price: number;
  discount: number;
  flashsale: boolean;
  variants: { colorName: string; sizes: { size: string; stocks: number }[] }[];
}

const PHONE_MESSAGE = 'Enter a valid UAE phone number (e.g. +97150xxxxxxx)';
const REQUIRED = 'This field is required.';

/**
 * Puts 2 of a product off flash sale into the shopper's server cart and returns what the bill should say,
 * in fils: round(price − price × discount / 100) per unit, delivery 25 unless above 169.
 */
async function fillCart(request: APIRequestContext, token: string) {
  const { products } = (await (await request.get('/api/product/list')).json()) as {
    products: ListedProduct[];
  };
  const quantity = 2;
  for (const product of products) {
    if (product.flashsale) continue;
    for (const variant of product.variants) {
      const size = variant.sizes.find((s) => s.stocks >= quantity);
      if (!size) continue;
      const line = { itemId: product._id, size: size.size, quantity, colorName: variant.colorName };
      const res = await request.post('/api/cart/add', { headers: { token }, data: line });
      expect(res.ok()).toBe(true);
      const unit = Math.round(product.price - (product.price * product.discount) / 100);
      const discounted = unit * quantity * 100;
      return { line, discounted, delivery: discounted > 16_900 ? 0 : 2_500 };
    }
  }
  throw new Error('The seeded catalogue has no product off flash sale with 2 in stock');
}

const aed = (fils: number) => `AED ${(fils / 100).toFixed(2)}`;
const billValue = (page: Page, label: string): Locator => page.locator(`dt:text-is("${label}") + dd`);
const grandTotal = (page: Page) => billValue(page, 'Grand Total');

test('A guest is sent to sign in before checking out', async ({ page }) => {
  await page.goto('/checkout');
  await expect(page).toHaveURL('/login');
});

test('A signed-in shopper with an empty cart is sent to browse products', async ({ page, request }) => {
  await signInWithStorage(page, request);
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/products');
});

test('A shopper who already used FIRSTDAY is told so', async ({ page, request }) => {
  const { token } = await signInWithStorage(page, request);
  const earlier = await fillCart(request, token);
  const placed = await request.post('/api/order/place', {
    headers: { token, 'Idempotency-Key': crypto.randomUUID() },
    data: {
      address: {
        fullname: 'Layla Hassan',
        email: 'layla@example.com',
        phone: '+971501234567',
        street: 'Villa 12, Al Wasl Road',
        city: 'Dubai',
        region: 'Dubai',
        zipcode: '00000',
      },
      items: [earlier.line],
      amount: (earlier.discounted + earlier.delivery - Math.round(earlier.discounted * 0.1)) / 100,
      discountValue: 0.1,
      shippingMethod: 'Normal',
      discountCode: 'FIRSTDAY',
    },
  });
  expect(placed.ok()).toBe(true);
  const bill = await fillCart(request, token);
  await page.goto('/checkout');

  await page.getByRole('textbox', { name: 'Discount Code' }).fill('FIRSTDAY');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('You have already used this discount code!')).toBeVisible();
  await expect(page.getByText('Discount Code Applied')).toHaveCount(0);
  await expect(billValue(page, 'Coupon (10%)')).toHaveCount(0);
  await expect(grandTotal(page)).toHaveText(aed(bill.discounted + bill.delivery));
});

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('A shopper fixes blank fields and an invalid phone', async ({ page, request }) => {
      await fillCart(request, (await signInWithStorage(page, request)).token);
      await page.goto('/checkout');
      const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
      await expect(breadcrumb.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
      await expect(page.getByLabel('Fullname')).toHaveValue('Layla Hassan');
      await expect(page.getByLabel('Email address')).toHaveValue(/@example\.com$/);
      // The account's UAE mobile fills the phone too; the shopper clears it to see every blank field refused.
      await expect(page.getByLabel('Phone number')).toHaveValue(/^\+9715\d{8}$/);
      await page.getByLabel('Phone number').clear();

      await page.getByRole('button', { name: 'Continue to Payment' }).click();
      // Phone, street, postal code, city and region are blank; the first of them takes the focus.
      await expect(page.getByText(REQUIRED)).toHaveCount(5);
      await expect(page.getByLabel('Phone number')).toBeFocused();
      await expect(page).toHaveURL('/checkout');

      await page.getByLabel('Phone number').pressSequentially('0412');
      await expect(page.getByLabel('Phone number')).toHaveValue('+971412');
      await expect(page.getByText(PHONE_MESSAGE)).toBeVisible();

      await page.getByLabel('Phone number').clear();
      await page.getByLabel('Phone number').pressSequentially('0501234567');
      await expect(page.getByLabel('Phone number')).toHaveValue('+971501234567');
      await expect(page.getByText(PHONE_MESSAGE)).toHaveCount(0);

      await page.getByLabel('Street name and House number').fill('   ');
      await page.getByLabel('Street name and House number').fill('Villa 12, Al Wasl Road');
      await expect(page.getByText(REQUIRED)).toHaveCount(3);
    });

    test('A shopper picks Express delivery and pays AED 10 more', async ({ page, request }) => {
      const bill = await fillCart(request, (await signInWithStorage(page, request)).token);
      const normal = bill.discounted + bill.delivery;
      await page.goto('/checkout');

      await expect(page.getByRole('radio', { name: /Normal/ })).toBeChecked();
      await expect(billValue(page, 'Discounted price')).toHaveText(aed(bill.discounted));
      await expect(billValue(page, 'Shipping Charges')).toHaveText(
        bill.delivery === 0 ? 'Free' : aed(bill.delivery),
      );
      await expect(billValue(page, 'Express Delivery Cost')).toHaveCount(0);
      await expect(grandTotal(page)).toHaveText(aed(normal));

      await page.getByRole('radio', { name: /Express/ }).check();
      await expect(billValue(page, 'Express Delivery Cost')).toHaveText('AED 10.00');
      await expect(grandTotal(page)).toHaveText(aed(normal + 1_000));

      await page.getByRole('radio', { name: /Normal/ }).check();
      await expect(billValue(page, 'Express Delivery Cost')).toHaveCount(0);
      await expect(grandTotal(page)).toHaveText(aed(normal));
    });

    test('A shopper applies FIRSTDAY for 10 % off after an unknown code is refused', async ({
      page,
      request,
    }) => {
      const bill = await fillCart(request, (await signInWithStorage(page, request)).token);
      const normal = bill.discounted + bill.delivery;
      const coupon = Math.round(bill.discounted * 0.1);
      await page.goto('/checkout');
      const code = page.getByRole('textbox', { name: 'Discount Code' });
      const apply = page.getByRole('button', { name: 'Apply' });

      await apply.click();
      await expect(page.getByText('Please enter a discount code.')).toBeVisible();

      await code.fill('NOTACODE');
      await apply.click();
      await expect(page.getByText('Invalid discount code', { exact: true })).toBeVisible();
      await expect(page.getByText('Invalid discount code. Please try again!')).toBeVisible();
      await expect(grandTotal(page)).toHaveText(aed(normal));

      await code.fill(' firstday ');
      await apply.click();
      await expect(page.getByText('Discount Code Applied')).toBeVisible();
      await expect(page.getByText('Discount applied successfully!')).toBeVisible();
      await expect(code).toHaveValue('FIRSTDAY');
      await expect(billValue(page, 'Coupon (10%)')).toHaveText(`− ${aed(coupon)}`);
      await expect(grandTotal(page)).toHaveText(aed(normal - coupon));

      // A code edited after it was applied no longer counts.
      await code.fill('FIRSTDA');
      await expect(billValue(page, 'Coupon (10%)')).toHaveCount(0);
      await expect(page.getByText('Discount Code Applied')).toHaveCount(0);
      await expect(grandTotal(page)).toHaveText(aed(normal));
    });

    test('A shopper continues to payment with the address, Express and FIRSTDAY', async ({
      page,
      request,
    }) => {
      const bill = await fillCart(request, (await signInWithStorage(page, request)).token);
      const grand = bill.discounted + bill.delivery + 1_000 - Math.round(bill.discounted * 0.1);
      await page.goto('/checkout');

      await page.getByLabel('Phone number').fill('050 123 4567');
      await page.getByLabel('Street name and House number').fill('Villa 12, Al Wasl Road');
      await page.getByLabel('Postal Code').fill('00000');
      await page.getByLabel('City').fill('Dubai');
      await page.getByLabel('Region').selectOption('Dubai');
      await page.getByRole('radio', { name: /Express/ }).check();
      await page.getByRole('textbox', { name: 'Discount Code' }).fill('FIRSTDAY');
      await page.getByRole('button', { name: 'Apply' }).click();
      await expect(page.getByText('Discount Code Applied')).toBeVisible();
      await expect(grandTotal(page)).toHaveText(aed(grand));

      await page.getByRole('button', { name: 'Continue to Payment' }).click();
      await expect(page).toHaveURL('/checkout/payment');
      const saved = JSON.parse((await page.evaluate(() => sessionStorage.getItem('checkoutState'))) ?? '{}');
      expect(saved).toMatchObject({
        formData: {
          fullname: 'Layla Hassan',
          phone: '+971501234567',
          street: 'Villa 12, Al Wasl Road',
          zipcode: '00000',
          city: 'Dubai',
          region: 'Dubai',
        },
        shippingMethod: 'Express',
        finalAmount: grand / 100,
        discountCode: 'FIRSTDAY',
        discountValue: 0.1,
      });
      expect(saved.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    });
  });
}
