import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { stockedLines } from '../support/catalogue';
import { expectNoSidewaysScroll, shotPath } from '../support/screens';
import { signInWithStorage } from '../support/shoppers';
import { expect, test } from '../support/test';

const PHONE_MESSAGE = 'Enter a valid UAE phone number (e.g. +97150xxxxxxx)';
const REQUIRED = 'This field is required.';

const HOME = {
  street: 'Villa 12, Al Wasl Road',
  zipcode: '00000',
  city: 'Dubai',
  region: 'Dubai',
};
const WORK = {
  street: 'Office 401, Corniche Road',
  zipcode: '00001',
  city: 'Abu Dhabi',
  region: 'Abu Dhabi',
};

/** One unit of a stocked product in the shopper's server cart, so checkout has something to bill. */
async function fillCart(request: APIRequestContext, token: string, nth: number): Promise<void> {
  const lines = await stockedLines(request);
  const line = lines[(lines.length - 1 - nth) % lines.length];
  if (!line) throw new Error('The seeded catalogue has no stocked product');
  const item = { itemId: line.product._id, colorName: line.colorName, size: line.size, quantity: 1 };
  expect((await request.post('/api/cart/add', { headers: { token }, data: item })).ok()).toBe(true);
}

/** Types the street, postal code, city and region into the address fields inside `scope`. */
async function typePlace(scope: Page | Locator, place: typeof HOME): Promise<void> {
  await scope.getByLabel('Street name and House number').fill(place.street);
  await scope.getByLabel('Postal Code').fill(place.zipcode);
  await scope.getByLabel('City').fill(place.city);
  await scope.getByLabel('Region').selectOption(place.region);
}

const card = (page: Page, label: string) =>
  page
    .getByRole('list', { name: 'Saved addresses' })
    .getByRole('listitem')
    .filter({
      has: page.getByRole('heading', { name: label, exact: true }),
    });

for (const [nth, viewport] of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
].entries()) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('A shopper saves an address on the profile, checks out with it, and saves a second one from checkout', async ({
      page,
      request,
    }, testInfo) => {
      const { token, shopper } = await signInWithStorage(page, request);

      // The profile's address book starts empty; the first address is added there.
      await page.goto('/profile');
      const book = page.getByRole('region', { name: 'Address book' });
      await expect(book.getByText('No saved addresses yet.')).toBeVisible();
      await book.getByRole('button', { name: 'Add address' }).click();
      const form = page.getByRole('dialog', { name: 'Add address' });
      await expect(form.getByLabel('Fullname')).toHaveValue(shopper.name);
      await expect(form.getByLabel('Email address')).toHaveValue(shopper.email);
      await form.getByRole('button', { name: 'Save address' }).click();
      // The label and the blank checkout fields are refused in the checkout's words; the label takes the focus.
      await expect(form.getByText(REQUIRED)).toHaveCount(6);
      await expect(form.getByLabel('Label')).toBeFocused();
      await form.getByLabel('Label').fill('Home');
      await form.getByLabel('Phone number').pressSequentially('0412345678');
      await typePlace(form, HOME);
      await form.getByRole('button', { name: 'Save address' }).click();
      await expect(form.getByText(PHONE_MESSAGE)).toBeVisible();
      await form.getByLabel('Phone number').fill('0501234567');
      await expect(form.getByLabel('Phone number')).toHaveValue('+971501234567');
      await form.getByRole('button', { name: 'Save address' }).click();
      await expect(page.getByText('Address saved.', { exact: true })).toBeVisible();
      await expect(form).toBeHidden();
      const home = card(page, 'Home');
      await expect(home).toContainText('Default');
      await expect(home).toContainText(shopper.name);
      await expect(home).toContainText(HOME.street);
      await expect(home).toContainText('Dubai, Dubai');
      await expect(home).toContainText('+971501234567');
      await expect(home.getByRole('button', { name: 'Make default' })).toHaveCount(0);

      // Checkout offers it, chosen, with the fields filled from it.
      await fillCart(request, token, nth);
      await page.goto('/checkout');
      await expect(page.getByRole('radio', { name: /Home/ })).toBeChecked();
      await expect(page.getByLabel('Fullname')).toHaveValue(shopper.name);
      await expect(page.getByLabel('Phone number')).toHaveValue('+971501234567');
      await expect(page.getByLabel('Street name and House number')).toHaveValue(HOME.street);
      await expect(page.getByLabel('Postal Code')).toHaveValue(HOME.zipcode);
      await expect(page.getByLabel('City')).toHaveValue(HOME.city);
      await expect(page.getByLabel('Region')).toHaveValue(HOME.region);
      // A saved address is saved already: the box is offered for a new one only.
      await expect(page.getByLabel('Save this address to my address book')).toHaveCount(0);
      await expectNoSidewaysScroll(page, 'checkout with saved addresses');
      await page.screenshot({
        path: shotPath(testInfo, `checkout-saved-addresses-${viewport.width}`),
        fullPage: true,
      });
      await page.getByRole('button', { name: 'Continue to Payment' }).click();
      await expect(page).toHaveURL('/checkout/payment');
      const handoff = JSON.parse(
        (await page.evaluate(() => sessionStorage.getItem('checkoutState'))) ?? '{}',
      );
      expect(handoff.formData).toEqual({
        fullname: shopper.name,
        email: shopper.email,
        phone: '+971501234567',
        ...HOME,
      });

      // Back at checkout, a new address typed in is saved to the book as the shopper continues.
      await page.goto('/checkout');
      await page.getByRole('radio', { name: 'A new address' }).check();
      await expect(page.getByLabel('Street name and House number')).toHaveValue('');
      await expect(page.getByLabel('Region')).toHaveValue('');
      await expect(page.getByLabel('Phone number')).toHaveValue(shopper.phone);
      await typePlace(page, WORK);
      await page.getByLabel('Save this address to my address book').check();
      await page.getByRole('button', { name: 'Continue to Payment' }).click();
      await expect(page.getByText(REQUIRED)).toHaveCount(1);
      await expect(page.getByLabel('Label')).toBeFocused();
      await expect(page).toHaveURL('/checkout');
      await page.getByLabel('Label').fill('Work');
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({
        path: shotPath(testInfo, `checkout-save-new-address-${viewport.width}`),
        fullPage: true,
      });
      await page.getByRole('button', { name: 'Continue to Payment' }).click();
      await expect(page.getByText('Address saved to your address book.')).toBeVisible();
      await expect(page).toHaveURL('/checkout/payment');
      const saved = await request.get('/api/user/addresses', { headers: { token } });
      expect((await saved.json()).addresses).toMatchObject([
        { label: 'Home', isDefault: true, ...HOME },
        { label: 'Work', isDefault: false, phone: shopper.phone, ...WORK },
      ]);

      // Both are on the profile: the shopper makes Work the default and deletes Home.
      await page.goto('/profile');
      await expect(card(page, 'Work')).toContainText('Abu Dhabi, Abu Dhabi');
      await card(page, 'Work').getByRole('button', { name: 'Make default' }).click();
      await expect(page.getByText('Default address updated.', { exact: true })).toBeVisible();
      await expect(card(page, 'Work')).toContainText('Default');
      await expect(card(page, 'Home').getByRole('button', { name: 'Make default' })).toBeVisible();
      await expect(book.getByRole('listitem').first()).toContainText('Work');
      await expectNoSidewaysScroll(page, 'the address book');
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: shotPath(testInfo, `address-book-${viewport.width}`), fullPage: true });

      await card(page, 'Home').getByRole('button', { name: 'Edit' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit address' });
      // Taller than a phone's screen, the form still opens at its top, with its title and Close in sight.
      await expect(edit.getByRole('heading', { name: 'Edit address' })).toBeInViewport();
      await expect(edit.getByRole('button', { name: 'Close' })).toBeInViewport();
      await expect(edit.getByLabel('Label')).toHaveValue('Home');
      await expect(edit.getByLabel('Region')).toHaveValue('Dubai');
      await page.screenshot({ path: shotPath(testInfo, `address-form-${viewport.width}`) });
      await edit.getByLabel('Label').fill('Grandma');
      await edit.getByRole('button', { name: 'Save address' }).click();
      await expect(page.getByText('Address updated.', { exact: true })).toBeVisible();

      await card(page, 'Grandma').getByRole('button', { name: 'Delete' }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete this address?' });
      await expect(confirm).toContainText('Grandma');
      await page.screenshot({ path: shotPath(testInfo, `address-delete-${viewport.width}`) });
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect(card(page, 'Grandma')).toBeVisible();
      await card(page, 'Grandma').getByRole('button', { name: 'Delete' }).click();
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByText('Address deleted.', { exact: true })).toBeVisible();
      await expect(card(page, 'Grandma')).toHaveCount(0);
      await expect(book.getByRole('listitem')).toHaveCount(1);
      await expect(book.getByRole('button', { name: 'Add address' })).toBeFocused();
    });
  });
}
