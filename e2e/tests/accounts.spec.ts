import { newShopper, registerViaApi } from '../support/shoppers';
import { expect, test } from '../support/test';

test('A shopper signs up, stays signed in after a reload, and logs out', async ({ page }) => {
  const shopper = newShopper();
  await page.goto('/login');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: 'Sign Up' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Country code' })).toHaveValue('+971 United Arab Emirates');

  await page.getByLabel('Name').fill(shopper.name);
  await page.getByLabel('Phone number').fill(shopper.nationalNumber);
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();

  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

  await page.reload();
  await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();

  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('A shopper signs in with a mobile number', async ({ page, request }) => {
  const shopper = newShopper();
  await registerViaApi(request, shopper);
  await page.goto('/login');
  await page.getByLabel('Email or Mobile Number').fill(`0${shopper.nationalNumber}`);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
});

test("A wrong password shows the server's message", async ({ page, request }) => {
  const shopper = newShopper();
  await registerViaApi(request, shopper);
  await page.goto('/login');
  await page.getByLabel('Email or Mobile Number').fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Incorrect email, mobile number or password.' }),
  ).toBeVisible();
  await expect(page).toHaveURL('/login');
});

test('Signing up with an invalid phone number says so and sends nothing', async ({ page }) => {
  const shopper = newShopper();
  let registerCalls = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/user/register')) registerCalls += 1;
  });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByLabel('Name').fill(shopper.name);
  await page.getByLabel('Phone number').fill('12');
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Please enter a valid phone number.')).toBeVisible();
  expect(registerCalls).toBe(0);
});

test('Signing up with an email that already has an account shows the server message', async ({
  page,
  request,
}) => {
  const existing = newShopper();
  await registerViaApi(request, existing);
  const shopper = newShopper();
  await page.goto('/login');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByLabel('Name').fill(shopper.name);
  await page.getByLabel('Phone number').fill(shopper.nationalNumber);
  await page.getByLabel('Email').fill(existing.email);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'An account with this email already exists.' }),
  ).toBeVisible();
});

test('A shopper can pick another country calling code by searching for it', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Create Account' }).click();
  const picker = page.getByRole('combobox', { name: 'Country code' });
  await picker.click();
  await picker.fill('india');
  await page.getByRole('option', { name: 'India (+91)' }).click();
  await expect(picker).toHaveValue('+91 India');
});

test('A signed-in shopper who opens /login is sent home', async ({ page, request }) => {
  const shopper = newShopper();
  await registerViaApi(request, shopper);
  await page.goto('/login');
  await page.getByLabel('Email or Mobile Number').fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/');
  await page.goto('/login');
  await expect(page).toHaveURL('/');
});

test('The password can be shown and hidden', async ({ page }) => {
  await page.goto('/login');
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('secret-123');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(password).toHaveAttribute('type', 'password');
});

test('A stored token the store no longer accepts signs the shopper out on the next visit', async ({
  page,
}) => {
  await page.goto('/');
  await page.evaluate(() => {
    localStorage.setItem('token', 'expired.or.forged');
    localStorage.setItem('user', JSON.stringify({ name: 'Ghost', email: 'ghost@example.com' }));
  });
  await page.reload();
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('A guest who opens a page for signed-in shoppers is sent to sign in', async ({ page }) => {
  for (const path of ['/checkout', '/checkout/payment', '/orders', '/profile']) {
    await page.goto(path);
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('heading', { name: 'Login', level: 1 })).toBeVisible();
  }
});
