import { asc, eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { products, productVariants, users, variantSizes } from '../src/db/schema';
import { asCounted } from './counted-stock';
import { newShopper, type TestApp } from './test-app';

/** Helpers the cart and wishlist api tests share: shoppers, their calls, and catalogue sizes to buy. */

export interface Shopper {
  userId: string;
  token: string;
}

/** A stored account and a real token for it (signing up through the api is covered by the users tests). */
export async function addShopper(t: TestApp): Promise<Shopper> {
  const { name, email, phone } = newShopper();
  const [row] = await t.database.db
    .insert(users)
    .values({ name, email, phone, passwordHash: 'unused' })
    .returning({ id: users.id });
  if (!row) throw new Error('no user row');
  return { userId: row.id, token: await t.app.tokens.sign(row.id) };
}

/** POSTs `payload` (none when undefined) with the given headers. */
export function post(t: TestApp, url: string, headers: Record<string, string>, payload?: unknown) {
  return t.app.inject({
    method: 'POST',
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** One size of one colour of one product, as stored. */
export interface SizeRef {
  productId: string;
  colorName: string;
  size: string;
  stock: number;
  sizeId: string;
}

/** Every size in the seeded catalogue, in a fixed order. */
export async function catalogSizes(t: TestApp): Promise<SizeRef[]> {
  return t.database.db
    .select({
      productId: products.id,
      colorName: productVariants.colorName,
      size: variantSizes.size,
      stock: variantSizes.stock,
      sizeId: variantSizes.id,
    })
    .from(variantSizes)
    .innerJoin(productVariants, eq(productVariants.id, variantSizes.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .orderBy(asc(products.sku), asc(productVariants.position), asc(variantSizes.position));
}

/** One size from each of three different products. */
export async function threeProducts(t: TestApp): Promise<[SizeRef, SizeRef, SizeRef]> {
  const byProduct = new Map((await catalogSizes(t)).map((ref) => [ref.productId, ref]));
  const [a, b, c] = byProduct.values();
  if (!a || !b || !c) throw new Error('the seeded catalogue has fewer than three products');
  return [a, b, c];
}

/** Makes the size hold exactly `stock` units, so a test knows its boundary. */
export async function setStock(t: TestApp, ref: SizeRef, stock: number): Promise<SizeRef> {
  await asCounted(t.database.db, (tx) =>
    tx.update(variantSizes).set({ stock }).where(eq(variantSizes.id, ref.sizeId)),
  );
  return { ...ref, stock };
}

/** A product with two colours that both come in one size: two lines of that size. */
export async function twoColoursOfOneSize(t: TestApp): Promise<[SizeRef, SizeRef]> {
  const sizes = await catalogSizes(t);
  for (const a of sizes) {
    const b = sizes.find(
      (s) => s.productId === a.productId && s.size === a.size && s.colorName !== a.colorName,
    );
    if (b) return [a, b];
  }
  throw new Error('the seeded catalogue has no product with one size in two colours');
}

/** The cart add/update body for `quantity` of the size. */
export const lineOf = (ref: SizeRef, quantity: number) => ({
  itemId: ref.productId,
  colorName: ref.colorName,
  size: ref.size,
  quantity,
});

/** Removes the size from its colour, as if the catalogue dropped it. */
export async function dropSize(t: TestApp, ref: SizeRef): Promise<void> {
  await t.database.db.delete(variantSizes).where(eq(variantSizes.id, ref.sizeId));
}

const TEST_SECRET = new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256-signing');

/** Header sets the api must refuse: none, malformed, forged, expired, another secret's, an empty bearer. */
export async function refusedAuthHeaders(shopper: Shopper): Promise<Record<string, string>[]> {
  const [header, payload] = shopper.token.split('.');
  const expired = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(shopper.userId)
    .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
    .sign(TEST_SECRET);
  const otherSecret = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(shopper.userId)
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode('a-different-secret-of-sufficient-length!!'));
  return [
    {},
    { token: 'not a token' },
    { token: `${header}.${payload}.forged` },
    { token: expired },
    { authorization: `Bearer ${expired}` },
    { token: otherSecret },
    { authorization: 'Bearer ' },
  ];
}
