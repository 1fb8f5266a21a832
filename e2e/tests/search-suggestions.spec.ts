import type { Page, TestInfo } from '@playwright/test';
import { shootScreen, shotPath } from '../support/screens';
import { expect, test } from '../support/test';

/**
 * The header search suggests as the shopper types (docs/product/storefront.md): products with the found words
 * marked, the groups and kinds they are in, and "Did you mean" when only a correction finds them; a WAI-ARIA
 * combobox, so the keyboard chooses and follows a suggestion. The field still goes to the listing as the
 * shopper types, and Enter with nothing chosen still opens /products/{text}.
 */

const WORDS = {
  en: {
    field: 'Search products',
    list: 'Search suggestions',
    products: 'Products',
    categories: 'Categories',
    didYouMean: 'Did you mean “dinosaur”?',
    pyjamas: 'Dinosaur Pyjama Set',
    marked: 'Dinosaur',
    boys: /^Boys · \d+$/,
    count: /^\d+ suggestions$/,
    prefix: '',
  },
  ar: {
    field: 'ابحثوا في المنتجات',
    list: 'اقتراحات البحث',
    products: 'المنتجات',
    categories: 'الأقسام',
    didYouMean: 'هل تقصد «dinosaur»؟',
    pyjamas: 'بيجامة بطبعة ديناصورات',
    // The seeded synonyms find the Arabic word too: it is marked in the Arabic name.
    marked: 'ديناصور',
    boys: /^أولاد · \d+$/,
    count: /^\d+ (اقتراحات|اقتراحًا|اقتراح)$/,
    prefix: '/ar',
  },
} as const;

type Language = keyof typeof WORDS;

/** The header's search field: at each width only one of the two (header row, phone row) is shown. */
const searchField = (page: Page, language: Language) =>
  page.getByRole('combobox', { name: WORDS[language].field });

/** Keeps a picture of the open suggestions, named for the language and width. */
async function shootSuggestions(page: Page, testInfo: TestInfo, language: Language) {
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: shotPath(testInfo, `search-suggestions-${language}-${width}`) });
}

async function typeAndSeeSuggestions(page: Page, language: Language) {
  const words = WORDS[language];
  const search = searchField(page, language);
  await search.pressSequentially('dinosuar');
  // Typing still goes to the listing, as it always has.
  await expect(page).toHaveURL(`${words.prefix}/products?search=dinosuar`);

  const list = page.getByRole('listbox', { name: words.list });
  await expect(list).toBeVisible();
  await expect(search).toHaveAttribute('aria-expanded', 'true');
  await expect(search).toHaveAttribute('aria-controls', (await list.getAttribute('id')) ?? '');
  await expect(page.getByRole('status').filter({ hasText: words.count })).toHaveCount(1);

  const correction = list.getByRole('option', { name: words.didYouMean });
  await expect(correction).toHaveAttribute('href', `${words.prefix}/products?search=dinosaur`);
  const products = list.getByRole('group', { name: words.products }).getByRole('option');
  await expect(products.first()).toContainText(words.pyjamas);
  await expect(products.first().locator('mark')).toHaveText(words.marked);
  await expect(list.getByRole('group', { name: words.categories }).getByRole('option').first()).toHaveText(
    words.boys,
  );
  return { search, list, correction, products };
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const language of ['en', 'ar'] as const) {
      test(`${language}: typing "dinosuar" suggests the dinosaurs with "Did you mean"; ArrowDown and Enter open the chosen product`, async ({
        page,
      }, testInfo) => {
        await page.goto(`${WORDS[language].prefix}/`);
        const { search, correction, products } = await typeAndSeeSuggestions(page, language);

        // ArrowDown chooses the first option (the correction), the next the best product; the field
        // names the chosen one and keeps the focus.
        await search.press('ArrowDown');
        await expect(correction).toHaveAttribute('aria-selected', 'true');
        await search.press('ArrowDown');
        const pyjamas = products.first();
        await expect(pyjamas).toHaveAttribute('aria-selected', 'true');
        await expect(correction).toHaveAttribute('aria-selected', 'false');
        await expect(search).toHaveAttribute(
          'aria-activedescendant',
          (await pyjamas.getAttribute('id')) ?? '',
        );
        await expect(search).toBeFocused();
        await shootSuggestions(page, testInfo, language);
        await shootScreen(page, testInfo, `search-suggestions-page-${language}`);

        await search.press('Enter');
        await expect(page).toHaveURL(
          new RegExp(`^[^?]*${WORDS[language].prefix}/boys/dinosaur-pyjama-set/[0-9a-f-]{36}$`),
        );
        await expect(page.getByRole('heading', { level: 1, name: WORDS[language].pyjamas })).toBeVisible();
        await expect(search).toHaveValue('');
        await expect(search).toHaveAttribute('aria-expanded', 'false');
      });
    }

    test('en: Escape closes the suggestions and keeps the words; Enter with none chosen opens /products/{text}', async ({
      page,
    }) => {
      await page.goto('/');
      const { search, list } = await typeAndSeeSuggestions(page, 'en');

      await search.press('Escape');
      await expect(list).toBeHidden();
      await expect(search).toHaveAttribute('aria-expanded', 'false');
      await expect(search).toHaveValue('dinosuar');

      // Typing opens them again; Enter without choosing one searches the words, as it always has.
      await search.press('Backspace');
      await search.press('r');
      await expect(list).toBeVisible();
      await expect(search).not.toHaveAttribute('aria-activedescendant');
      await search.press('Enter');
      await expect(page).toHaveURL('/products/dinosuar');
      await expect(search).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByRole('article').first()).toContainText(/dino/i);
    });
  });
}

test('A click elsewhere closes the suggestions; a click on one follows it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const { search, list } = await typeAndSeeSuggestions(page, 'en');
  // The heading's first letters, clear of the list (which covers the heading's middle).
  await page.getByRole('heading', { level: 1 }).click({ position: { x: 5, y: 5 } });
  await expect(list).toBeHidden();
  await expect(search).toHaveAttribute('aria-expanded', 'false');

  await search.click();
  await expect(list).toBeVisible();
  await list.getByRole('group', { name: 'Categories' }).getByRole('option').first().click();
  await expect(page).toHaveURL('/products?search=dinosuar&category=Boys');
  await expect(list).toBeHidden();
});

test('The home page loads no suggestions code or request until the search is used', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.includes('search-suggestions') || url.pathname.startsWith('/api/search')) {
      asked.push(url.pathname);
    }
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Best Of Sale' })).toBeAttached();
  expect(asked).toEqual([]);

  await searchField(page, 'en').focus();
  await expect.poll(() => asked.some((p) => p.includes('search-suggestions'))).toBe(true);
  expect(asked.some((p) => p.startsWith('/api/search'))).toBe(false);
});
