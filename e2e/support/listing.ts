import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** The listing's grid and its cards. */
export const productList = (page: Page) => page.getByRole('list', { name: 'Products' });
export const cards = (page: Page) => productList(page).getByRole('article');

/** The listing shows its first 24 and loads the rest as the shopper scrolls down. */
export const PAGE_SIZE = 24;

/**
 * Scrolls to the end of the grid until it holds `count` cards, as a shopper would to see them all. If they
 * never come, the failure says what the shopper saw below the grid (a spinner, an error, the button).
 */
export async function scrollUntilShown(page: Page, count: number) {
  // End scrolls the page only from outside a text field: after typing in the header's search, End would move
  // the field's caret instead (a shopper there scrolls with a finger or the wheel).
  await page.evaluate(() => {
    const focused = document.activeElement;
    const typing =
      focused instanceof HTMLTextAreaElement ||
      (focused instanceof HTMLInputElement &&
        ['text', 'search', 'email', 'tel', 'url', 'number'].includes(focused.type));
    if (typing) focused.blur();
  });
  try {
    await expect(async () => {
      await page.keyboard.press('End');
      await expect(cards(page)).toHaveCount(count, { timeout: 1000 });
      // Short of the test's own limit, so that a failure still has the time to say what was on screen.
    }).toPass({ timeout: 30_000 });
  } catch (error) {
    throw new Error(`${await belowTheGrid(page)}\n${String(error)}`);
  }
}

/** What a shopper waiting for more cards saw: what follows the grid, whether it was busy, the scroll. */
async function belowTheGrid(page: Page): Promise<string> {
  try {
    const below = await productList(page).locator('xpath=following-sibling::*').allInnerTexts();
    const busy = await productList(page).getAttribute('aria-busy');
    const at = await page.evaluate(() => `${window.scrollY} of ${document.documentElement.scrollHeight}`);
    return `Below the grid: ${JSON.stringify(below)}; grid busy: ${busy}; scrolled to ${at}.`;
  } catch {
    return 'What was below the grid could not be read.';
  }
}

/** The names on the cards, in the grid's order, once all `expectedCount` are shown. */
export async function cardNames(page: Page, expectedCount: number): Promise<string[]> {
  await scrollUntilShown(page, expectedCount);
  return productList(page).getByRole('heading', { level: 3 }).allTextContents();
}

/** Below md the filters sit behind the FILTERS toggle (not "Clear all filters": the name is exact). */
export async function showFilters(page: Page, toggleName = 'FILTERS') {
  if ((page.viewportSize()?.width ?? 0) < 768)
    await page.getByRole('button', { name: toggleName, exact: true }).click();
}

interface FacetCount {
  value: string;
  count: number;
}

/** The `facets` of a `GET /api/products` answer (docs/product/search.md). */
export interface ApiFacets {
  category: FacetCount[];
  type: FacetCount[];
  size: FacetCount[];
  age: FacetCount[];
  color: (FacetCount & { nameAr: string })[];
  price: FacetCount[];
  sale: number;
  inStock: number;
}

/** What `GET /api/products` answers for a listing's query, over all its pages. */
export interface ApiListing {
  /** The products' English names, in the answer's order. */
  names: string[];
  total: number;
  facets: ApiFacets;
  correction: string | null;
}

interface ApiPage {
  products: { name: string }[];
  page: number;
  totalPages: number;
  total: number;
  facets?: ApiFacets;
  correction?: string | null;
}

/**
 * The list the store's own search and filters answer for `query` (a listing's query string: search, category,
 * type, size, age, color, price, sale, inStock, sort), read page by page to the end, with the first page's
 * facet counts. The listing must show exactly these products: the tests do not work out a search themselves.
 */
export async function listingFromApi(
  request: APIRequestContext,
  query: string | URLSearchParams,
): Promise<ApiListing> {
  const params = new URLSearchParams(query);
  params.set('limit', '100');
  const names: string[] = [];
  let first: ApiPage | undefined;
  for (let page = 1; ; page++) {
    params.set('page', String(page));
    if (page === 1) params.set('facets', 'true');
    else params.delete('facets');
    const response = await request.get(`/api/products?${params}`);
    expect(response.ok(), `GET /api/products?${params}: ${await response.text()}`).toBe(true);
    const body = (await response.json()) as ApiPage;
    first ??= body;
    names.push(...body.products.map((p) => p.name));
    if (page >= body.totalPages) break;
  }
  if (!first?.facets) throw new Error(`GET /api/products?${params} answered no facets`);
  expect(names, `every page of /api/products?${params}`).toHaveLength(first.total);
  return { names, total: first.total, facets: first.facets, correction: first.correction ?? null };
}

/** The listing's query as the page's address holds it: `/products/{text}` is a search for the text. */
export function listingQuery(page: Page): URLSearchParams {
  const url = new URL(page.url());
  const params = new URLSearchParams(url.search);
  const text = /^(?:\/ar)?\/products\/([^/]+)$/.exec(url.pathname)?.[1];
  if (text) params.set('search', decodeURIComponent(text));
  return params;
}

/** The product count above the grid, shown once the list has settled ('1 product', '24 products'). */
export const countText = (total: number) => `${total} ${total === 1 ? 'product' : 'products'}`;

/**
 * The grid holds what the API answers for the page's own address: the same products, and in the same order
 * when the order is Relevant (best match first when searching, newest first otherwise). Low to High and High
 * to Low are checked by price elsewhere, so with those the same products are enough.
 */
export async function expectListedAsApi(page: Page, request: APIRequestContext): Promise<ApiListing> {
  const query = listingQuery(page);
  const answer = await listingFromApi(request, query);
  await expect(page.getByText(countText(answer.total), { exact: true })).toBeVisible();
  await scrollUntilShown(page, answer.names.length);
  const names = productList(page).getByRole('heading', { level: 3 });
  // Read again until they agree: the grid may still be swapping the previous list's cards for these.
  if ((query.get('sort') ?? 'relevant') === 'relevant') await expect(names).toHaveText(answer.names);
  else
    await expect
      .poll(async () => (await names.allTextContents()).sort(), { message: `the cards of ${page.url()}` })
      .toEqual([...answer.names].sort());
  return answer;
}
