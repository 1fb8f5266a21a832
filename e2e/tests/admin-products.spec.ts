import { randomInt } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { signInAsOwnStoreOwner, useOwnStore } from '../support/own-store';
import { twoColourPng } from '../support/pictures';
import { shotPath } from '../support/screens';
import { expect, test } from '../support/test';

/**
 * These tests add products, which would change the catalogue under the storefront specs that count it, so
 * they run on a store of their own, one test after another.
 */
useOwnStore('products');

/** The owner's session in `page`'s browser (its request context shares the cookie jar). */
/** A name, SKU and colours no other test uses. */
function newProduct() {
  const n = randomInt(100_000, 1_000_000);
  return { name: `Kite Flyer Tee ${n}`, sku: `E2E-KITE-${n}` };
}

const colour = (page: Page, n: number) => page.getByRole('region', { name: `Colour ${n}` });

/** A field by its whole label: "Name" is not "Colour name", nor "SKU" a "Sub-SKU". */
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** A small PNG to upload, two colours so that each picture of a test is its own. */
function picture(name: string, top: [number, number, number], bottom: [number, number, number]) {
  return { name, mimeType: 'image/png', buffer: twoColourPng(96, 128, top, bottom) };
}

/** The content hash naming an uploaded picture, read from its thumbnail in the editor. */
async function uploadedHash(thumbnail: Locator): Promise<string> {
  await expect(thumbnail).toHaveAttribute('src', /^\/uploads\/products\/[a-f0-9]+-320\.webp$/);
  const hash = /\/uploads\/products\/([a-f0-9]+)-/.exec((await thumbnail.getAttribute('src')) ?? '')?.[1];
  if (!hash) throw new Error('The thumbnail is not an uploaded picture');
  return hash;
}

/** Adds one size from the colour's picker, with its opening stock. */
async function addSize(card: Locator, size: string, label: string, stock: number) {
  await card.getByLabel('One size').selectOption(size);
  await card.getByRole('button', { name: 'Add size' }).click();
  await card.getByLabel(`Opening stock for size ${label}`).fill(String(stock));
}

/** What these tests read back of a saved product. */
interface SavedProduct {
  colors: {
    id: string;
    colorName: string;
    sizes: { id: string; size: string; stock: number; subSku: string }[];
  }[];
}

/** A product as the admin api takes it, straight through the api (for tests about what comes after). */
async function createViaApi(request: APIRequestContext, { name, sku }: { name: string; sku: string }) {
  const res = await request.post('/api/admin/products', {
    data: {
      name,
      sku,
      description: 'Light cotton for windy days.',
      category: 'Unisex',
      subCategory: 'Tops',
      price: 45,
      discount: 0,
      flashsale: false,
      flashDiscount: 0,
      bestseller: false,
      bestofkids: false,
      images: [],
      colors: [
        { colorName: 'Sand', images: [], sizes: [{ size: '100', stock: 4, subSku: `${sku}-SAND-100` }] },
      ],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { product: { id: string; storePath: string } }).product;
}

test('The owner adds a product with two colours and uploaded pictures, and shoppers find it in the store with them', async ({
  page,
}) => {
  const { name, sku } = newProduct();
  await signInAsOwnStoreOwner(page.request);
  await page.goto('/admin/products');
  await page.getByRole('link', { name: 'Add product' }).click();
  await expect(page.getByRole('heading', { name: 'Add a product' })).toBeVisible();

  await field(page, 'Name').fill(name);
  await field(page, 'SKU').fill(sku);
  await field(page, 'Category').selectOption('Girls');
  await field(page, 'Sub-category').selectOption('Tops');
  await field(page, 'Description').fill('A striped tee for the beach.');
  await field(page, 'Name in Arabic').fill('تيشيرت الطائرة الورقية');
  await expect(field(page, 'Name in Arabic')).toHaveAttribute('dir', 'rtl');
  await field(page, 'Description in Arabic').fill('تيشيرت مقلم للشاطئ.');
  await field(page, 'Price (AED)').fill('59');
  await field(page, 'Discount %').fill('10');
  await page.getByLabel('Bestseller').check();

  // Two pictures at once, then the second made the first with the keyboard.
  const pictures = page.getByRole('region', { name: 'Product pictures' });
  await pictures
    .getByLabel('Add pictures to product pictures')
    .setInputFiles([
      picture('yellow-coral.png', [255, 201, 77], [242, 107, 91]),
      picture('mint-navy.png', [43, 181, 160], [30, 42, 74]),
    ]);
  await expect(pictures.getByRole('img')).toHaveCount(2);
  const yellow = await uploadedHash(pictures.getByRole('img', { name: '1 of 2' }));
  const mint = await uploadedHash(pictures.getByRole('img', { name: '2 of 2' }));
  await pictures.getByRole('button', { name: 'Move picture 2 earlier' }).focus();
  await page.keyboard.press('Enter');
  // It is now the first, which cannot move earlier, so the keyboard is on its other move.
  await expect(pictures.getByRole('button', { name: 'Move picture 1 later' })).toBeFocused();
  expect(await uploadedHash(pictures.getByRole('img', { name: '1 of 2' }))).toBe(mint);
  expect(await uploadedHash(pictures.getByRole('img', { name: '2 of 2' }))).toBe(yellow);

  const first = colour(page, 1);
  await first.getByLabel('Colour name', { exact: true }).fill('Sunny Yellow');
  await first.getByLabel('Colour name in Arabic').fill('أصفر مشمس');
  await addSize(first, '100', '100', 5);
  await addSize(first, '110', '110', 2);
  // The suggested sub-SKU: the product's SKU, the colour and the size.
  await expect(first.getByLabel('Sub-SKU for size 100')).toHaveValue(`${sku}-SUNNY-YELLOW-100`);

  await page.getByRole('button', { name: 'Add colour' }).click();
  const second = colour(page, 2);
  await second.getByLabel('Colour name', { exact: true }).fill('Sky Blue');
  await second.getByRole('button', { name: 'Add Free-size' }).click();
  await second.getByLabel('Opening stock for size Free-size').fill('7');
  await expect(second.getByLabel('Sub-SKU for size Free-size')).toHaveValue(`${sku}-SKY-BLUE-FREE-SIZE`);
  // A picture of the blue one's own, apart from the product's.
  await second
    .getByLabel('Add pictures to pictures of colour 2')
    .setInputFiles(picture('sky.png', [135, 206, 235], [255, 255, 255]));
  const sky = await uploadedHash(second.getByRole('img', { name: '1 of 1' }));
  await expect(pictures.getByRole('img')).toHaveCount(2);

  await page.getByRole('button', { name: 'Add product' }).click();
  await expect(page).toHaveURL(/\/admin\/products\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Product added.')).toBeVisible();
  await expect(field(page, 'Name in Arabic')).toHaveValue('تيشيرت الطائرة الورقية');
  await expect(field(page, 'Description in Arabic')).toHaveValue('تيشيرت مقلم للشاطئ.');
  await expect(colour(page, 1).getByLabel('Colour name in Arabic')).toHaveValue('أصفر مشمس');
  // Saved sizes' stock is read, not edited, here: it moves through the stock ledger.
  await expect(colour(page, 1).getByText('5 in stock in size 100')).toBeAttached();
  await expect(colour(page, 1).getByLabel('Opening stock for size 100')).toHaveCount(0);
  await expect(colour(page, 1).getByRole('link', { name: 'Edit stock' })).toBeVisible();

  await page.goto(`/products?search=${encodeURIComponent(name)}`);
  const card = page.getByRole('list', { name: 'Products' }).getByRole('article').filter({ hasText: name });
  await expect(card).toHaveCount(1);
  // The listing's card is the product's first picture.
  await expect(card.getByRole('img', { name })).toHaveAttribute('src', new RegExp(mint));
  await card.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  // The yellow colour has no pictures of its own, so its page shows the product's; the blue shows its own.
  await expect(page.getByRole('radio', { name: 'Sunny Yellow' })).toBeChecked();
  const shown = (of: number) =>
    page.getByRole('button', { name: `Enlarge image 1 of ${of}` }).getByRole('img');
  await expect(shown(2)).toHaveAttribute('src', new RegExp(mint));
  await page.getByRole('radio', { name: 'Sky Blue' }).check();
  await expect(shown(1)).toHaveAttribute('src', new RegExp(sky));
});

test('The product form shows each error under its field', async ({ page }) => {
  await signInAsOwnStoreOwner(page.request);
  const taken = newProduct();
  await createViaApi(page.request, taken);

  await page.goto('/admin/products/new');
  await field(page, 'Price (AED)').fill('0');
  await field(page, 'Discount %').fill('95');
  await page.getByRole('button', { name: 'Add product' }).click();
  await expect(field(page, 'Name')).toHaveAccessibleDescription('Name is required.');
  await expect(field(page, 'Name')).toBeFocused();
  await expect(field(page, 'Price (AED)')).toHaveAccessibleDescription('Price must be more than 0.');
  await expect(field(page, 'Discount %')).toHaveAccessibleDescription('Discount must be between 0 and 90.');
  await expect(field(page, 'Category')).toHaveAccessibleDescription(
    'Choose a category: Boys, Girls or Unisex.',
  );
  await expect(colour(page, 1).getByText('Add at least one size.')).toBeVisible();

  // A file that is not a picture, whatever its name says: the api's refusal, under the upload control.
  const upload = page.getByLabel('Add pictures to product pictures');
  await upload.setInputFiles({
    name: 'notes.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not a picture'),
  });
  await expect(upload).toHaveAccessibleDescription(/notes\.png: Upload a JPEG, PNG or WebP picture\.$/);
  await expect(page.getByRole('region', { name: 'Product pictures' }).getByRole('img')).toHaveCount(0);

  const { name } = newProduct();
  await field(page, 'Name').fill(name);
  await field(page, 'SKU').fill(taken.sku);
  await field(page, 'Category').selectOption('Boys');
  await field(page, 'Sub-category').selectOption('Shoes');
  await field(page, 'Price (AED)').fill('120');
  await field(page, 'Discount %').fill('0');
  const card = colour(page, 1);
  await card.getByLabel('Colour name', { exact: true }).fill('Navy');
  await card.getByRole('button', { name: 'Add shoe sizes EU 21-42' }).click();
  await card.getByLabel('Sub-SKU for size EU 22').fill(`${taken.sku}-X`);
  await card.getByLabel('Sub-SKU for size EU 23').fill(`${taken.sku}-x`);
  await page.getByRole('button', { name: 'Add product' }).click();
  await expect(card.getByLabel('Sub-SKU for size EU 23')).toHaveAccessibleDescription(
    'Each size needs its own sub-SKU.',
  );
  await expect(card.getByLabel('Sub-SKU for size EU 22')).not.toHaveAttribute('aria-invalid', 'true');

  // Valid as far as the form can tell; the SKU is another product's, which only the api knows.
  await card.getByLabel('Sub-SKU for size EU 23').fill(`${taken.sku}-Y`);
  await page.getByRole('button', { name: 'Add product' }).click();
  await expect(field(page, 'SKU')).toHaveAccessibleDescription(/A product with this SKU already exists\.$/);
  await expect(field(page, 'SKU')).toBeFocused();
  await expect(page).toHaveURL('/admin/products/new');
});

test('Editing a product keeps what is saved: a renamed colour keeps its stock, one with stock is not removed until it is 0', async ({
  page,
}) => {
  await signInAsOwnStoreOwner(page.request);
  const product = newProduct();
  const { id } = await createViaApi(page.request, product);
  const saved = async () =>
    ((await (await page.request.get(`/api/admin/products/${id}`)).json()) as { product: SavedProduct })
      .product;
  const sandId = (await saved()).colors[0]?.id;

  await page.goto(`/admin/products/${id}`);
  const sand = colour(page, 1);
  await sand.getByLabel('Colour name', { exact: true }).fill('Desert');
  await page.getByRole('button', { name: 'Add colour' }).click();
  const ocean = colour(page, 2);
  await ocean.getByLabel('Colour name', { exact: true }).fill('Ocean');
  await addSize(ocean, 'Free-size', 'Free-size', 2);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Changes saved.')).toBeVisible();
  expect((await saved()).colors).toEqual([
    expect.objectContaining({
      id: sandId,
      colorName: 'Desert',
      sizes: [expect.objectContaining({ size: '100', stock: 4 })],
    }),
    expect.objectContaining({
      colorName: 'Ocean',
      sizes: [expect.objectContaining({ size: 'Free-size', stock: 2 })],
    }),
  ]);
  // Ocean is saved now: its stock is read, not asked for.
  await expect(ocean.getByLabel('Opening stock for size Free-size')).toHaveCount(0);

  // The first colour goes; the second moves up with its sizes and sub-SKUs as they were.
  await page.getByRole('button', { name: 'Remove colour 1' }).click();
  await expect(colour(page, 1).getByLabel('Colour name', { exact: true })).toHaveValue('Ocean');
  await expect(colour(page, 1).getByLabel('Sub-SKU for size Free-size')).toHaveValue(
    `${product.sku}-OCEAN-FREE-SIZE`,
  );
  // Not while Desert still holds stock: its units would leave the store with no row in the stock ledger.
  await page.getByRole('button', { name: 'Save changes' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'still has' });
  await expect(refusal).toHaveText(
    'Desert 100 still has 4 in stock: set its stock to 0 on the Stock page, with a reason, before removing it.',
  );
  expect((await saved()).colors).toHaveLength(2);
  const counted = await page.request.post('/api/admin/stock', {
    data: { productId: id, colorName: 'Desert', size: '100', set: 0, reason: 'counted' },
  });
  expect(counted.status(), await counted.text()).toBe(200);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Changes saved.')).toBeVisible();
  await expect(refusal).toHaveCount(0);
  expect((await saved()).colors).toEqual([
    expect.objectContaining({
      colorName: 'Ocean',
      sizes: [
        { id: expect.any(String), size: 'Free-size', stock: 2, subSku: `${product.sku}-OCEAN-FREE-SIZE` },
      ],
    }),
  ]);
});

test('Archiving a product takes it off the storefront, and its page says it is no longer available', async ({
  page,
}) => {
  await signInAsOwnStoreOwner(page.request);
  const product = newProduct();
  const { id, storePath } = await createViaApi(page.request, product);

  await page.goto(storePath);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();

  await page.goto('/admin/products');
  await page.getByLabel('Search').fill(product.sku);
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await page.getByRole('table', { name: 'Products' }).getByRole('link', { name: product.name }).click();
  await expect(page).toHaveURL(`/admin/products/${id}`);
  await page.getByRole('button', { name: 'Archive', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Archive ${product.name}?` });
  await expect(dialog).toContainText('Orders already placed keep it as it was bought.');
  await dialog.getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByText('Archived: it is no longer in the store.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unarchive' })).toBeVisible();

  // Off the list of products on sale, and in the archived ones.
  await page.goto(`/admin/products?q=${product.sku}`);
  await expect(page.getByRole('heading', { name: 'No products match these filters' })).toBeVisible();
  await page.getByLabel('Status').selectOption('Archived');
  await expect(page).toHaveURL(`/admin/products?q=${product.sku}&archived=true`);
  await expect(page.getByRole('table', { name: 'Products' }).getByRole('row')).toHaveCount(2);

  await page.goto(storePath);
  await expect(page.getByText('This product is no longer available.')).toBeVisible();
  await page.goto(`/products?search=${encodeURIComponent(product.name)}`);
  await expect(page.getByRole('heading', { name: 'No products found' })).toBeVisible();
});

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`The product list and editor fit a screen ${viewport.width} px wide`, async ({ page }, testInfo) => {
    await page.setViewportSize(viewport);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signInAsOwnStoreOwner(page.request);
    const { id } = await createViaApi(page.request, newProduct());

    const screen = async (name: string) => {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${name} is wider than the screen`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: shotPath(testInfo, `${name}-${viewport.width}`), fullPage: true });
    };

    await page.goto('/admin/products');
    await expect(page.getByRole('link', { name: 'Add product' })).toBeVisible();
    await expect(page.getByText(/Page 1 of \d+/)).toBeVisible();
    await screen('products');

    await page.goto(`/admin/products/${id}`);
    await expect(page.getByRole('button', { name: 'Save changes' })).toBeVisible();
    await colour(page, 1).getByRole('button', { name: 'Add clothing sizes 80-170' }).click();
    const pictures = page.getByRole('region', { name: 'Product pictures' });
    await pictures
      .getByLabel('Add pictures to product pictures')
      .setInputFiles([
        picture('coral.png', [242, 107, 91], [255, 248, 240]),
        picture('navy.png', [30, 42, 74], [217, 222, 236]),
        picture('mint.png', [43, 181, 160], [255, 201, 77]),
      ]);
    await expect(pictures.getByRole('img')).toHaveCount(3);
    await screen('product-editor');

    await page.goto('/admin/products/new');
    await page.getByRole('button', { name: 'Add product' }).click();
    await expect(field(page, 'Name')).toHaveAccessibleDescription('Name is required.');
    await screen('product-new-errors');
    expect(errors).toEqual([]);
  });
}
