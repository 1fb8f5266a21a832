import type { APIRequestContext, Page } from '@playwright/test';
import { linkIn, waitForMail } from '../support/mailbox';
import { expectNoSidewaysScroll, shotPath } from '../support/screens';
import { newShopper, registerViaApi, type Shopper } from '../support/shoppers';
import { expect, test } from '../support/test';

const NEW_PASSWORD = 'harbour-kite-2031';

/** A new account, signed in on this page through the login form. */
async function signedIn(page: Page, request: APIRequestContext): Promise<Shopper> {
  const shopper = newShopper();
  await registerViaApi(request, shopper);
  await page.goto('/login');
  await page.getByLabel('Email or Mobile Number').fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/');
  return shopper;
}

/** The same account signed in elsewhere: a token of its own. */
async function otherDevice(request: APIRequestContext, email: string, password: string): Promise<string> {
  const res = await request.post('/api/user/login', { data: { email, password } });
  expect(res.ok()).toBe(true);
  return (await res.json()).token;
}

async function tokenWorks(request: APIRequestContext, token: string): Promise<boolean> {
  return (await request.get('/api/user/me', { headers: { token } })).ok();
}

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('A shopper changes their name and phone on the profile and sees them', async ({
      page,
      request,
    }, testInfo) => {
      const shopper = await signedIn(page, request);
      const taken = newShopper();
      await registerViaApi(request, taken);
      await page.goto('/profile');
      const details = page.getByRole('region', { name: 'Account details' });
      await expect(details.getByLabel('Name')).toHaveValue(shopper.name);
      const { nationalNumber } = shopper;
      const shown = `+971 ${nationalNumber.slice(0, 2)} ${nationalNumber.slice(2, 5)} ${nationalNumber.slice(5)}`;
      await expect(details.getByLabel('Phone number')).toHaveValue(shown);
      await expect(details.getByText(shopper.email)).toBeVisible();
      await expectNoSidewaysScroll(page, 'the profile');
      await details.screenshot({ path: shotPath(testInfo, `account-details-${viewport.width}`) });

      // A number another account has is refused under the field.
      await details.getByLabel('Phone number').fill(`0${taken.nationalNumber}`);
      await details.getByRole('button', { name: 'Save details' }).click();
      await expect(details.getByText('An account with this phone number already exists.')).toBeVisible();

      const fresh = newShopper();
      await details.getByLabel('Name').fill('Layla Al Mansoori');
      await details.getByLabel('Phone number').fill(`0${fresh.nationalNumber}`);
      await details.getByRole('button', { name: 'Save details' }).click();
      await expect(toast(page, 'Your details have been saved.')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Hi Layla Al Mansoori' })).toBeVisible();

      await page.reload();
      await expect(details.getByLabel('Name')).toHaveValue('Layla Al Mansoori');
      await expect(details.getByLabel('Phone number')).toHaveValue(
        `+971 ${fresh.nationalNumber.slice(0, 2)} ${fresh.nationalNumber.slice(2, 5)} ${fresh.nationalNumber.slice(5)}`,
      );
    });

    test('A shopper changes the e-mail address and confirms it from the link sent to the new one', async ({
      page,
      request,
    }, testInfo) => {
      const shopper = await signedIn(page, request);
      const newEmail = `moved.${shopper.email}`;
      await page.goto('/profile');
      const details = page.getByRole('region', { name: 'Account details' });
      await details.getByRole('button', { name: 'Change e-mail' }).click();
      await expect(details.getByLabel('New e-mail')).toBeFocused();
      await details.getByLabel('New e-mail').fill(newEmail);
      await details.getByLabel('Current password').fill('not my password');
      await details.getByRole('button', { name: 'Send confirmation link' }).click();
      await expect(details.getByText('The current password is not correct.')).toBeVisible();
      await details.screenshot({ path: shotPath(testInfo, `email-change-${viewport.width}`) });

      await details.getByLabel('Current password').fill(shopper.password);
      await details.getByRole('button', { name: 'Send confirmation link' }).click();
      await expect(details.getByRole('status').filter({ hasText: 'Waiting for confirmation' })).toContainText(
        newEmail,
      );
      await expect(details.getByRole('button', { name: 'Change e-mail' })).toBeFocused();

      const mail = await waitForMail(newEmail, /^Confirm your new e-mail address$/);
      // The page asks for the account as it opens, beside the confirmation. Here that ask reads the old
      // address and its answer arrives after the confirmation's: the profile must still show the new one.
      let oldAccountRead = () => {};
      const accountReadFirst = new Promise<void>((resolve) => {
        oldAccountRead = resolve;
      });
      let confirmationAnswered = () => {};
      const confirmedFirst = new Promise<void>((resolve) => {
        confirmationAnswered = resolve;
      });
      await page.route(
        '**/api/user/me',
        async (route) => {
          const response = await route.fetch();
          oldAccountRead();
          await confirmedFirst;
          // The page may have given up on this answer by now, as it should; then there is none to give.
          await route.fulfill({ response }).catch(() => {});
        },
        { times: 1 },
      );
      await page.route(
        '**/api/user/email/confirm',
        async (route) => {
          await accountReadFirst;
          await route.fulfill({ response: await route.fetch() });
          confirmationAnswered();
        },
        { times: 1 },
      );
      await page.goto(linkIn(mail, '/confirm-email'));
      await expect(
        page.getByRole('heading', { name: 'Your e-mail address has been changed.' }),
      ).toBeVisible();
      await expect(page.getByText(newEmail)).toBeVisible();
      await expectNoSidewaysScroll(page, 'the confirm e-mail page');
      await page.screenshot({ path: shotPath(testInfo, `email-confirmed-${viewport.width}`) });

      await page.getByRole('link', { name: 'Go to your profile' }).click();
      await expect(details.getByText(newEmail, { exact: true })).toBeVisible();
      await expect(details.getByText('Waiting for confirmation')).toHaveCount(0);
    });

    test('A shopper changes the password: this device stays signed in, the others are signed out', async ({
      page,
      request,
    }, testInfo) => {
      const shopper = await signedIn(page, request);
      const elsewhere = await otherDevice(request, shopper.email, shopper.password);
      await page.goto('/profile');
      const security = page.getByRole('region', { name: 'Security' });
      await security.scrollIntoViewIfNeeded();

      await security.getByLabel('Current password').fill('not my password');
      await security.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
      await security.getByLabel('Confirm new password').fill(NEW_PASSWORD);
      await security.getByRole('button', { name: 'Change password' }).click();
      await expect(security.getByText('The current password is not correct.')).toBeVisible();
      await expect(security.getByLabel('Current password')).toBeFocused();
      await expectNoSidewaysScroll(page, 'the profile');
      await security.screenshot({ path: shotPath(testInfo, `security-${viewport.width}`) });

      await security.getByLabel('Current password').fill(shopper.password);
      await security.getByRole('button', { name: 'Change password' }).click();
      await expect(
        toast(page, 'Your password has been changed. Your other devices have been signed out.'),
      ).toBeVisible();
      await expect(security.getByLabel('Current password')).toHaveValue('');
      expect(await tokenWorks(request, elsewhere)).toBe(false);

      // This device carries on with its new token, after a reload too.
      await page.reload();
      await expect(page.getByRole('heading', { name: `Hi ${shopper.name}` })).toBeVisible();
      const token = await page.evaluate(() => localStorage.getItem('token'));
      expect(token && (await tokenWorks(request, token))).toBe(true);
      expect(
        (
          await request.post('/api/user/login', {
            data: { email: shopper.email, password: shopper.password },
          })
        ).status(),
      ).toBe(401);
      await otherDevice(request, shopper.email, NEW_PASSWORD);
    });

    test('Sign out of all devices signs this device out too', async ({ page, request }, testInfo) => {
      const shopper = await signedIn(page, request);
      const elsewhere = await otherDevice(request, shopper.email, shopper.password);
      await page.goto('/profile');
      const security = page.getByRole('region', { name: 'Security' });
      await security.getByRole('button', { name: 'Sign out of all devices' }).click();
      const dialog = page.getByRole('dialog', { name: 'Sign out of all devices?' });
      await expect(dialog).toBeVisible();
      await page.screenshot({ path: shotPath(testInfo, `sign-out-everywhere-${viewport.width}`) });
      await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();

      await expect(page).toHaveURL('/login');
      await expect(toast(page, 'You have been signed out of all devices.')).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
      expect(await tokenWorks(request, elsewhere)).toBe(false);
    });
  });
}
