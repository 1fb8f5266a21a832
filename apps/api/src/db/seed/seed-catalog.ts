import { aedToFils } from '@souq/shared/pricing/money';
import { count } from 'drizzle-orm';
import type { Db } from '../client';
import { products, productVariants, variantSizes } from '../schema';
import { SEED_PRODUCTS } from './catalog-data';
import { SEED_COLOURS_AR, SEED_PRODUCTS_AR } from './catalog-data-ar';
import { colorImageUrls } from './catalog-images';
import { seededRandom } from './seed-random';
import type { SeedProduct } from './seed-types';

const HOUR_MS = 3_600_000;
const MAX_STOCK = 25;
const SHARE_OF_EMPTY_SIZES = 0.15;

function stockFor(product: SeedProduct, random: () => number): number {
  if (product.soldOut) return 0;
  if (random() < SHARE_OF_EMPTY_SIZES) return 0;
  return 1 + Math.floor(random() * MAX_STOCK);
}

function shuffledRanks(length: number, random: () => number): number[] {
  const ranks = Array.from({ length }, (_, i) => i);
  for (let i = length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [ranks[i], ranks[j]] = [ranks[j] as number, ranks[i] as number];
  }
  return ranks;
}

/** Seeds the demo catalogue (see docs/product/storefront.md) when the database has no products. */
export async function seedCatalogIfEmpty(db: Db, now = new Date()): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(products);
  if ((row?.n ?? 0) > 0) return false;

  const ageRanks = shuffledRanks(SEED_PRODUCTS.length, seededRandom('catalog-ages'));
  await db.transaction(async (tx) => {
    for (const [index, seed] of SEED_PRODUCTS.entries()) {
      const random = seededRandom(seed.sku);
      const imagesByColor = seed.colors.map((color) => colorImageUrls(seed, color));
      const [product] = await tx
        .insert(products)
        .values({
          sku: seed.sku,
          name: seed.name,
          nameAr: SEED_PRODUCTS_AR[seed.sku]?.name ?? '',
          description: seed.description,
          descriptionAr: SEED_PRODUCTS_AR[seed.sku]?.description ?? '',
          category: seed.category,
          subCategory: seed.subCategory,
          images: [...(imagesByColor[0] ?? []), ...imagesByColor.slice(1).map((urls) => urls[0] ?? '')],
          priceFils: aedToFils(seed.priceAed),
          discount: seed.discount,
          flashsale: seed.flashsale,
          flashDiscount: seed.flashDiscount,
          bestseller: seed.bestseller,
          bestofkids: seed.bestofkids,
          // Spread over past weeks, in mixed category order, so "newest first" looks like a real store's.
          createdAt: new Date(now.getTime() - (ageRanks[index] ?? index) * 7 * HOUR_MS),
        })
        .returning({ id: products.id });
      if (!product) throw new Error(`Seeding ${seed.sku} returned no row`);

      for (const [position, color] of seed.colors.entries()) {
        const [variant] = await tx
          .insert(productVariants)
          .values({
            productId: product.id,
            colorName: color.name,
            colorNameAr: SEED_COLOURS_AR[color.name] ?? '',
            images: imagesByColor[position] ?? [],
            position,
          })
          .returning({ id: productVariants.id });
        if (!variant) throw new Error(`Seeding ${seed.sku} ${color.name} returned no row`);
        await tx.insert(variantSizes).values(
          seed.sizes.map((size, sizePosition) => ({
            variantId: variant.id,
            size,
            stock: stockFor(seed, random),
            subSku: `${seed.sku}-${color.name.toUpperCase().replace(/[^A-Z0-9]+/g, '')}-${size.toUpperCase()}`,
            position: sizePosition,
          })),
        );
      }
    }
  });
  return true;
}
