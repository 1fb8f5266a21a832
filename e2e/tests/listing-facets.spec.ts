import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  type ApiFacets,
  expectListedAsApi,
  listingFromApi,
  listingQuery,
  showFilters,
} from '../support/listing';
import { shootScreen, shotPath } from '../support/screens';
import { expect, test } from '../support/test';

/*
 * The listing's facets beside Gender (docs/product/search.md, docs/product/storefront.md): every list the page
 * shows is checked against what GET /api/products answers for the page's own address, and every count beside
 * a box against the answer's `facets`.
 */

/** A facet's fieldset on the listing, named by its legend. */
const facet = (page: Page, legend: string) => page.getByRole('group', { name: legend, exact: true });

/** A box by its name alone: the count beside it is its description. */
const box = (page: Page, legend: string, name: string) =>
  facet(page, legend).getByRole('checkbox', { name, exact: true });

const TYPE_LABEL: Readonly<Record<string, string>> = { clothing: 'Clothing', shoes: 'Shoes', toys: 'Toys' };
const PRICE_LABEL: Readonly<Record<string, string>> = {
  '0-50': 'Under AED 50',
  '50-100': 'AED 50 – 100',
  '100-200': 'AED 100 – 200',
  '200-': 'AED 200 and over',
};
/** How a size reads on its box: shoes 'EU 28', toys 'Free-size', clothes the size itself. */
const sizeLabel = (size: string) => (/^\d+$/.test(size) && Number(size) <= 42 ? `EU ${size}` : size);

/** Sizes and colours show this many values until the shopper asks for all. */
const SHORT_LIST = 8;

/** The values a facet lists: those with products, and any ticked one (so it can be unticked). */
const listed = (counts: readonly { value: string; count: number }[], ticked: readonly string[]) =>
  counts.filter((c) => c.count > 0 || ticked.includes(c.value));

/**
 * Each box shows the count the API answers for the page's address: the gender, type, age and price boxes, the
 * first sizes, the On sale and In stock only switches; a value that would show nothing is left out unless ticked.
 */
async function expectCounts(page: Page, facets: ApiFacets) {
  const query = listingQuery(page);
  for (const { value, count } of facets.category)
    await expect(box(page, 'Gender', value)).toHaveAccessibleDescription(String(count));
  const groups: [string, keyof ApiFacets, (value: string) => string][] = [
    ['Type', 'type', (v) => TYPE_LABEL[v] ?? v],
    ['Age', 'age', (v) => `${v} Years`],
    ['Price', 'price', (v) => PRICE_LABEL[v] ?? v],
  ];
  for (const [legend, key, label] of groups) {
    const shown = listed(facets[key] as { value: string; count: number }[], query.getAll(key));
    await expect(facet(page, legend).getByRole('checkbox')).toHaveCount(shown.length);
    for (const { value, count } of shown)
      await expect(box(page, legend, label(value))).toHaveAccessibleDescription(String(count));
  }
  for (const { value, count } of listed(facets.size, query.getAll('size')).slice(0, SHORT_LIST))
    await expect(box(page, 'Size', sizeLabel(value))).toHaveAccessibleDescription(String(count));
  await expect(box(page, 'Show', 'On sale')).toHaveAccessibleDescription(String(facets.sale));
  await expect(box(page, 'Show', 'In stock only')).toHaveAccessibleDescription(String(facets.inStock));
}

/** The list and the counts are the API's for the page's address. */
async function expectListingAsApi(page: Page, request: APIRequestContext) {
  const answer = await expectListedAsApi(page, request);
  await expectCounts(page, answer.facets);
  return answer;
}

/** The counts differ somewhere: ticking a box changed what the others would show. */
function changed(before: ApiFacets, after: ApiFacets): boolean {
  return JSON.stringify(before) !== JSON.stringify(after);
}

/** Presses Tab until `target` has the focus, as a keyboard user moves through the page. */
async function tabTo(page: Page, target: Locator, most = 12) {
  for (let i = 0; i < most; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** The words the ticking tests search for: one with clothes, shoes and toys among what it finds. */
const WORDS = 'blue';

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('Ticking a type and a size narrows the list and its counts; Back and Forward step through the ticks; Clear all filters keeps the search', async ({
      page,
      request,
    }) => {
      // Picked from the API's own counts, so the test follows the catalogue: a kind that narrows what the
      // words find without emptying it, then a size among the first eight shown that narrows that again.
      const searched = await listingFromApi(request, `search=${WORDS}`);
      const [type] = searched.facets.type
        .filter((t) => t.count > 0 && t.count < searched.total)
        .sort((a, b) => b.count - a.count);
      if (!type) throw new Error(`no kind narrows “${WORDS}”`);
      const byType = await listingFromApi(request, `search=${WORDS}&type=${type.value}`);
      const size = listed(byType.facets.size, [])
        .slice(0, SHORT_LIST)
        .find((s) => s.count < byType.total);
      if (!size) throw new Error(`no size narrows “${WORDS}” in ${type.value}`);
      const typeBox = box(page, 'Type', TYPE_LABEL[type.value] ?? type.value);
      const sizeBox = box(page, 'Size', sizeLabel(size.value));
      const typed = `/products?search=${WORDS}&type=${type.value}`;
      const sized = `${typed}&size=${size.value}`;

      await page.goto(`/products?search=${WORDS}`);
      await expect(page.getByText(`Results for “${WORDS}”`)).toBeVisible();
      await showFilters(page);
      await expectListingAsApi(page, request);

      await typeBox.check();
      await expect(page).toHaveURL(typed);
      const afterType = await expectListingAsApi(page, request);
      expect(afterType.total).toBe(type.count);
      expect(changed(searched.facets, afterType.facets)).toBe(true);

      await sizeBox.check();
      await expect(page).toHaveURL(sized);
      await expect(typeBox).toBeChecked();
      const afterSize = await expectListingAsApi(page, request);
      expect(afterSize.total).toBe(size.count);
      expect(changed(afterType.facets, afterSize.facets)).toBe(true);

      // Each tick is a history entry: Back unticks the size, Forward ticks it again.
      await page.goBack();
      await expect(page).toHaveURL(typed);
      await expect(typeBox).toBeChecked();
      await expect(sizeBox).not.toBeChecked();
      await expectListingAsApi(page, request);
      await page.goForward();
      await expect(page).toHaveURL(sized);
      await expect(sizeBox).toBeChecked();
      await expectListingAsApi(page, request);

      await page.getByRole('button', { name: 'Clear all filters' }).click();
      await expect(page).toHaveURL(`/products?search=${WORDS}`);
      await expect(page.getByText(`Results for “${WORDS}”`)).toBeVisible();
      await expect(typeBox).not.toBeChecked();
      await expect(page.getByRole('button', { name: 'Clear all filters' })).toHaveCount(0);
      await expectListingAsApi(page, request);
      // Clearing is a history entry too.
      await page.goBack();
      await expect(page).toHaveURL(sized);
      await expect(sizeBox).toBeChecked();
    });

    test('On sale and In stock only narrow the list to the counts beside them', async ({ page, request }) => {
      const all = await listingFromApi(request, '');
      expect(all.facets.sale).toBeGreaterThan(0);
      expect(all.facets.sale).toBeLessThan(all.total);
      await page.goto('/products');
      await showFilters(page);
      await expectCounts(page, all.facets);

      await box(page, 'Show', 'On sale').check();
      await expect(page).toHaveURL('/products?sale=true');
      const onSale = await expectListingAsApi(page, request);
      expect(onSale.total).toBe(all.facets.sale);

      await box(page, 'Show', 'In stock only').check();
      await expect(page).toHaveURL('/products?sale=true&inStock=true');
      const both = await expectListingAsApi(page, request);
      expect(both.total).toBe(onSale.facets.inStock);

      await box(page, 'Show', 'On sale').uncheck();
      await expect(page).toHaveURL('/products?inStock=true');
      const inStock = await expectListingAsApi(page, request);
      expect(inStock.total).toBe(all.facets.inStock);

      await page.goBack();
      await expect(page).toHaveURL('/products?sale=true&inStock=true');
      await expect(box(page, 'Show', 'On sale')).toBeChecked();

      // A new order replaces the entry rather than adding one: Back goes to the tick before.
      await page.getByLabel('Sort by :').selectOption({ label: 'Low to High' });
      await expect(page).toHaveURL('/products?sale=true&inStock=true&sort=low-high');
      await expectListingAsApi(page, request);
      await page.goBack();
      await expect(page).toHaveURL('/products?sale=true');
      await expect(box(page, 'Show', 'In stock only')).not.toBeChecked();
    });

    test('Keyboard: Tab reaches the boxes and Space ticks them', async ({ page, request }) => {
      await page.goto(`/products?search=${WORDS}`);
      await expect(page.getByText(`Results for “${WORDS}”`)).toBeVisible();
      const sort = page.getByLabel('Sort by :');
      await sort.focus();
      if ((page.viewportSize()?.width ?? 0) < 768) {
        // On a phone the panel opens from FILTERS, just before the sort order, itself reached by the keyboard.
        const toggle = page.getByRole('button', { name: 'FILTERS', exact: true });
        await page.keyboard.press('Shift+Tab');
        await expect(toggle).toBeFocused();
        await page.keyboard.press('Space');
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
        await page.keyboard.press('Tab');
        await expect(sort).toBeFocused();
      }
      // The panel follows the sort order: Tab goes on to its first box.
      await page.keyboard.press('Tab');
      const boys = box(page, 'Gender', 'Boys');
      await expect(boys).toBeFocused();
      await page.keyboard.press('Space');
      await expect(boys).toBeChecked();
      await expect(page).toHaveURL(`/products?search=${WORDS}&category=Boys`);
      await expect(boys).toBeFocused();

      const clothing = box(page, 'Type', 'Clothing');
      await tabTo(page, clothing);
      await page.keyboard.press('Space');
      await expect(clothing).toBeChecked();
      await expect(page).toHaveURL(`/products?search=${WORDS}&category=Boys&type=clothing`);
      await expectListingAsApi(page, request);
      await page.keyboard.press('Space');
      await expect(clothing).not.toBeChecked();
      await expect(page).toHaveURL(`/products?search=${WORDS}&category=Boys`);
    });
  });
}

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('Sizes show eight values until Show all, and a ticked one stays when folded', async ({
    page,
    request,
  }) => {
    const all = await listingFromApi(request, '');
    const sizes = listed(all.facets.size, []);
    expect(sizes.length).toBeGreaterThan(SHORT_LIST + 2);
    await page.goto('/products');
    const group = facet(page, 'Size');
    await expect(group.getByRole('checkbox')).toHaveCount(SHORT_LIST);
    const more = group.getByRole('button', { name: `Show all ${sizes.length}` });
    await expect(more).toHaveAttribute('aria-expanded', 'false');

    await more.click();
    await expect(group.getByRole('checkbox')).toHaveCount(sizes.length);
    const fewer = group.getByRole('button', { name: 'Show fewer' });
    await expect(fewer).toHaveAttribute('aria-expanded', 'true');
    const names = await group
      .getByRole('checkbox')
      .evaluateAll((boxes) =>
        boxes.map((b) => (b.closest('label')?.querySelector('span')?.textContent ?? '').trim()),
      );
    expect(names).toEqual(sizes.map((s) => sizeLabel(s.value)));

    // A size past the first eight, ticked, stays in sight when the list is folded again.
    const last = sizes.at(-1);
    if (!last) throw new Error('no sizes');
    await box(page, 'Size', sizeLabel(last.value)).check();
    await expect(page).toHaveURL(`/products?size=${last.value}`);
    const { facets } = await expectListedAsApi(page, request);
    await group.getByRole('button', { name: 'Show fewer' }).click();
    await expect(box(page, 'Size', sizeLabel(last.value))).toBeChecked();
    const folded = listed(facets.size, [last.value]).filter(
      (s, i) => i < SHORT_LIST || s.value === last.value,
    );
    await expect(group.getByRole('checkbox')).toHaveCount(folded.length);
  });

  test('A misspelt search says Did you mean, and its link searches the correction', async ({
    page,
    request,
  }) => {
    const misspelt = await listingFromApi(request, 'search=dinosuar');
    expect(misspelt.correction).toBe('dinosaur');
    expect(misspelt.total).toBeGreaterThan(0);
    await page.goto('/products?search=dinosuar');
    await expect(page.getByText('Did you mean “dinosaur”?')).toBeVisible();
    await expectListedAsApi(page, request);

    await page.getByRole('main').getByRole('link', { name: 'dinosaur', exact: true }).click();
    await expect(page).toHaveURL('/products?search=dinosaur');
    await expect(page.getByText('Results for “dinosaur”')).toBeVisible();
    await expect(page.getByText(/Did you mean/)).toHaveCount(0);
    const corrected = await expectListedAsApi(page, request);
    expect(corrected.correction).toBeNull();
  });

  test('A search that finds nothing offers the categories, and each link lists its products', async ({
    page,
    request,
  }) => {
    const links: [string, string, string, string][] = [
      ['Girls', '/products?category=Girls', 'Gender', 'Girls'],
      ['Boys', '/products?category=Boys', 'Gender', 'Boys'],
      ['Unisex', '/products?category=Unisex', 'Gender', 'Unisex'],
      ['Shoes', '/products?type=shoes', 'Type', 'Shoes'],
      ['Toys', '/products?type=toys', 'Type', 'Toys'],
    ];
    for (const [name, to, legend, ticked] of links) {
      await page.goto('/products?search=qqqzzz');
      await expect(page.getByRole('heading', { name: 'No products found' })).toBeVisible();
      await expect(page.getByText('Nothing matches “qqqzzz”.')).toBeVisible();
      await expect(page.getByText('0 products', { exact: true })).toBeVisible();
      const browse = page.getByRole('navigation', { name: 'Browse our categories' });
      await expect(browse.getByRole('link')).toHaveText(links.map(([n]) => n));
      await browse.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(to);
      await expect(box(page, legend, ticked)).toBeChecked();
      const answer = await expectListedAsApi(page, request);
      expect(answer.total).toBeGreaterThan(0);
    }
  });

  test('In Arabic a misspelt search says هل تقصد, and its link searches the correction', async ({
    page,
    request,
  }) => {
    const misspelt = await listingFromApi(request, `search=${encodeURIComponent('فستن')}`);
    expect(misspelt.correction).toBe('فستان');
    const corrected = await listingFromApi(request, `search=${encodeURIComponent('فستان')}`);
    await page.goto(`/ar/products?search=${encodeURIComponent('فستن')}`);
    await expect(page.getByText('هل تقصد «فستان»؟')).toBeVisible();
    await expect(page.getByRole('list', { name: 'المنتجات' }).getByRole('article')).toHaveCount(
      Math.min(misspelt.total, 24),
    );

    await page.getByRole('main').getByRole('link', { name: 'فستان', exact: true }).click();
    await expect(page).toHaveURL(`/ar/products?search=${encodeURIComponent('فستان')}`);
    await expect(page.getByText('نتائج البحث عن «فستان»')).toBeVisible();
    await expect(page.getByText(/هل تقصد/)).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'المنتجات' }).getByRole('article')).toHaveCount(
      Math.min(corrected.total, 24),
    );
  });
});

/** The listing with its filters open, as a shopper sees it, kept as a picture to look at. */
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  for (const language of ['en', 'ar'] as const) {
    test(`The listing with its filters open fits ${viewport.width} px (${language})`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize(viewport);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const base = language === 'ar' ? '/ar/products' : '/products';
      await page.goto(`${base}?search=${WORDS}&size=110`);
      const products = page.getByRole('list', { name: language === 'ar' ? 'المنتجات' : 'Products' });
      await expect(products.getByRole('article').first()).toBeVisible();
      await showFilters(page, language === 'ar' ? 'تصفية' : 'FILTERS');
      const sizeLegend = language === 'ar' ? 'المقاس' : 'Size';
      await expect(facet(page, sizeLegend).getByRole('checkbox').first()).toBeVisible();
      await expect(facet(page, sizeLegend).getByRole('checkbox', { checked: true })).toHaveCount(1);
      // The counts are in once the first page is.
      await expect(facet(page, sizeLegend).getByRole('checkbox').first()).toHaveAccessibleDescription(/\d/);
      await shootScreen(page, testInfo, `listing-filters-${language}`);
      await page.screenshot({
        path: shotPath(testInfo, `listing-filters-${language}-${viewport.width}-screen`),
      });
      await page
        .getByRole('complementary', { name: language === 'ar' ? 'عوامل التصفية' : 'Filters', exact: true })
        .screenshot({ path: shotPath(testInfo, `listing-filters-${language}-${viewport.width}-panel`) });
      expect(errors).toEqual([]);
    });
  }
}
