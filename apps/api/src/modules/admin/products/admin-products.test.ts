import {
  adminProductListResponseSchema,
  adminProductResponseSchema,
  type ProductInput,
  SKU_TAKEN,
  subSkuTaken,
} from '@souq/shared/schemas/admin-products';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminCall, cashOrders, signedInStaff } from '../../../../test/admin-test-kit';
import { itemOf, orderBody, placeOrder } from '../../../../test/order-test-kit';
import { newProductInput } from '../../../../test/product-test-kit';
import { addShopper } from '../../../../test/shopper-test-kit';
import { useTestApp } from '../../../../test/test-app';
import { auditLog, orderItems, productVariants, stockMovements, variantSizes } from '../../../db/schema';

const t = useTestApp();
const placeCash = cashOrders(t);

const newProduct = newProductInput;

async function create(login: { cookie: string }, input: ProductInput) {
  const res = await adminCall(t, login, 'POST', '/api/admin/products', input);
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return adminProductResponseSchema.parse(res.json()).product;
}

/** The shopper's product answer: what the storefront's catalogue holds now. */
const storefront = (productId: string) => t.app.inject({ method: 'GET', url: `/api/product/${productId}` });

describe('adding a product', () => {
  it('writes the product with its colours and sizes in order, shows it on the storefront, and opens each size’s ledger', async () => {
    const staff = await signedInStaff(t);
    const input = newProduct();
    const product = await create(staff, input);
    expect(product).toMatchObject({
      name: input.name,
      sku: input.sku,
      price: 129.5,
      discount: 10,
      bestseller: true,
      archivedAt: null,
      images: input.images,
    });
    expect(product.storePath).toMatch(new RegExp(`^/girls/linen-summer-dress-\\d+/${product.id}$`));
    expect(product.colors.map((c) => [c.colorName, c.sizes.map((s) => [s.size, s.stock, s.subSku])])).toEqual(
      input.colors.map((c) => [c.colorName, c.sizes.map((s) => [s.size, s.stock, s.subSku])]),
    );

    const shown = await storefront(product.id);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().product).toMatchObject({ name: input.name, price: 129.5, image: input.images });
    expect(shown.json().product.variants[0]).toMatchObject({
      colorName: 'Coral',
      images: ['/uploads/catalog/coral.webp'],
    });

    const ledger = await t.database.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.productId, product.id))
      .orderBy(asc(stockMovements.id));
    expect(
      ledger.map((row) => [row.colorName, row.size, row.delta, row.stockAfter, row.reason, row.staffName]),
    ).toEqual([
      ['Coral', '100', 4, 4, 'initial', staff.name],
      ['Coral', '110', 0, 0, 'initial', staff.name],
      ['Sky', '100', 2, 2, 'initial', staff.name],
      ['Sky', '110', 7, 7, 'initial', staff.name],
    ]);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'product.create'), eq(auditLog.entityId, product.id)));
    expect(audit?.staffEmail).toBe(staff.email);
  });

  it('keeps SKUs and sub-SKUs upper-case, and refuses one another product holds in any case', async () => {
    const owner = await signedInStaff(t, 'owner');
    const first = await create(owner, newProduct());
    const lower = newProduct({ sku: first.sku.toLowerCase() });
    const res = await adminCall(t, owner, 'POST', '/api/admin/products', lower);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: SKU_TAKEN });

    const taken = first.colors[0]?.sizes[0]?.subSku ?? '';
    const clash = newProduct();
    const colour = clash.colors[1];
    if (!colour?.sizes[0]) throw new Error('no size');
    colour.sizes[0].subSku = taken.toLowerCase();
    const refused = await adminCall(t, owner, 'POST', '/api/admin/products', clash);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(subSkuTaken(taken));

    const mixed = await create(owner, newProduct({ sku: `mixed-${Date.now()}` }));
    expect(mixed.sku).toBe(mixed.sku.toUpperCase());
  });

  it.each([
    ['an empty name', { name: '  ' }, 'Name is required.'],
    ['a price of 0', { price: 0 }, 'Price must be more than 0.'],
    // Found by fuzzing: above zero, but less than a fils, it rounded to a price of 0 (a 500).
    ['a price of 5e-324', { price: 5e-324 }, 'Price must be more than 0.'],
    ['a price in part-fils', { price: 10.005 }, 'Price can have at most two decimals.'],
    ['a discount of 95', { discount: 95 }, 'Discount must be between 0 and 90.'],
    ['an unknown category', { category: 'Babies' }, 'Choose a category: Boys, Girls or Unisex.'],
    ['no colour', { colors: [] }, 'Add at least one colour.'],
    [
      'a flash sale without its discount',
      { flashsale: true, flashDiscount: 0 },
      'A flash sale needs a flash discount above 0.',
    ],
    [
      'an image that is a script',
      { images: ['javascript:alert(1)'] },
      'An image must be an uploaded picture or an https address.',
    ],
  ])('refuses %s with a message naming the field', async (_, change, message) => {
    const staff = await signedInStaff(t);
    const res = await adminCall(t, staff, 'POST', '/api/admin/products', { ...newProduct(), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
  });

  it('refuses a colour with no size, a size off the size tables, and a sub-SKU given twice', async () => {
    const staff = await signedInStaff(t);
    const base = newProduct();
    const [coral, sky] = base.colors;
    if (!coral || !sky) throw new Error('two colours expected');
    const cases: [ProductInput, string][] = [
      [{ ...base, colors: [{ ...coral, sizes: [] }] }, 'Add at least one size.'],
      [
        { ...base, colors: [{ ...coral, sizes: [{ size: 'XXL', stock: 1, subSku: 'X-1' }] }] },
        'Choose a size from the size tables (80-170, EU 21-42 or Free-size).',
      ],
      [
        {
          ...base,
          colors: [
            coral,
            { ...sky, sizes: [{ size: '100', stock: 1, subSku: coral.sizes[0]?.subSku ?? '' }] },
          ],
        },
        'Each size needs its own sub-SKU.',
      ],
      [{ ...base, colors: [coral, { ...sky, colorName: 'coral' }] }, 'Each colour needs its own name.'],
    ];
    for (const [body, message] of cases) {
      const res = await adminCall(t, staff, 'POST', '/api/admin/products', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('is refused without a staff session, and to a shopper’s token', async () => {
    const shopper = await addShopper(t);
    const none = await adminCall(t, null, 'POST', '/api/admin/products', newProduct());
    expect(none.statusCode).toBe(401);
    const asShopper = await adminCall(t, null, 'GET', '/api/admin/products', undefined, {
      token: shopper.token,
    });
    expect(asShopper.statusCode).toBe(401);
  });
});

describe('editing a product', () => {
  it('renames a colour by its id keeping its sizes, their stock and history; ignores stock typed for an existing size', async () => {
    const staff = await signedInStaff(t);
    const product = await create(staff, newProduct());
    const [coral, sky] = product.colors;
    if (!coral || !sky) throw new Error('two colours expected');
    const input: ProductInput = {
      ...newProduct({ sku: product.sku }),
      name: 'Renamed dress',
      colors: [
        {
          id: coral.id,
          colorName: 'Salmon',
          images: ['/uploads/catalog/salmon.webp'],
          sizes: [
            // Stock typed over an existing size changes nothing: stock moves only through the ledger.
            { size: '100', stock: 99, subSku: coral.sizes[0]?.subSku ?? '' },
            { size: '120', stock: 3, subSku: `${product.sku}-SAL-120` },
          ],
        },
        { id: sky.id, colorName: 'Sky', images: [], sizes: sky.sizes.map((s) => ({ ...s })) },
      ],
    };
    const res = await adminCall(t, staff, 'PUT', `/api/admin/products/${product.id}`, input);
    expect(res.statusCode).toBe(200);
    const edited = adminProductResponseSchema.parse(res.json()).product;
    expect(edited.name).toBe('Renamed dress');
    const salmon = edited.colors[0];
    expect(salmon?.id).toBe(coral.id);
    expect(salmon?.colorName).toBe('Salmon');
    expect(salmon?.sizes.map((s) => [s.size, s.stock])).toEqual([
      ['100', 4],
      ['120', 3],
    ]);
    expect(salmon?.sizes[0]?.id).toBe(coral.sizes[0]?.id);
    // Size 110 of the old Coral is gone; its history stays.
    const history = await t.database.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.variantSizeId, coral.sizes[1]?.id ?? ''));
    expect(history).toHaveLength(1);
    const added = await t.database.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.variantSizeId, salmon?.sizes[1]?.id ?? ''));
    expect(added.map((row) => [row.delta, row.reason])).toEqual([[3, 'initial']]);
  });

  it('lets two sizes swap their sub-SKUs and two colours swap their names', async () => {
    const staff = await signedInStaff(t);
    const product = await create(staff, newProduct());
    const [coral, sky] = product.colors;
    if (!coral || !sky) throw new Error('two colours expected');
    const input: ProductInput = {
      ...newProduct({ sku: product.sku }),
      colors: [
        {
          id: coral.id,
          colorName: 'Sky',
          images: [],
          sizes: [
            { size: '100', stock: 0, subSku: coral.sizes[1]?.subSku ?? '' },
            { size: '110', stock: 0, subSku: coral.sizes[0]?.subSku ?? '' },
          ],
        },
        { id: sky.id, colorName: 'Coral', images: [], sizes: sky.sizes.map((s) => ({ ...s })) },
      ],
    };
    const res = await adminCall(t, staff, 'PUT', `/api/admin/products/${product.id}`, input);
    expect(res.statusCode).toBe(200);
    const edited = adminProductResponseSchema.parse(res.json()).product;
    expect(edited.colors.map((c) => [c.id, c.colorName])).toEqual([
      [coral.id, 'Sky'],
      [sky.id, 'Coral'],
    ]);
    expect(edited.colors[0]?.sizes.map((s) => s.subSku)).toEqual([
      coral.sizes[1]?.subSku,
      coral.sizes[0]?.subSku,
    ]);
  });

  it('refuses to remove a size or a colour still holding stock, naming it, and removes it once the ledger took it to 0', async () => {
    const staff = await signedInStaff(t);
    const product = await create(staff, newProduct());
    const [coral, sky] = product.colors;
    if (!coral || !sky) throw new Error('two colours expected');
    const asSaved = (colour: typeof coral) => ({
      id: colour.id,
      colorName: colour.colorName,
      images: colour.images,
      sizes: colour.sizes.map(({ size, stock, subSku }) => ({ size, stock, subSku })),
    });
    const edit = (colors: ProductInput['colors']) =>
      adminCall(t, staff, 'PUT', `/api/admin/products/${product.id}`, {
        ...newProduct({ sku: product.sku }),
        colors,
      });
    const withoutCoral100 = [{ ...asSaved(coral), sizes: asSaved(coral).sizes.slice(1) }, asSaved(sky)];
    const refusals: [string, ProductInput['colors'], string][] = [
      [
        'a size',
        withoutCoral100,
        'Coral 100 still has 4 in stock: set its stock to 0 on the Stock page, with a reason, before removing it.',
      ],
      [
        'a colour',
        [asSaved(coral)],
        'Sky 100 (2) and Sky 110 (7) still have stock: set each to 0 on the Stock page, with a reason, before removing them.',
      ],
      // Without its id a renamed colour is another colour: the old one, and its stock, would go.
      [
        'a colour renamed without its id',
        [asSaved(coral), { ...asSaved(sky), id: undefined, colorName: 'Navy' }],
        'Sky 100 (2) and Sky 110 (7) still have stock: set each to 0 on the Stock page, with a reason, before removing them.',
      ],
    ];
    for (const [label, colors, message] of refusals) {
      const res = await edit(colors);
      expect(res.statusCode, label).toBe(409);
      expect(res.json(), label).toEqual({ success: false, message });
    }
    const unchanged = await adminCall(t, staff, 'GET', `/api/admin/products/${product.id}`);
    expect(adminProductResponseSchema.parse(unchanged.json()).product.colors).toEqual(product.colors);
    const updates = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'product.update'), eq(auditLog.entityId, product.id)));
    expect(updates).toEqual([]);

    const counted = await adminCall(t, staff, 'POST', '/api/admin/stock', {
      productId: product.id,
      colorName: 'Coral',
      size: '100',
      set: 0,
      reason: 'counted',
    });
    expect(counted.statusCode, counted.body).toBe(200);
    const removed = await edit(withoutCoral100);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(
      adminProductResponseSchema
        .parse(removed.json())
        .product.colors.map((c) => [c.colorName, c.sizes.map((s) => s.size)]),
    ).toEqual([
      ['Coral', ['110']],
      ['Sky', ['100', '110']],
    ]);

    // Every size's ledger still sums to its stock; the removed one's to the 0 it had when it went.
    const ledger = await t.database.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.productId, product.id));
    const sumOf = (sizeId: string) =>
      ledger.filter((row) => row.variantSizeId === sizeId).reduce((sum, row) => sum + row.delta, 0);
    const stored = await t.database.db
      .select({ id: variantSizes.id, stock: variantSizes.stock })
      .from(variantSizes)
      .innerJoin(productVariants, eq(productVariants.id, variantSizes.variantId))
      .where(eq(productVariants.productId, product.id));
    expect(stored).toHaveLength(3);
    for (const size of stored) expect(sumOf(size.id)).toBe(size.stock);
    const gone = coral.sizes[0]?.id ?? '';
    expect(stored.map((s) => s.id)).not.toContain(gone);
    expect(ledger.filter((row) => row.variantSizeId === gone).map((row) => [row.delta, row.reason])).toEqual([
      [4, 'initial'],
      [-4, 'counted'],
    ]);
  });

  it('answers 404 for a product that does not exist and 400 for a colour id of another product', async () => {
    const staff = await signedInStaff(t);
    const missing = await adminCall(
      t,
      staff,
      'PUT',
      '/api/admin/products/00000000-0000-4000-8000-000000000000',
      newProduct(),
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'Product not found.' });
    const mine = await create(staff, newProduct());
    const theirs = await create(staff, newProduct());
    const input = newProduct({ sku: mine.sku });
    const [first] = input.colors;
    if (!first) throw new Error('a colour expected');
    first.id = theirs.colors[0]?.id;
    const foreign = await adminCall(t, staff, 'PUT', `/api/admin/products/${mine.id}`, input);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe('Unknown colour.');
  });
});

describe('archiving a product', () => {
  it('takes it off the storefront at once and out of reach of new orders, keeps old orders’ snapshot, and brings it back', async () => {
    const staff = await signedInStaff(t);
    const { ref, orderId } = await placeCash(80);
    const res = await adminCall(t, staff, 'POST', `/api/admin/products/${ref.productId}/archive`, {
      archived: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().product.archivedAt).not.toBeNull();

    expect((await storefront(ref.productId)).statusCode).toBe(404);
    const listing = await t.app.inject({ method: 'GET', url: '/api/products?limit=100' });
    expect(listing.json().products.map((p: { _id: string }) => p._id)).not.toContain(ref.productId);

    const shopper = await addShopper(t);
    const refused = await placeOrder(t, shopper, orderBody([itemOf(ref, 1)], 105));
    expect(refused.statusCode).toBe(400);

    const [item] = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(item?.productId).toBe(ref.productId);
    expect(item?.name.length).toBeGreaterThan(0);

    const archivedList = adminProductListResponseSchema.parse(
      (await adminCall(t, staff, 'GET', '/api/admin/products?archived=true&limit=100')).json(),
    );
    expect(archivedList.products.map((p) => p.id)).toContain(ref.productId);
    const onSale = adminProductListResponseSchema.parse(
      (
        await adminCall(t, staff, 'GET', `/api/admin/products?q=${encodeURIComponent(item?.subSku ?? '')}`)
      ).json(),
    );
    expect(onSale.products).toEqual([]);
    const everywhere = adminProductListResponseSchema.parse(
      (
        await adminCall(
          t,
          staff,
          'GET',
          `/api/admin/products?archived=all&q=${encodeURIComponent(item?.subSku ?? '')}`,
        )
      ).json(),
    );
    expect(everywhere.products.map((p) => [p.id, p.archived])).toEqual([[ref.productId, true]]);

    await adminCall(t, staff, 'POST', `/api/admin/products/${ref.productId}/archive`, { archived: false });
    expect((await storefront(ref.productId)).statusCode).toBe(200);
  });
});

describe('the product list', () => {
  it('finds by name, SKU or sub-SKU, filters by category, flag and stock state, sorts and pages', async () => {
    const staff = await signedInStaff(t);
    const tag = `Q${Date.now().toString(36)}`.toUpperCase();
    const cheap = await create(staff, newProduct({ name: `${tag} cheap`, price: 10, bestseller: false }));
    const dear = await create(
      staff,
      newProduct({
        name: `${tag} dear`,
        price: 500,
        category: 'Boys',
        subCategory: 'Tops',
        bestseller: true,
      }),
    );
    const soldOut = await create(
      staff,
      newProduct({
        name: `${tag} gone`,
        price: 50,
        bestseller: false,
        colors: [
          { colorName: 'Red', images: [], sizes: [{ size: 'Free-size', stock: 0, subSku: `${tag}-GONE` }] },
        ],
      }),
    );
    const list = async (query: string) =>
      adminProductListResponseSchema.parse(
        (await adminCall(t, staff, 'GET', `/api/admin/products?${query}`)).json(),
      );

    const byName = await list(`q=${tag}&sort=price&dir=asc`);
    expect(byName.products.map((p) => p.id)).toEqual([cheap.id, soldOut.id, dear.id]);
    expect(byName.total).toBe(3);
    expect((await list(`q=${tag}-GONE`)).products.map((p) => p.id)).toEqual([soldOut.id]);
    expect((await list(`q=${tag}&category=Boys`)).products.map((p) => p.id)).toEqual([dear.id]);
    expect((await list(`q=${tag}&flag=bestseller`)).products.map((p) => p.id)).toEqual([dear.id]);
    expect((await list(`q=${tag}&stock=sold_out`)).products.map((p) => p.id)).toEqual([soldOut.id]);
    // Coral 110 holds 0 and Sky 100 holds 2: at or under the line of 3, so both are low.
    expect((await list(`q=${tag}&stock=low&sort=name&dir=asc`)).products.map((p) => p.id)).toEqual([
      cheap.id,
      dear.id,
    ]);
    const page2 = await list(`q=${tag}&sort=price&dir=desc&limit=2&page=2`);
    expect(page2.products.map((p) => p.id)).toEqual([cheap.id]);
    expect(page2.total).toBe(3);
    const past = await list(`q=${tag}&limit=2&page=5`);
    expect(past).toMatchObject({ products: [], total: 3 });
    expect(byName.products[0]).toMatchObject({ totalStock: 13, stockState: 'low', archived: false });
    expect(byName.lowStockThreshold).toBe(3);
  });

  it('refuses a bad query with a message', async () => {
    const staff = await signedInStaff(t);
    const res = await adminCall(t, staff, 'GET', '/api/admin/products?stock=plenty');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'stock must be in_stock, low or sold_out.' });
  });
});
