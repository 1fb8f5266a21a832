import { OWNER } from '../support/owner';
import { controlByServiceWorker } from '../support/service-worker';
import {
  freshContext,
  joinAsStaff,
  newStaffMember,
  onTestServer,
  signInAsOwnerOnPage,
} from '../support/staff';
import { expect, test } from '../support/test';
import { currentStep, totpCode } from '../support/totp';

test('The owner signs in, invites a member of staff, and the member joins from the link on another computer', async ({
  page,
  context,
  browser,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/admin/orders?status=Packing');
  // Not signed in: sent to sign in, and back to the same page afterwards.
  await expect(page).toHaveURL('/admin/sign-in?next=%2Forders%3Fstatus%3DPacking');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();

  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Email is required.')).toBeVisible();
  await page.getByLabel('Email').fill(OWNER.email);
  await page.getByLabel('Password').fill('not-the-owners-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Incorrect email or password.');
  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/admin/orders?status=Packing');
  await expect(page.getByRole('heading', { name: 'Orders', exact: true })).toBeVisible();
  await expect(page.getByLabel('Status')).toHaveValue('Packing');

  const nav = page.getByRole('navigation', { name: 'Back office' });
  await nav.getByRole('link', { name: 'Staff' }).click();
  await expect(page.getByRole('heading', { name: 'Staff', exact: true })).toBeVisible();
  const member = newStaffMember();
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Role', { exact: true }).selectOption('staff');
  await page.getByRole('button', { name: 'Create invitation' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Invitation ready for ${member.email}` }),
  ).toBeVisible();
  const link = await page.getByLabel('Invitation link').inputValue();
  expect(link).toMatch(/\/admin\/invite\?token=/);
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('Copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  // The new member, at their own computer.
  const theirs = await freshContext(browser);
  try {
    const memberPage = await theirs.newPage();
    await memberPage.goto(onTestServer(link));
    await expect(memberPage.getByRole('heading', { name: 'Join the back office' })).toBeVisible();
    await expect(memberPage.getByLabel('Email')).toHaveValue(member.email);
    await expect(memberPage.getByLabel('Email')).not.toBeEditable();
    await memberPage.getByLabel('Your name').fill(member.name);
    await memberPage.getByLabel('Password').fill('too-short');
    await memberPage.getByRole('button', { name: 'Create my account' }).click();
    await expect(memberPage.getByText('Password must be at least 12 characters.')).toBeVisible();
    await memberPage.getByLabel('Password').fill(member.password);
    await memberPage.getByRole('button', { name: 'Create my account' }).click();
    await expect(memberPage).toHaveURL('/admin');
    await expect(memberPage.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    const theirNav = memberPage.getByRole('navigation', { name: 'Back office' });
    await expect(theirNav.getByRole('link', { name: 'Orders' })).toBeVisible();
    await expect(theirNav.getByRole('link', { name: 'Staff' })).toHaveCount(0);

    // A link works once.
    await memberPage.goto(onTestServer(link));
    await expect(memberPage.getByRole('alert')).toHaveText('This link is not valid or has expired.');

    await memberPage.goto('/admin');
    await memberPage.getByRole('button', { name: 'Sign out' }).click();
    await expect(memberPage).toHaveURL('/admin/sign-in');
    await memberPage.getByLabel('Email').fill(member.email);
    await memberPage.getByLabel('Password').fill(member.password);
    await memberPage.getByRole('button', { name: 'Sign in' }).click();
    await expect(memberPage.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  } finally {
    await theirs.close();
  }

  await page.reload();
  const row = page.getByRole('listitem').filter({ hasText: member.email });
  await expect(row).toContainText(member.name);
  await expect(row.getByLabel(`Role of ${member.name}`)).toHaveValue('staff');
  await row.getByLabel(`Role of ${member.name}`).selectOption('owner');
  await expect(page.getByRole('status').filter({ hasText: `${member.name} is now owner.` })).toBeVisible();
  await page.reload();
  await expect(row.getByLabel(`Role of ${member.name}`)).toHaveValue('owner');
});

test('A member of staff who opens the staff page is told only an owner can', async ({ page }) => {
  await joinAsStaff(page);
  await page.goto('/admin/staff');
  await expect(page.getByRole('alert')).toContainText('Only an owner can manage staff.');
  await expect(
    page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Staff' }),
  ).toHaveCount(0);
  // The api refuses the list too; the page's refusal is not the only guard.
  expect((await page.request.get('/api/admin/staff')).status()).toBe(403);
});

test('The owner removes a member, whose next step in the back office asks them to sign in', async ({
  page,
  browser,
}) => {
  const theirs = await freshContext(browser);
  try {
    const memberPage = await theirs.newPage();
    const member = await joinAsStaff(memberPage);
    await memberPage.goto('/admin/orders');
    await expect(memberPage.getByRole('heading', { name: 'Orders', exact: true })).toBeVisible();

    await signInAsOwnerOnPage(page);
    await page.goto('/admin/staff');
    await page.getByRole('button', { name: `Remove ${member.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Remove ${member.name}?` });
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByRole('status').filter({ hasText: `${member.name} was removed.` })).toBeVisible();
    await expect(page.getByText(member.email)).toHaveCount(0);

    // Their session ended with them: the next call is a 401, and the app sends them to sign in.
    await memberPage
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    await expect(memberPage).toHaveURL('/admin/sign-in');
  } finally {
    await theirs.close();
  }
});

test('A setup or invitation link that is not valid says so instead of showing its form', async ({ page }) => {
  for (const url of [
    '/admin/setup?token=not-a-real-token',
    '/admin/invite?token=not-a-real-token',
    '/admin/invite',
  ]) {
    await page.goto(url);
    await expect(page.getByRole('alert'), url).toHaveText('This link is not valid or has expired.');
    await expect(page.getByLabel('Password'), url).toHaveCount(0);
  }
});

test("In a tab the storefront's service worker controls, the back office's addresses still open the back office", async ({
  page,
}) => {
  await page.goto('/');
  await controlByServiceWorker(page);
  // Three segments, as a product's address has: the worker's stored storefront must not answer it.
  await page.goto('/admin/orders/00000000-0000-4000-8000-000000000000');
  await expect(page).toHaveURL(/\/admin\/sign-in\?next=/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});

test('A member turns on two-factor sign-in, and signs in again with their password and a code', async ({
  page,
}) => {
  const member = await joinAsStaff(page);
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Security' }).click();
  await expect(page.getByText('Two-factor sign-in is off')).toBeVisible();
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const key = (await page.locator('code').textContent())?.replace(/\s/g, '') ?? '';
  const step = currentStep();
  await page.getByLabel('6-digit code').fill(totpCode(key, step));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText('Two-factor sign-in is on')).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  // A plain sign-in page: the next person at this desk does not come back to this member's page.
  await expect(page).toHaveURL('/admin/sign-in');
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Enter the 6-digit code from your authenticator app.');
  // A code is good once: the next step's, which the server accepts as a neighbour of this one.
  await page.getByLabel('6-digit code').fill(totpCode(key, step + 1));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});
