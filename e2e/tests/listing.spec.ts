import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { batchIntersectionReports } from '../support/busy-browser';
import {
  cardNames,
  cards,
  listingFromApi,
  PAGE_SIZE,
  productList,
  scrollUntilShown,
  showFilters,
} from '../support/listing';

interface ListedProduct {
  name: string;
  category: 'Boys' | 'Girls' | 'Unisex';
  price: number;
  discount: number;
  flashDiscount: number;
}

/** The bold price a card shows ('AED 12.00'); the struck original reads 'was AED 15.00'. */
const SHOWN_PRICE = /^AED [\d,]+\.\d{2}$/;

async function catalogue(request: APIRequestContext): Promise<ListedProduct[]> {
  const body = await (await request.get('/api/product/list')).json();
  return body.products;
}

/** The products the Girls link should list. */
async function girlsProducts(request: APIRequestContext): Promise<ListedProduct[]> {
  return (await catalogue(request)).filter((p) => p.category === 'Girls');
}

/** round(price - price * percent / 100) with the larger of discount and flashDiscount. */
const shownAed = (p: ListedProduct) =>
  Math.round(p.price - (p.price * Math.max(p.discount, p.flashDiscount)) / 100);

async function cardPrices(page: Page): Promise<number[]> {
  const texts = await productList(page).getByText(SHOWN_PRICE).allTextContents();
  return texts.map((t) => Number(t.replace(/[^\d.]/g, '')));
}

const sorted = (names: readonly string[]) => [...names].sort();

const gender = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Gender' }).getByRole('checkbox', { name });

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('The Girls link preselects the Girls filter', async ({ page, request }) => {
      const girls = await girlsProducts(request);
      await page.goto('/products?category=Girls');
      await expect(page.getByRole('heading', { level: 1, name: 'Girls Collection' })).toBeVisible();
      await expect(page.getByText(`${girls.length} products`, { exact: true })).toBeVisible();
      await showFilters(page);
      await expect(gender(page, 'Girls')).toBeChecked();
      await expect(gender(page, 'Boys')).not.toBeChecked();
      expect(sorted(await cardNames(page, girls.length))).toEqual(sorted(girls.map((p) => p.name)));
    });

    test('The listing still grows when a busy browser reports the end of the grid late', async ({
      page,
      request,
    }) => {
      const girls = await girlsProducts(request);
      expect(girls.length).toBeGreaterThan(PAGE_SIZE);
      await batchIntersectionReports(page);
      await page.goto('/products?category=Girls');
      await expect(cards(page)).toHaveCount(PAGE_SIZE);
      await scrollUntilShown(page, girls.length);
    });

    test('Sorting Low to High orders by the price shown', async ({ page, request }) => {
      const list = await catalogue(request);
      const prices = list.map(shownAed);
      await page.goto('/products');
      await expect(cards(page)).toHaveCount(PAGE_SIZE);
      const sort = page.getByLabel('Sort by :');

      await sort.selectOption({ label: 'Low to High' });
      await expect(page).toHaveURL('/products?sort=low-high');
      await expect(productList(page).getByText(SHOWN_PRICE).first()).toHaveText(
        `AED ${Math.min(...prices)}.00`,
      );
      // Sorted by the server across pages: every page continues where the one before ended.
      await scrollUntilShown(page, list.length);
      const ascending = await cardPrices(page);
      expect(ascending).toHaveLength(list.length);
      expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

      await sort.selectOption({ label: 'High to Low' });
      await expect(page).toHaveURL('/products?sort=high-low');
      await expect(productList(page).getByText(SHOWN_PRICE).first()).toHaveText(
        `AED ${Math.max(...prices)}.00`,
      );
      await scrollUntilShown(page, list.length);
      const descending = await cardPrices(page);
      expect(descending).toEqual([...descending].sort((a, b) => b - a));

      await sort.selectOption({ label: 'Relevant' });
      await expect(page).toHaveURL('/products');
    });

    test('Searching lists what the search finds, best match first', async ({ page, request }) => {
      const list = await catalogue(request);
      // A word from a real product name, so the search has something to find.
      const word = (list[0]?.name.split(' ').at(-1) ?? '').toLowerCase();
      // Relevant is the API's order: typos, plurals, synonyms and descriptions are the server's to find.
      const { names: expected } = await listingFromApi(request, `search=${encodeURIComponent(word)}`);
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(list.length);

      await page.goto(`/products?search=${word}`);
      await expect(page.getByText(`Results for “${word}”`)).toBeVisible();
      await expect(page.getByText(`${expected.length} products`, { exact: true })).toBeVisible();
      expect(await cardNames(page, expected.length)).toEqual(expected);

      await page.goto(`/products/${word}`);
      await expect(page.getByText(`Results for “${word}”`)).toBeVisible();
      await expect(page.getByText(`${expected.length} products`, { exact: true })).toBeVisible();
      expect(await cardNames(page, expected.length)).toEqual(expected);
      await expect(page).toHaveTitle(`Search: ${word} | Little Souq`);

      await page.goto('/products');
      await expect(cards(page)).toHaveCount(PAGE_SIZE);
      // By its label: the header's field is a search box, or a combobox once it offers suggestions; the
      // header holds one for phones and one for wider screens, and only one of them is shown.
      await page
        .getByLabel('Search products', { exact: true })
        .filter({ visible: true })
        .pressSequentially('sandals');
      await expect(page).toHaveURL('/products?search=sandals');
      const { names: sandals } = await listingFromApi(request, 'search=sandals');
      expect(sandals.length).toBeGreaterThan(0);
      await expect(page.getByText(`${sandals.length} products`, { exact: true })).toBeVisible();
      expect(await cardNames(page, sandals.length)).toEqual(sandals);
    });

    test('Ticking a box keeps the search and sort', async ({ page, request }) => {
      const girlsDresses = await listingFromApi(request, 'search=dress&sort=high-low&category=Girls');
      expect(girlsDresses.total).toBeGreaterThan(1);
      await page.goto('/products/dress?sort=high-low');
      await showFilters(page);
      await gender(page, 'Girls').check();
      await expect(page).toHaveURL('/products/dress?sort=high-low&category=Girls');
      await expect(page.getByText('Results for “dress”')).toBeVisible();
      await expect(page.getByText(`${girlsDresses.total} products`, { exact: true })).toBeVisible();
      expect(sorted(await cardNames(page, girlsDresses.total))).toEqual(sorted(girlsDresses.names));
      // High to Low still orders what the search found by the price shown.
      const prices = await cardPrices(page);
      expect(prices).toHaveLength(girlsDresses.total);
      expect(prices).toEqual([...prices].sort((a, b) => b - a));
    });

    test('Ticking Boys and Girls shows both', async ({ page, request }) => {
      const list = await catalogue(request);
      const boysAndGirls = list.filter((p) => p.category !== 'Unisex');
      await page.goto('/products');
      await expect(cards(page)).toHaveCount(PAGE_SIZE);
      await showFilters(page);

      // The header's shop links (shown from 1024 px) mark a group's page, and not when two are ticked.
      const boysLink = page
        .getByRole('navigation', { name: 'Shop', exact: true })
        .getByRole('link', { name: 'Boys' });
      const headerLinks = (page.viewportSize()?.width ?? 0) >= 1024;
      await gender(page, 'Boys').check();
      await expect(page).toHaveURL('/products?category=Boys');
      if (headerLinks) await expect(boysLink).toHaveAttribute('aria-current', 'page');
      await gender(page, 'Girls').check();
      await expect(page).toHaveURL('/products?category=Boys&category=Girls');
      await expect(page.getByRole('heading', { level: 1, name: 'All Collections' })).toBeVisible();
      if (headerLinks) await expect(boysLink).not.toHaveAttribute('aria-current', 'page');
      expect(sorted(await cardNames(page, boysAndGirls.length))).toEqual(
        sorted(boysAndGirls.map((p) => p.name)),
      );

      await gender(page, 'Boys').uncheck();
      await gender(page, 'Girls').uncheck();
      await expect(page).toHaveURL('/products');
      await expect(page.getByText(`${list.length} products`, { exact: true })).toBeVisible();
      await scrollUntilShown(page, list.length);
    });

    test('A search with no match says so and offers a way back', async ({ page, request }) => {
      const list = await catalogue(request);
      await page.goto('/products?search=zzqxv');
      await expect(page.getByRole('heading', { name: 'No products found' })).toBeVisible();
      await expect(page.getByText('Nothing matches “zzqxv”.')).toBeVisible();
      await expect(page.getByText('0 products', { exact: true })).toBeVisible();
      await page.getByRole('link', { name: 'Show all products' }).click();
      await expect(page).toHaveURL('/products');
      await expect(page.getByText(`${list.length} products`, { exact: true })).toBeVisible();
      await expect(cards(page)).toHaveCount(PAGE_SIZE);
    });

    test('The listing shows 24 products and the rest as the shopper scrolls, each once', async ({
      page,
      request,
    }) => {
      const list = await catalogue(request);
      expect(list.length).toBeGreaterThan(PAGE_SIZE);
      const calls: string[] = [];
      page.on('request', (r) => {
        if (new URL(r.url()).pathname.startsWith('/api/product')) calls.push(new URL(r.url()).pathname);
      });
      await page.goto('/products');
      await expect(page.getByText(`${list.length} products`, { exact: true })).toBeVisible();
      await expect(cards(page)).toHaveCount(PAGE_SIZE);

      const names = await cardNames(page, list.length);
      expect(sorted(names)).toEqual(sorted(list.map((p) => p.name)));
      // One call per page of 24, and never the whole catalogue.
      expect(calls).toEqual(Array(Math.ceil(list.length / PAGE_SIZE)).fill('/api/products'));
      await expect(page.getByRole('button', { name: 'Show more products' })).toHaveCount(0);
    });
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('The filter panel is collapsed until FILTERS is pressed', async ({ page }) => {
    await page.goto('/products');
    // Exact: once a box is ticked, "Clear all filters" is a button too.
    const toggle = page.getByRole('button', { name: 'FILTERS', exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('group', { name: 'Gender' })).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('group', { name: 'Gender' })).toBeVisible();
    await gender(page, 'Unisex').check();
    await expect(page).toHaveURL('/products?category=Unisex');

    await toggle.click();
    await expect(page.getByRole('group', { name: 'Gender' })).toBeHidden();
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('The filters show as a sidebar without pressing anything', async ({ page }) => {
    await page.goto('/products');
    await expect(page.getByRole('group', { name: 'Gender' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'FILTERS', exact: true })).toBeHidden();
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }),
    ).toHaveAttribute('href', '/');
  });
});
