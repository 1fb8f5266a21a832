import type { APIRequestContext, Page } from '@playwright/test';
import { sizeButton } from '../support/product-page';
import { signInWithStorage } from '../support/shoppers';
import { expect, test } from '../support/test';

interface ListedSize {
  size: string;
  stocks: number;
}
interface ListedVariant {
  colorName: string;
  images: string[];
  sizes: ListedSize[];
}
interface ListedProduct {
  _id: string;
  name: string;
  category: string;
  variants: ListedVariant[];
}

async function catalogue(request: APIRequestContext): Promise<ListedProduct[]> {
  const body = await (await request.get('/api/product/list')).json();
  return body.products;
}

function find<T>(items: T[], matches: (item: T) => boolean, what: string): T {
  const found = items.find(matches);
  if (!found) throw new Error(`The seeded catalogue has no ${what}`);
  return found;
}

const mainImage = (page: Page) => page.getByRole('button', { name: /^Enlarge image 1 of / }).locator('img');

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('A shopper picks a colour, a size and a quantity', async ({ page, request }) => {
      const product = find(
        await catalogue(request),
        (p) =>
          p.variants.length >= 2 &&
          (p.variants[1]?.sizes.some((s) => s.stocks > 0) ?? false) &&
          (p.variants[1]?.sizes.some((s) => s.stocks === 0) ?? false),
        'product with two colours, the second with a sold-out size',
      );
      const [first, second] = product.variants as [ListedVariant, ListedVariant];
      await page.goto(`/products/${product._id}`);

      await expect(page.getByRole('group', { name: `Color: ${first.colorName}` })).toBeVisible();
      await expect(mainImage(page)).toHaveAttribute('src', first.images[0] ?? '');
      const quantity = page.getByRole('combobox', { name: 'Quantity' });
      await expect(quantity).toBeDisabled();

      await page.getByRole('radio', { name: second.colorName }).check();
      await expect(page.getByRole('group', { name: `Color: ${second.colorName}` })).toBeVisible();
      await expect(mainImage(page)).toHaveAttribute('src', second.images[0] ?? '');

      const soldOut = second.sizes.find((s) => s.stocks === 0) as ListedSize;
      await expect(sizeButton(page, soldOut.size)).toBeDisabled();

      const inStock = second.sizes.find((s) => s.stocks > 0) as ListedSize;
      await sizeButton(page, inStock.size).click();
      await expect(sizeButton(page, inStock.size)).toHaveAttribute('aria-pressed', 'true');
      await expect(quantity).toBeEnabled();
      await expect(quantity).toHaveValue('1');
      await expect(quantity.locator('option').last()).toHaveText(String(Math.min(inStock.stocks, 10)));
      await quantity.selectOption(String(Math.min(inStock.stocks, 2)));
      await expect(quantity).toHaveValue(String(Math.min(inStock.stocks, 2)));
    });

    test('The size chart opens from View Chart', async ({ page, request }) => {
      const [product] = await catalogue(request);
      await page.goto(`/products/${product?._id}`);
      const viewChart = page.getByRole('button', { name: 'View Chart' });
      await viewChart.click();
      const chart = page.getByRole('dialog', { name: 'Size Chart' });
      await expect(chart).toBeVisible();
      await expect(chart.getByRole('columnheader')).toHaveText(['Size', 'Height (cm)', 'Weight (cm)', 'Age']);
      await expect(chart.getByRole('row', { name: /^160 / })).toContainText('Around 13 Years Old');
      await page.keyboard.press('Escape');
      await expect(chart).toBeHidden();
      await expect(viewChart).toBeFocused();
    });

    test('Clicking the image enlarges it in a modal', async ({ page, request }) => {
      const product = find(
        await catalogue(request),
        (p) => (p.variants[0]?.images.length ?? 0) >= 2,
        'product whose first colour has two images',
      );
      const images = product.variants[0]?.images ?? [];
      await page.goto(`/products/${product._id}`);
      const opener = page.getByRole('button', { name: `Enlarge image 1 of ${images.length}` });
      await opener.click();

      const modal = page.getByRole('dialog');
      await expect(modal).toBeVisible();
      await expect(modal.getByText(`1 / ${images.length}`)).toBeVisible();
      await modal.getByRole('button', { name: 'Next image' }).click();
      await expect(modal.getByText(`2 / ${images.length}`)).toBeVisible();
      await expect(modal.getByRole('img')).toHaveAttribute('src', images[1] ?? '');
      // The enlarged view loops.
      await modal.getByRole('button', { name: 'Previous image' }).click();
      await modal.getByRole('button', { name: 'Previous image' }).click();
      await expect(modal.getByText(`${images.length} / ${images.length}`)).toBeVisible();

      await page.keyboard.press('Escape');
      await expect(modal).toBeHidden();
      await expect(opener).toBeFocused();
    });

    test('A sold-out product says Currently out of stock', async ({ page, request }) => {
      const product = find(
        await catalogue(request),
        (p) => p.variants.every((v) => v.sizes.every((s) => s.stocks === 0)),
        'sold-out product',
      );
      await page.goto(`/products/${product._id}`);
      await expect(page.getByText('Currently out of stock')).toBeVisible();
      await expect(page.getByRole('button', { name: 'ADD TO CART' })).toBeDisabled();
      for (const size of product.variants[0]?.sizes ?? []) {
        await expect(sizeButton(page, size.size)).toBeDisabled();
      }
    });

    test('An unknown product id shows not found', async ({ page }) => {
      await page.goto('/products/00000000-0000-4000-8000-000000000000');
      await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible();
      await expect(page.getByText('This product is no longer available.')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/products');
      await expect(page).toHaveTitle(/^Product not found/);
    });

    test('A guest is asked to sign in before adding to cart', async ({ page, request }) => {
      const [product] = await catalogue(request);
      await page.goto(`/products/${product?._id}`);
      await page.getByRole('button', { name: 'ADD TO CART' }).click();
      await expect(page.getByText('Please login to add items to cart.')).toBeVisible();
      await expect(page).toHaveURL('/login');
    });

    test('A signed-in shopper must choose a size, and cannot add more than is left', async ({
      page,
      request,
    }) => {
      const product = find(
        await catalogue(request),
        (p) => p.variants[0]?.sizes.some((s) => s.stocks > 0 && s.stocks <= 10) ?? false,
        'product with a size of at most 10 units in its first colour',
      );
      const size = product.variants[0]?.sizes.find((s) => s.stocks > 0 && s.stocks <= 10) as ListedSize;
      await signInWithStorage(page, request);
      await page.goto(`/products/${product._id}`);

      await page.getByRole('button', { name: 'ADD TO CART' }).click();
      await expect(page.getByText('Please select a color and size before adding to cart')).toBeVisible();
      await page.getByRole('button', { name: 'Add to wishlist' }).click();
      await expect(page).toHaveURL(`/products/${product._id}`);

      // Once the cart holds every unit of the size, the size can no longer be chosen.
      await sizeButton(page, size.size).click();
      await page.getByRole('combobox', { name: 'Quantity' }).selectOption(String(size.stocks));
      await page.getByRole('button', { name: 'ADD TO CART' }).click();
      await expect(sizeButton(page, size.size)).toBeDisabled();
      await expect(page.getByRole('combobox', { name: 'Quantity' })).toBeDisabled();
    });

    test('The page shows the breadcrumb, the delivery texts and related products', async ({
      page,
      request,
    }) => {
      const [product] = await catalogue(request);
      if (!product) throw new Error('The seeded catalogue is empty');
      await page.goto(`/products/${product._id}`);

      const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(breadcrumb).toHaveText(
        new RegExp(`^Home\\s*/\\s*${product.category}\\s*/\\s*${product.name}$`),
      );
      await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
      await expect(breadcrumb.getByRole('link', { name: product.category })).toHaveAttribute(
        'href',
        `/products?category=${product.category}`,
      );
      await expect(breadcrumb.getByText(product.name)).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
      await expect(page).toHaveTitle(`${product.name} | Little Souq`);
      const scripts = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((els) => els.map((el) => JSON.parse(el.textContent ?? '{}')));
      expect(scripts.find((data) => data['@type'] === 'Product')).toMatchObject({
        '@type': 'Product',
        name: product.name,
        offers: { '@type': 'Offer', priceCurrency: 'AED', price: expect.stringMatching(/^\d+\.00$/) },
      });

      await expect(page.getByText('Delivery Time: 2 - 3 Days')).toBeVisible();
      await expect(page.getByText(/^Arriving on [A-Z][a-z]+day, \d{1,2} [A-Z][a-z]+$/)).toBeVisible();
      await expect(page.getByText('Order within 24 Hours')).toBeVisible();

      const related = page.getByRole('region', { name: 'You May Also Like' });
      await related.scrollIntoViewIfNeeded();
      await expect(related.getByRole('heading', { name: 'You May Also Like' })).toBeVisible();
      await expect(related.getByRole('article').first()).toBeVisible();
      expect(await related.getByRole('article').count()).toBeGreaterThan(0);
    });
  });
}
