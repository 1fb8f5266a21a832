import { shownPrice } from '@souq/shared/pricing/displayed-price';
import { type Product, productListResponseSchema } from '@souq/shared/schemas/product';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminCall, signedInStaff } from '../../../test/admin-test-kit';
import { newProductInput } from '../../../test/product-test-kit';
import {
  addShopper,
  catalogSizes,
  dropSize,
  post,
  refusedAuthHeaders,
  type Shopper,
  type SizeRef,
} from '../../../test/shopper-test-kit';
import { useTestApp } from '../../../test/test-app';
import { products, users } from '../../db/schema';

const t = useTestApp();
let catalogue: Product[];
beforeAll(async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/product/list' });
  catalogue = productListResponseSchema.parse(res.json()).products;
});

const tokenHeader = (shopper: Shopper) => ({ token: shopper.token });
const bearer = (shopper: Shopper) => ({ authorization: `Bearer ${shopper.token}` });
const add = (shopper: Shopper, payload?: unknown) =>
  post(t, '/api/wishlist/add', tokenHeader(shopper), payload);
const list = async (shopper: Shopper) => (await post(t, '/api/wishlist/get', bearer(shopper))).json();

const pick = (test: (p: Product) => boolean): Product => {
  const found = catalogue.find(test);
  if (!found) throw new Error('the seeded catalogue has no such product');
  return found;
};
const sizesOf = (p: Product) => p.variants.flatMap((v) => v.sizes);
const firstSize = (p: Product) => sizesOf(p)[0]?.size as string;

/** The wishlist item the api must answer for `p` (the price the product page shows). */
const itemOf = (p: Product, size: string, quantity: number) => ({
  _id: p._id,
  title: p.name,
  titleAr: p.nameAr,
  price: shownPrice(p).nowFils / 100,
  originalPrice: p.price,
  image: p.image[0],
  category: p.category,
  size,
  quantity,
});

describe('the wishlist', () => {
  it('adds with a token header, lists and removes with a bearer token', async () => {
    const shopper = await addShopper(t);
    const discounted = pick((p) => p.discount > 0 && !p.flashsale);
    const added = await add(shopper, { itemId: discounted._id, size: firstSize(discounted), quantity: 2 });
    expect(added.statusCode).toBe(200);
    const item = itemOf(discounted, firstSize(discounted), 2);
    expect(item.price).toBeLessThan(item.originalPrice);
    expect(added.json()).toEqual({ success: true, wishData: [item], message: 'Added to wishlist' });
    expect(await list(shopper)).toEqual({ success: true, wishData: [item] });

    const removed = await post(t, '/api/wishlist/remove', bearer(shopper), { itemId: discounted._id });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ success: true, wishData: [], message: 'Removed from wishlist' });
    expect(await list(shopper)).toEqual({ success: true, wishData: [] });
  });

  it('prices a flash-sale product with the larger of its two discounts', async () => {
    const shopper = await addShopper(t);
    const flash = pick((p) => p.flashsale && p.flashDiscount !== p.discount);
    const res = await add(shopper, { itemId: flash._id, size: firstSize(flash), quantity: 1 });
    const percent = Math.max(flash.discount, flash.flashDiscount);
    expect(res.json().wishData[0].price).toBe(Math.round(flash.price - (flash.price * percent) / 100));
  });

  it('keeps one item per product with the latest size and quantity, newest first', async () => {
    const shopper = await addShopper(t);
    const [first, second] = catalogue.filter((p) => new Set(sizesOf(p).map((s) => s.size)).size > 1);
    if (!first || !second) throw new Error('need two products with several sizes');
    const [sizeA, sizeB] = [...new Set(sizesOf(first).map((s) => s.size))];
    await add(shopper, { itemId: first._id, size: sizeA, quantity: 1 });
    await add(shopper, { itemId: second._id, size: firstSize(second), quantity: 1 });
    expect((await list(shopper)).wishData.map((i: { _id: string }) => i._id)).toEqual([
      second._id,
      first._id,
    ]);

    const again = await add(shopper, { itemId: first._id, size: sizeB, quantity: 3 });
    expect(again.json().wishData).toEqual([
      itemOf(first, sizeB as string, 3),
      itemOf(second, firstSize(second), 1),
    ]);
  });

  it('takes a size any colour of the product comes in, even a sold-out one', async () => {
    const shopper = await addShopper(t);
    const soldOut = pick((p) => sizesOf(p).every((s) => s.stocks === 0));
    const res = await add(shopper, { itemId: soldOut._id, size: firstSize(soldOut), quantity: 1 });
    expect(res.statusCode).toBe(200);

    // The first colour stops coming in its first size; the product's other colours still do.
    const sizes = await catalogSizes(t);
    const first = sizes[0] as SizeRef;
    const others = sizes.filter(
      (s) => s.productId === first.productId && s.size === first.size && s !== first,
    );
    expect(others.length).toBeGreaterThan(0);
    await dropSize(t, first);
    const wish = { itemId: first.productId, size: first.size, quantity: 1 };
    expect((await add(shopper, wish)).statusCode).toBe(200);
    for (const other of others) await dropSize(t, other);
    expect((await add(shopper, wish)).json()).toEqual({
      success: false,
      message: 'This size is not available for this product.',
    });
  });

  it('refuses an unknown product (404), an unknown size (400) and a remove of what is not there (404)', async () => {
    const shopper = await addShopper(t);
    const product = catalogue[0] as Product;
    const cases: [string, object, number, string][] = [
      [
        '/api/wishlist/add',
        { itemId: '00000000-0000-4000-8000-000000000000', size: '110', quantity: 1 },
        404,
        'Product not found.',
      ],
      [
        '/api/wishlist/add',
        { itemId: product._id, size: '999', quantity: 1 },
        400,
        'This size is not available for this product.',
      ],
      ['/api/wishlist/remove', { itemId: product._id }, 404, 'This item is not in your wishlist.'],
    ];
    for (const [url, payload, status, message] of cases) {
      const res = await post(t, url, tokenHeader(shopper), payload);
      expect(res.statusCode, message).toBe(status);
      expect(res.json()).toEqual({ success: false, message });
    }
    expect((await list(shopper)).wishData).toEqual([]);
  });

  it.each([
    ['no size', { quantity: 1 }, 'Please select a size'],
    ['a blank size', { size: ' ', quantity: 1 }, 'Please select a size'],
    ['quantity 0', { size: '110', quantity: 0 }, 'Quantity must be at least 1.'],
    ['quantity 11', { size: '110', quantity: 11 }, 'You can add at most 10 at a time.'],
    ['quantity 1.5', { size: '110', quantity: 1.5 }, 'Quantity must be a whole number.'],
    ["quantity '2'", { size: '110', quantity: '2' }, 'Quantity must be a number.'],
  ])('add with %s → 400 with its message', async (_label, fields, message) => {
    const shopper = await addShopper(t);
    const res = await add(shopper, { itemId: (catalogue[0] as Product)._id, ...fields });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
  });

  it('answers an archived product as one that does not exist, and leaves it out of the list until it is back on sale', async () => {
    const staff = await signedInStaff(t);
    const made = await adminCall(t, staff, 'POST', '/api/admin/products', newProductInput());
    expect(made.statusCode, made.body).toBe(201);
    const productId: string = made.json().product.id;
    const archive = async (archived: boolean) => {
      const res = await adminCall(t, staff, 'POST', `/api/admin/products/${productId}/archive`, { archived });
      expect(res.statusCode, res.body).toBe(200);
    };
    const shopper = await addShopper(t);
    const other = catalogue[0] as Product;
    await add(shopper, { itemId: productId, size: '100', quantity: 1 });
    await add(shopper, { itemId: other._id, size: firstSize(other), quantity: 1 });

    await archive(true);
    expect((await list(shopper)).wishData.map((i: { _id: string }) => i._id)).toEqual([other._id]);
    const refused = await add(shopper, { itemId: productId, size: '100', quantity: 2 });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ success: false, message: 'Product not found.' });
    // A shopper who never had it cannot add it either.
    const newcomer = await addShopper(t);
    expect((await add(newcomer, { itemId: productId, size: '100', quantity: 1 })).statusCode).toBe(404);
    expect((await list(newcomer)).wishData).toEqual([]);

    await archive(false);
    expect(
      (await list(shopper)).wishData.map((i: { _id: string; quantity: number }) => [i._id, i.quantity]),
    ).toEqual([
      [other._id, 1],
      [productId, 1],
    ]);
  });

  it('drops an item whose product was deleted', async () => {
    const shopper = await addShopper(t);
    const doomed = catalogue[catalogue.length - 1] as Product;
    await add(shopper, { itemId: doomed._id, size: firstSize(doomed), quantity: 1 });
    await t.database.db.delete(products).where(eq(products.id, doomed._id));
    expect((await list(shopper)).wishData).toEqual([]);
  });
});

describe('identity comes from the token only', () => {
  it('ignores a body userId of another shopper on every wishlist call', async () => {
    const victim = await addShopper(t);
    const caller = await addShopper(t);
    const [mine, theirs] = catalogue as [Product, Product];
    await add(victim, { itemId: theirs._id, size: firstSize(theirs), quantity: 1 });
    const userId = victim.userId;

    expect((await post(t, '/api/wishlist/get', tokenHeader(caller), { userId })).json().wishData).toEqual([]);
    const removed = await post(t, '/api/wishlist/remove', tokenHeader(caller), {
      itemId: theirs._id,
      userId,
    });
    expect(removed.statusCode).toBe(404);
    await add(caller, { itemId: mine._id, size: firstSize(mine), quantity: 1, userId });

    expect((await list(victim)).wishData.map((i: { _id: string }) => i._id)).toEqual([theirs._id]);
    expect((await list(caller)).wishData.map((i: { _id: string }) => i._id)).toEqual([mine._id]);
  });
});

describe('sign-in is required', () => {
  it('refuses a missing, malformed, forged or expired token on every call', async () => {
    const shopper = await addShopper(t);
    const product = catalogue[0] as Product;
    const calls: [string, object][] = [
      ['/api/wishlist/add', { itemId: product._id, size: firstSize(product), quantity: 1 }],
      ['/api/wishlist/get', {}],
      ['/api/wishlist/remove', { itemId: product._id }],
    ];
    for (const [url, payload] of calls) {
      for (const headers of await refusedAuthHeaders(shopper)) {
        const res = await post(t, url, headers, payload);
        expect(res.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(401);
        expect(res.json()).toEqual({ success: false, message: 'Please login to continue.' });
      }
    }
  });

  it('refuses to add for the token of an account that no longer exists', async () => {
    const shopper = await addShopper(t);
    await t.database.db.delete(users).where(eq(users.id, shopper.userId));
    const product = catalogue[0] as Product;
    const res = await add(shopper, { itemId: product._id, size: firstSize(product), quantity: 1 });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, message: 'Please login to continue.' });
  });

  it('still answers unknown wishlist routes with a JSON 404', async () => {
    const shopper = await addShopper(t);
    const res = await post(t, '/api/wishlist/nope', tokenHeader(shopper), {});
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Not found: POST /api/wishlist/nope' });
  });
});
