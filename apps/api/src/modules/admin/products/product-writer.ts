import { aedToFils } from '@souq/shared/pricing/money';
import {
  type ProductColorInput,
  type ProductInput,
  SKU_TAKEN,
  stockedSizesRemoved,
  subSkuTaken,
  UNKNOWN_COLOUR,
} from '@souq/shared/schemas/admin-products';
import type { Tx } from '../../../db/executor';
import { badRequest, conflict } from '../../../lib/app-error';
import { type StockCause, setStockCause } from '../../stock/stock-cause';
import {
  type AdminProductsRepo,
  type ColourFields,
  createAdminProductsRepo,
  type FoundProduct,
  type ProductFields,
} from './admin-products-repo';

/** SKUs and sub-SKUs are kept upper-case, as printed on labels, so `ls-bb-1` and `LS-BB-1` are one SKU. */
export const skuOf = (text: string) => text.trim().toUpperCase();

/** A product's own row from its input (its colours and sizes are rows of their own). */
export function productFieldsOf(input: ProductInput): ProductFields {
  return {
    sku: skuOf(input.sku),
    name: input.name,
    nameAr: input.nameAr,
    description: input.description,
    descriptionAr: input.descriptionAr,
    category: input.category,
    subCategory: input.subCategory,
    images: input.images,
    priceFils: aedToFils(input.price),
    discount: input.discount,
    flashsale: input.flashsale,
    flashDiscount: input.flashDiscount,
    bestseller: input.bestseller,
    bestofkids: input.bestofkids,
  };
}

/** A colour's own row from its input, at its place among the product's colours. */
const colourFieldsOf = (color: ProductColorInput, position: number): ColourFields => ({
  colorName: color.colorName,
  colorNameAr: color.colorNameAr,
  images: color.images,
  position,
});

/** Refuses a SKU or sub-SKU another product holds, naming it. */
async function checkUnique(tx: Tx, input: ProductInput, productId: string | null): Promise<void> {
  const repo = createAdminProductsRepo(tx);
  if ((await repo.skuHolder(skuOf(input.sku), productId)) !== null) throw conflict(SKU_TAKEN);
  const subSkus = input.colors.flatMap((color) => color.sizes.map((size) => skuOf(size.subSku)));
  const [taken] = await repo.subSkusHeldElsewhere(subSkus, productId);
  if (taken !== undefined) throw conflict(subSkuTaken(taken));
}

/**
 * Writes a new product whole: its colours in order, each with its sizes and their opening stock, which the
 * stock ledger records under `cause` ('initial', or 'import'). The caller has validated `input` with
 * productInputSchema.
 */
export async function createProduct(tx: Tx, input: ProductInput, cause: StockCause): Promise<string> {
  await checkUnique(tx, input, null);
  const repo = createAdminProductsRepo(tx);
  await setStockCause(tx, cause);
  const product = await repo.insertProduct(productFieldsOf(input));
  for (const [position, color] of input.colors.entries()) {
    const colourId = await repo.insertColour(product.id, colourFieldsOf(color, position));
    await repo.insertSizes(
      color.sizes.map((size, i) => ({
        variantId: colourId,
        size: size.size,
        stock: size.stock,
        subSku: skuOf(size.subSku),
        position: i,
      })),
    );
  }
  return product.id;
}

/** The existing colour each input colour continues: by its id, else by its name; null for a new colour. */
function matchColours(current: FoundProduct, input: ProductInput) {
  const byId = new Map(current.variants.map((v) => [v.id, v]));
  const byName = new Map(current.variants.map((v) => [v.colorName.toLowerCase(), v]));
  const used = new Set<string>();
  return input.colors.map((color) => {
    if (color.id !== undefined && !byId.has(color.id)) throw badRequest(UNKNOWN_COLOUR);
    const match = color.id !== undefined ? byId.get(color.id) : byName.get(color.colorName.toLowerCase());
    if (!match || used.has(match.id)) return { color, existing: null };
    used.add(match.id);
    return { color, existing: match };
  });
}

/**
 * Refuses an edit that would remove sizes still holding stock, alone or with their colour (a colour left out,
 * or renamed without its id), naming each: deleting them would take their units out of the store with no row
 * in the stock ledger, whose sum is each size's stock. Staff set such a size to 0 on the Stock page, with a
 * reason, first. The sizes are locked as they are read, so units an order's cancellation puts back cannot
 * land between this check and the delete.
 */
async function refuseRemovingStock(
  repo: AdminProductsRepo,
  current: FoundProduct,
  colourIds: readonly string[],
  sizeIds: readonly string[],
): Promise<void> {
  const locked = await repo.lockSizesOf(colourIds, sizeIds);
  const stockOf = new Map(locked.filter((size) => size.stock > 0).map((size) => [size.id, size.stock]));
  if (stockOf.size === 0) return;
  const stocked = current.variants.flatMap((colour) =>
    colour.sizes.flatMap((size) => {
      const stock = stockOf.get(size.id);
      return stock === undefined ? [] : [{ colorName: colour.colorName, size: size.size, stock }];
    }),
  );
  throw conflict(stockedSizesRemoved(stocked));
}

/**
 * Brings a product (locked by the caller) to `input`. A colour or size that stays keeps its row, its stock and
 * its history: stock changes only through the stock ledger, so an existing size's `stock` in the input is
 * ignored, and a sale made while the form was open is never undone. New sizes start at their given stock
 * ('initial' in the ledger); colours and sizes left out are removed, their history kept, but only once their
 * stock is 0 (refuseRemovingStock).
 */
export async function updateProduct(tx: Tx, current: FoundProduct, input: ProductInput, cause: StockCause) {
  await checkUnique(tx, input, current.id);
  const repo = createAdminProductsRepo(tx);
  await setStockCause(tx, cause);
  const matched = matchColours(current, input);
  const kept = new Set(matched.flatMap(({ existing }) => (existing ? [existing.id] : [])));
  const droppedColours = current.variants.filter((v) => !kept.has(v.id)).map((v) => v.id);
  const plans = matched.map(({ color, existing }) => {
    const wanted = new Set(color.sizes.map((s) => s.size));
    const oldSizes = existing?.sizes ?? [];
    return {
      color,
      existing,
      dropped: oldSizes.filter((s) => !wanted.has(s.size)).map((s) => s.id),
      keptSizes: new Map(oldSizes.filter((s) => wanted.has(s.size)).map((s) => [s.size, s.id])),
    };
  });
  const droppedSizes = plans.flatMap((plan) => plan.dropped);
  await refuseRemovingStock(repo, current, droppedColours, droppedSizes);
  await repo.deleteColours(droppedColours);
  await repo.deleteSizes(droppedSizes);
  await repo.clearNames(
    plans.flatMap(({ existing }) => (existing ? [existing.id] : [])),
    plans.flatMap(({ keptSizes }) => [...keptSizes.values()]),
  );
  await repo.updateProduct(current.id, productFieldsOf(input));
  for (const [position, { color, existing, keptSizes }] of plans.entries()) {
    const colourId = existing
      ? existing.id
      : await repo.insertColour(current.id, colourFieldsOf(color, position));
    if (existing) await repo.updateColour(existing.id, colourFieldsOf(color, position));
    const fresh = [];
    for (const [i, size] of color.sizes.entries()) {
      const sizeId = keptSizes.get(size.size);
      if (sizeId) await repo.updateSize(sizeId, { subSku: skuOf(size.subSku), position: i });
      else
        fresh.push({
          variantId: colourId,
          size: size.size,
          stock: size.stock,
          subSku: skuOf(size.subSku),
          position: i,
        });
    }
    await repo.insertSizes(fresh);
  }
}
