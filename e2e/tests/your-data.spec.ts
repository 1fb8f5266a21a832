import { readFile } from 'node:fs/promises';
import { stockedLines } from '../support/catalogue';
import { expectNoSidewaysScroll, shotPath } from '../support/screens';
import { signInWithStorage } from '../support/shoppers';
import { expect, test } from '../support/test';

const DELETED = 'Your account has been deleted.';
const BAD_CREDENTIALS = 'Incorrect email, mobile number or password.';

const SAVED = {
  label: 'Home',
  fullname: 'Layla Hassan',
  email: 'layla.home@example.com',
  phone: '0501234567',
  street: 'Villa 12, Al Wasl Road',
  city: 'Dubai',
  region: 'Dubai',
  zipcode: '00000',
  isDefault: true,
};

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('A shopper downloads their data from the profile as a JSON file', async ({
      page,
      request,
    }, testInfo) => {
      const { token, shopper } = await signInWithStorage(page, request);
      const headers = { token };
      expect((await request.post('/api/user/addresses', { headers, data: SAVED })).ok()).toBe(true);
      const [line] = await stockedLines(request);
      if (!line) throw new Error('The seeded catalogue has no stocked product');
      const item = { itemId: line.product._id, colorName: line.colorName, size: line.size, quantity: 2 };
      expect((await request.post('/api/cart/add', { headers, data: item })).ok()).toBe(true);
      expect((await request.post('/api/newsletter', { data: { email: shopper.email } })).ok()).toBe(true);

      await page.goto('/profile');
      const section = page.getByRole('region', { name: 'Your data' });
      await section.scrollIntoViewIfNeeded();
      await expect(section.getByRole('button', { name: 'Download my data' })).toBeVisible();
      await expectNoSidewaysScroll(page, 'the profile');
      await section.screenshot({ path: shotPath(testInfo, `your-data-${viewport.width}`) });

      const downloading = page.waitForEvent('download');
      await section.getByRole('button', { name: 'Download my data' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^little-souq-my-data-\d{4}-\d{2}-\d{2}\.json$/);
      const data = JSON.parse(await readFile(await download.path(), 'utf8'));
      expect(data.account).toMatchObject({ name: shopper.name, email: shopper.email, phone: shopper.phone });
      expect(data.addresses).toMatchObject([{ label: 'Home', phone: '+971501234567', isDefault: true }]);
      expect(data.cart).toMatchObject([
        { productId: line.product._id, quantity: 2, productName: line.product.name },
      ]);
      expect(data).toMatchObject({ orders: [], wishlist: [] });
      expect(data.newsletter).toMatchObject({ subscribed: true, confirmed: false });
    });

    test('A shopper deletes their account after confirming with the password, and can no longer sign in', async ({
      browser,
      page,
      request,
    }, testInfo) => {
      const { shopper } = await signInWithStorage(page, request);
      await page.goto('/profile');
      await page
        .getByRole('region', { name: 'Your data' })
        .getByRole('button', { name: 'Delete my account' })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText('What we erase')).toBeVisible();
      await expect(dialog.getByText(/for 5 years, because UAE tax law/)).toBeVisible();
      await dialog.screenshot({ path: shotPath(testInfo, `delete-account-dialog-${viewport.width}`) });

      // Escape keeps the account.
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await page
        .getByRole('region', { name: 'Your data' })
        .getByRole('button', { name: 'Delete my account' })
        .click();

      const password = dialog.getByLabel('Password');
      await dialog.getByRole('button', { name: 'Delete my account' }).click();
      await expect(password).toHaveAccessibleDescription('Password is required.');
      await password.fill('not my password');
      await dialog.getByRole('button', { name: 'Delete my account' }).click();
      await expect(password).toHaveAttribute('aria-invalid', 'true');
      await expect(password).toHaveAccessibleDescription('Incorrect password.');
      await dialog.screenshot({
        path: shotPath(testInfo, `delete-account-wrong-password-${viewport.width}`),
      });

      await password.fill(shopper.password);
      await password.press('Enter');
      await expect(page.getByText(DELETED)).toBeVisible();
      await expect(page).toHaveURL('/');
      await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

      // A browser of its own: this page puts the old token back into storage on every load.
      const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport });
      const login = await context.newPage();
      await login.goto('/login');
      await login.getByLabel('Email or Mobile Number').fill(shopper.email);
      await login.getByLabel('Password', { exact: true }).fill(shopper.password);
      await login.getByRole('button', { name: 'Sign In' }).click();
      await expect(login.getByRole('alert').filter({ hasText: BAD_CREDENTIALS })).toBeVisible();
      await expect(login).toHaveURL('/login');
      await context.close();
    });

    test('The privacy page says what downloading and deleting do, and about the newsletter', async ({
      page,
    }, testInfo) => {
      await page.goto('/privacy');
      await expect(page.getByText('Effective October 14, 2025')).toBeVisible();
      const yours = page.getByRole('heading', { name: 'Download or delete your data' });
      await expect(yours).toBeVisible();
      await expect(page.getByText(/We keep your orders .* for 5 years, because UAE tax law/)).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Our newsletter' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Emails we send' })).toBeVisible();
      await expectNoSidewaysScroll(page, 'the privacy page');
      await page.screenshot({ path: shotPath(testInfo, `privacy-${viewport.width}`), fullPage: true });
    });
  });
}
