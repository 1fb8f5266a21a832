import type { Page } from '@playwright/test';
import { linkIn, waitForMail } from '../support/mailbox';
import { expectNoSidewaysScroll, shotPath } from '../support/screens';
import { newShopper, registerViaApi, type Shopper } from '../support/shoppers';
import { expect, test } from '../support/test';

const FORGOT_ANSWER = 'If an account matches, we have sent it a link to reset the password.';
const LINK_USED = 'This reset link has expired or was already used. Ask for a new one.';
const BAD_CREDENTIALS = 'Incorrect email, mobile number or password.';
const NEW_PASSWORD = 'tidepool-lantern-7';

async function signUp(page: Page, shopper: Shopper): Promise<void> {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByLabel('Name').fill(shopper.name);
  await page.getByLabel('Phone number').fill(shopper.nationalNumber);
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL('/');
}

async function logOut(page: Page): Promise<void> {
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Logout', exact: true }).click();
  await expect(page).toHaveURL('/login');
}

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email or Mobile Number').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Sets the new password on the reset page the link opened. */
async function setNewPassword(page: Page, password: string, confirm = password): Promise<void> {
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password', { exact: true }).fill(confirm);
  await page.getByRole('button', { name: 'Set new password' }).click();
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('A shopper who forgot the password gets a link by e-mail, sets a new one and signs in with it', async ({
      page,
    }, testInfo) => {
      const shopper = newShopper();
      await signUp(page, shopper);
      await logOut(page);

      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await expect(page).toHaveURL('/forgot-password');
      await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
      await expectNoSidewaysScroll(page, 'the forgot password page');
      await page.screenshot({ path: shotPath(testInfo, `forgot-password-${viewport.width}`) });

      await page.getByLabel('Email or Mobile Number').fill(shopper.email.toUpperCase());
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeFocused();
      await expect(page.getByText(FORGOT_ANSWER)).toBeVisible();
      await page.screenshot({ path: shotPath(testInfo, `forgot-password-sent-${viewport.width}`) });

      const mail = await waitForMail(shopper.email, /^Reset your Little Souq password$/);
      const link = linkIn(mail, '/reset-password');
      await page.goto(link);
      await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
      await setNewPassword(page, NEW_PASSWORD, 'not the same password');
      await expect(page.getByText('The passwords do not match.')).toBeVisible();
      await expectNoSidewaysScroll(page, 'the reset password page');
      await page.screenshot({ path: shotPath(testInfo, `reset-password-${viewport.width}`) });

      await setNewPassword(page, NEW_PASSWORD);
      await expect(page).toHaveURL('/');
      await expect(
        page.getByRole('alert').filter({ hasText: 'Your password has been changed and you are signed in.' }),
      ).toBeVisible();

      // The link worked once.
      await page.goto(link);
      await setNewPassword(page, 'another-password-9');
      await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeFocused();
      await expect(page.getByText(LINK_USED)).toBeVisible();
      await page.screenshot({ path: shotPath(testInfo, `reset-link-used-${viewport.width}`) });
      await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
        'href',
        '/forgot-password',
      );

      await logOut(page);
      await logIn(page, shopper.email, shopper.password);
      await expect(page.getByRole('alert').filter({ hasText: BAD_CREDENTIALS })).toBeVisible();
      await expect(page).toHaveURL('/login');
      await logIn(page, shopper.email, NEW_PASSWORD);
      await expect(page).toHaveURL('/');
    });
  });
}

test('A reset link opened without its token says so and offers a new one', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
  await expect(page.getByText('This reset link is not complete.')).toBeVisible();
  await page.getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(page).toHaveURL('/forgot-password');
});

test('A shopper on the Arabic store gets the reset e-mail in Arabic, and its link opens the Arabic page', async ({
  page,
  request,
}) => {
  const shopper = newShopper();
  await registerViaApi(request, shopper);
  await page.goto('/ar/forgot-password');
  await page.getByLabel('البريد الإلكتروني أو رقم الجوال').fill(shopper.email);
  await page.getByRole('button', { name: 'إرسال رابط إعادة التعيين' }).click();
  await expect(page.getByRole('heading', { name: 'تفقّدوا بريدكم الإلكتروني' })).toBeFocused();

  const mail = await waitForMail(shopper.email, /^إعادة تعيين كلمة مرور \u2068Little Souq\u2069$/);
  expect(mail.text).toContain('عيّنوا كلمة مرور جديدة');
  const link = linkIn(mail, '/ar/reset-password');
  await page.goto(link);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'عيّنوا كلمة مرور جديدة' })).toBeVisible();
  await page.getByLabel('كلمة المرور الجديدة', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('تأكيد كلمة المرور الجديدة', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'تعيين كلمة المرور الجديدة' }).click();
  await expect(page).toHaveURL('/ar');
});
