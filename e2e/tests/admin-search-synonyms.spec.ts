import { randomInt } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSidewaysScroll, shotPath } from '../support/screens';
import { freshContext, joinAsStaff, signInAsOwner, signInAsOwnerOnPage } from '../support/staff';
import { expect, test } from '../support/test';

const EXPLAINED = 'Words shoppers use for the same thing: a search for any of them finds all of them.';

/** A word no product, no seeded group and no other test (or worker) has: letters only, as a shopper types. */
const madeUp = (prefix: string) =>
  `${prefix}${Array.from({ length: 6 }, () => String.fromCharCode(97 + randomInt(26))).join('')}`;

/** Collects console errors and page errors; Chromium logs every 4xx, and the refusals here are on purpose. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of 4\d\d/.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The same in Arabic letters, as an Arabic shopper types. */
const madeUpArabic = () =>
  `زربل${Array.from({ length: 5 }, () => 'بتثجحخدذسشصضطظعغفقكلمنهوي'[randomInt(25)]).join('')}`;

/** The ids of the products the storefront's search finds for `text` (its first 100). */
async function searchIds(request: APIRequestContext, text: string): Promise<string[]> {
  const res = await request.get(`/api/products?search=${encodeURIComponent(text)}&limit=100`);
  expect(res.ok(), await res.text()).toBe(true);
  const body = (await res.json()) as { products: { _id: string }[] };
  return body.products.map((p) => p._id).sort();
}

/** The group's card on the list, found by its first term. */
const card = (page: Page, first: string) =>
  page.getByRole('listitem', { name: `Synonym group “${first}”`, exact: true });

/** The page's confirmation of a change, read out politely. */
const note = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** Types a term into the box and adds it with Enter. */
async function typeTerm(page: Page, term: string) {
  await page.getByLabel('New term').fill(term);
  await page.getByLabel('New term').press('Enter');
}

test('The owner adds a synonym group, the store’s search finds by it, then changes and deletes it', async ({
  page,
  request,
}) => {
  const errors = watchErrors(page);
  const word = madeUp('zorble');
  const arabic = madeUpArabic();
  // Rockets: in the catalogue, and in none of the store's own groups.
  const rockets = await searchIds(request, 'rocket');
  expect(rockets.length).toBeGreaterThan(0);

  await signInAsOwnerOnPage(page);
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Search synonyms' })
    .click();
  await expect(page).toHaveURL('/admin/search-synonyms');
  await expect(page.getByRole('heading', { name: 'Search synonyms', level: 1 })).toBeVisible();
  await expect(page.getByText(EXPLAINED)).toBeVisible();
  // The seeded groups, their terms as chips.
  await expect(card(page, 'tee').getByRole('list', { name: 'Terms of “tee”' })).toContainText('تي شيرت');

  await page.getByRole('button', { name: 'Add a group' }).click();
  const form = page.getByRole('region', { name: 'New synonym group' });
  await expect(page.getByLabel('New term')).toBeFocused();
  // One term is not a group: said under the terms, nothing sent.
  await typeTerm(page, word);
  await expect(form.getByRole('button', { name: `Remove “${word}”` })).toBeVisible();
  await form.getByRole('button', { name: 'Save group' }).click();
  await expect(form.getByText('A group needs at least 2 terms.')).toBeVisible();
  await expect(page.getByLabel('New term')).toHaveAttribute('aria-invalid', 'true');

  // A term another group holds, as search reads it, is the server's refusal, naming that group.
  await typeTerm(page, 'T-Shirt');
  await form.getByRole('button', { name: 'Save group' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    '“T-Shirt” is already in the synonym group “tee”: a word can be in one group only.',
  );
  await form.getByRole('button', { name: 'Remove “T-Shirt”' }).click();
  await expect(page.getByLabel('New term')).toBeFocused();
  // A term still in the box is saved with the chips.
  await page.getByLabel('New term').fill('rocket');
  await form.getByRole('button', { name: 'Save group' }).click();
  await expect(note(page, `Synonym group “${word}” added.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add a group' })).toBeFocused();
  // The newest change first.
  await expect(
    page
      .getByRole('region', { name: /^Groups/ })
      .getByRole('listitem')
      .first(),
  ).toHaveAccessibleName(`Synonym group “${word}”`);
  await expect(card(page, word).getByRole('list', { name: `Terms of “${word}”` })).toHaveText(
    `${word}rocket`,
  );
  // Shoppers searching for the new word find the rockets.
  expect(await searchIds(request, word)).toEqual(rockets);

  // Changed in place: rocket out, an Arabic term in.
  await card(page, word)
    .getByRole('button', { name: `Edit “${word}”` })
    .click();
  const editing = card(page, word);
  await expect(editing.getByRole('heading', { name: `Change the group “${word}”` })).toBeVisible();
  await editing.getByRole('button', { name: 'Remove “rocket”' }).click();
  await typeTerm(page, arabic);
  await editing.getByRole('button', { name: 'Save group' }).click();
  await expect(note(page, `Synonym group “${word}” saved.`)).toBeVisible();
  await expect(card(page, word).getByRole('button', { name: `Edit “${word}”` })).toBeFocused();
  await expect(card(page, word).getByRole('list', { name: `Terms of “${word}”` })).toHaveText(
    `${word}${arabic}`,
  );
  expect(await searchIds(request, word)).toEqual([]);

  // Deleting asks first; Cancel keeps it.
  await card(page, word)
    .getByRole('button', { name: `Delete “${word}”` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Delete the group “${word}”?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(card(page, word)).toBeVisible();
  await card(page, word)
    .getByRole('button', { name: `Delete “${word}”` })
    .click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(note(page, `Synonym group “${word}” deleted.`)).toBeVisible();
  await expect(card(page, word)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /^Groups/ })).toBeFocused();
  expect(errors).toEqual([]);
});

test('A member of staff reads the synonyms but cannot change them', async ({ browser }) => {
  const desk = await freshContext(browser);
  try {
    const member = await desk.newPage();
    await joinAsStaff(member);
    await member.goto('/admin/search-synonyms');
    await expect(member.getByText(EXPLAINED)).toBeVisible();
    await expect(member.getByText('Only an owner can add or change synonyms.')).toBeVisible();
    await expect(card(member, 'tee')).toBeVisible();
    await expect(member.getByRole('button', { name: 'Add a group' })).toHaveCount(0);
    await expect(member.getByRole('button', { name: /^(Edit|Delete) / })).toHaveCount(0);
    // The api refuses them too.
    const res = await member.request.post('/api/admin/search-synonyms', {
      data: { terms: [madeUp('staffy'), madeUp('staffz')] },
    });
    expect(res.status()).toBe(403);
  } finally {
    await desk.close();
  }
});

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('The owner adds a group from the keyboard alone, and the screen fits', async ({
      page,
    }, testInfo) => {
      const errors = watchErrors(page);
      const [first, second, arabic] = [madeUp('kbdfirst'), madeUp('kbdsecond'), madeUpArabic()];
      const screen = async (name: string) => {
        await expectNoSidewaysScroll(page, name);
        await page.screenshot({ path: shotPath(testInfo, `${name}-${viewport.width}`), fullPage: true });
      };
      await signInAsOwner(page.request);
      await page.goto('/admin/search-synonyms');
      await expect(page.getByRole('heading', { name: 'Search synonyms', level: 1 })).toBeVisible();
      await expect(card(page, 'tee')).toBeVisible();
      await screen('search-synonyms');

      await page.getByRole('button', { name: 'Add a group' }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByLabel('New term')).toBeFocused();
      await page.keyboard.type(`${first}, ${second}`);
      await page.keyboard.press('Enter');
      await page.keyboard.type('حذاء');
      await page.keyboard.press('Enter');
      const form = page.getByRole('region', { name: 'New synonym group' });
      await expect(form.getByRole('list', { name: 'Terms in this group' }).getByRole('listitem')).toHaveCount(
        3,
      );
      // حذاء is in the seeded trainers group.
      await page.keyboard.press('Tab');
      await expect(form.getByRole('button', { name: 'Add' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(form.getByRole('button', { name: 'Save group' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(form.getByRole('alert')).toHaveText(
        '“حذاء” is already in the synonym group “trainers”: a word can be in one group only.',
      );
      await screen('search-synonyms-form');

      await form.getByRole('button', { name: 'Remove “حذاء”' }).press('Enter');
      await expect(page.getByLabel('New term')).toBeFocused();
      await page.keyboard.type(arabic);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await expect(note(page, `Synonym group “${first}” added.`)).toBeVisible();
      await expect(card(page, first).getByRole('list', { name: `Terms of “${first}”` })).toHaveText(
        `${first}${second}${arabic}`,
      );

      // The card's Delete, from the keyboard, asks first.
      await card(page, first)
        .getByRole('button', { name: `Delete “${first}”` })
        .press('Enter');
      const dialog = page.getByRole('dialog', { name: `Delete the group “${first}”?` });
      await expect(dialog).toBeVisible();
      await screen('search-synonyms-delete');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(card(page, first).getByRole('button', { name: `Delete “${first}”` })).toBeFocused();
      expect(errors).toEqual([]);
    });
  });
}
