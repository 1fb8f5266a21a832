import {
  type AdminProduct,
  type ProductInputDraft,
  SKU_TAKEN,
  subSkuTaken,
  UNKNOWN_COLOUR,
} from '@souq/shared/schemas/admin-products';
import type { DefaultValues, FieldPath } from 'react-hook-form';

/** The editor's values: what productInputSchema, its resolver, reads. */
export type ProductFormValues = ProductInputDraft;
export type ColourFormValues = ProductFormValues['colors'][number];

/** A colour with nothing in it yet, as "Add colour" makes it. */
export const newColour = (): ColourFormValues => ({ colorName: '', colorNameAr: '', images: [], sizes: [] });

/**
 * A new product's form. Price, category and sub-category start blank rather than at a guess, so staff choose
 * them and the schema names a missed one.
 */
export const newProductValues = (): DefaultValues<ProductFormValues> => ({
  name: '',
  nameAr: '',
  sku: '',
  description: '',
  descriptionAr: '',
  discount: 0,
  flashsale: false,
  flashDiscount: 0,
  bestseller: false,
  bestofkids: false,
  images: [],
  colors: [newColour()],
});

/**
 * A saved product as the form edits it. Each colour carries its id, so a renamed colour keeps its sizes,
 * stock and history; a saved size's stock goes along as it is, and the api leaves it alone (stock moves only
 * through the stock ledger).
 */
export function productFormValues(product: AdminProduct): ProductFormValues {
  return {
    name: product.name,
    nameAr: product.nameAr,
    sku: product.sku,
    description: product.description,
    descriptionAr: product.descriptionAr,
    category: product.category,
    subCategory: product.subCategory,
    price: product.price,
    discount: product.discount,
    flashsale: product.flashsale,
    flashDiscount: product.flashDiscount,
    bestseller: product.bestseller,
    bestofkids: product.bestofkids,
    images: product.images,
    colors: product.colors.map((colour) => ({
      id: colour.id,
      colorName: colour.colorName,
      colorNameAr: colour.colorNameAr,
      images: colour.images,
      sizes: colour.sizes.map(({ size, stock, subSku }) => ({ size, stock, subSku })),
    })),
  };
}

/**
 * A saved size's stock, or null for a size the product has not got saved under that colour yet (whose
 * opening stock the form asks for). The api matches sizes by their size within the colour, as here.
 */
export function savedStock(saved: AdminProduct | null, colourId: string | undefined, size: string) {
  const colour = saved?.colors.find((c) => c.id === colourId);
  return colour?.sizes.find((s) => s.size === size)?.stock ?? null;
}

/**
 * The field a refusal from the api is about, so the editor shows it under that field: a SKU or a sub-SKU
 * another product holds, or a colour that is no longer the product's. Null for any other refusal.
 */
export function refusalField(
  message: string,
  values: ProductFormValues,
): FieldPath<ProductFormValues> | null {
  if (message === SKU_TAKEN) return 'sku';
  if (message === UNKNOWN_COLOUR) return 'colors';
  // The api names the sub-SKU as it stores it (upper-case), so compare without regard to case.
  const refused = message.toUpperCase();
  for (const [c, colour] of values.colors.entries()) {
    for (const [s, size] of colour.sizes.entries()) {
      if (subSkuTaken(size.subSku.trim()).toUpperCase() === refused) return `colors.${c}.sizes.${s}.subSku`;
    }
  }
  return null;
}
