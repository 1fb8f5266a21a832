import { signInAsOwnStoreOwner, useOwnStore } from '../support/own-store';
import { shootScreen } from '../support/screens';
import { newStaffMember } from '../support/staff';
import { expect, test } from '../support/test';

/**
 * The store details are the whole store's: the footer, the terms and every tax document issued from then on
 * carry them. So these tests change them on a store of their own, one after another, and the suite's other
 * specs never see another seller.
 */
useOwnStore('sellerSettings');

const TRN_MESSAGE = 'A TRN is 15 digits starting with 1.';
const SAVED = 'The store details are saved.';

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('The owner sets the store details: a wrong TRN is refused under its field, a right one is saved and the storefront names the new seller', async ({
      page,
      request,
    }, testInfo) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const legalName = `Little Souq Trading ${viewport.width} L.L.C.`;
      await signInAsOwnStoreOwner(page.request);
      const before = (await (await page.request.get('/api/admin/settings/seller')).json()) as {
        saved: boolean;
      };

      await page.goto('/admin');
      await page
        .getByRole('navigation', { name: 'Back office' })
        .getByRole('link', { name: 'Store details' })
        .click();
      await expect(page).toHaveURL('/admin/settings/store');
      await expect(page.getByRole('heading', { name: 'Store details', level: 1 })).toBeVisible();
      // Until an owner saves them, the details are the deployment's defaults, and the page says so.
      const defaults = page.getByText('These are the store’s default details. Save them to make them yours.');
      await expect(defaults).toHaveCount(before.saved ? 0 : 1);
      await expect(page.getByText('already issued keep the details they were issued with')).toBeVisible();
      await expect(page.getByLabel('Registered for VAT')).toBeChecked();
      await shootScreen(page, testInfo, 'store-details');

      await page.getByLabel('Legal name').fill(legalName);
      await page.getByLabel('Address').fill('Shop 4, Al Wasl Road\nJumeirah 1, Dubai');
      await page.getByLabel('TRN').fill('2001234');
      await page.getByRole('button', { name: 'Save store details' }).click();
      const trn = page.getByLabel('TRN');
      await expect(trn).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText(TRN_MESSAGE)).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: SAVED })).toHaveCount(0);
      await shootScreen(page, testInfo, 'store-details-error');

      // Not registered: no TRN to give. Registered again: the TRN is asked for again.
      await page.getByLabel('Registered for VAT').uncheck();
      await expect(page.getByLabel('TRN')).toHaveCount(0);
      await page.getByLabel('Registered for VAT').check();
      await expect(trn).toBeVisible();

      // What the server answers to a TRN it refuses is shown in its words too.
      await page.route('**/api/admin/settings/seller', async (route) => {
        if (route.request().method() !== 'PUT') return route.continue();
        const body = route.request().postDataJSON() as Record<string, unknown>;
        return route.continue({ postData: JSON.stringify({ ...body, trn: '999' }) });
      });
      await trn.fill('100 2345 6789 0003');
      await page.getByRole('button', { name: 'Save store details' }).click();
      await expect(page.getByRole('alert')).toHaveText(TRN_MESSAGE);
      await page.unroute('**/api/admin/settings/seller');

      // Copied from a certificate, with its spaces: saved as the 15 digits.
      await page.getByRole('button', { name: 'Save store details' }).click();
      await expect(page.getByRole('status').filter({ hasText: SAVED })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(trn).toHaveValue('100234567890003');
      await expect(defaults).toHaveCount(0);

      await page.reload();
      await expect(page.getByLabel('Legal name')).toHaveValue(legalName);
      await expect(page.getByLabel('Address')).toHaveValue('Shop 4, Al Wasl Road\nJumeirah 1, Dubai');
      await expect(page.getByLabel('TRN')).toHaveValue('100234567890003');
      await expect(defaults).toHaveCount(0);

      // The storefront reads the seller from the store's config: the new one at once.
      const config = (await (await request.get('/api/store/config')).json()) as {
        seller: { legalName: string; trn: string; vatRegistered: boolean };
      };
      expect(config.seller).toMatchObject({ legalName, trn: '100234567890003', vatRegistered: true });
      expect(errors).toEqual([]);
    });
  });
}

test('A member of staff has no Store details: no link, and its address says only an owner may change them', async ({
  page,
}) => {
  // The owner invites a member on this store; the member joins in the page's own session.
  const api = page.request;
  await signInAsOwnStoreOwner(api);
  const member = newStaffMember();
  const invited = await api.post('/api/admin/staff/invitations', {
    data: { email: member.email, role: 'staff' },
  });
  expect(invited.ok(), await invited.text()).toBe(true);
  const token = new URL(((await invited.json()) as { inviteUrl: string }).inviteUrl).searchParams.get(
    'token',
  );
  const joined = await api.post('/api/admin/invitations/accept', {
    data: { token, name: member.name, password: member.password },
  });
  expect(joined.ok(), await joined.text()).toBe(true);

  await page.goto('/admin');
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link', { name: 'Tax documents' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Store details' })).toHaveCount(0);
  await page.goto('/admin/settings/store');
  await expect(page.getByRole('alert')).toContainText('Only an owner can change the store details');
  const refused = await page.request.get('/api/admin/settings/seller');
  expect(refused.status()).toBe(403);
});
