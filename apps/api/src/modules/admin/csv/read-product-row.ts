import { CATEGORIES, SUB_CATEGORIES } from '@souq/shared/catalog/categories';
import type { ProductCsvColumn } from '@souq/shared/schemas/admin-csv';
import {
  imageUrlSchema,
  productColorInputSchema,
  productInputSchema,
  productSizeInputSchema,
  skuSchema,
} from '@souq/shared/schemas/admin-products';
import { ALL_SIZES } from '@souq/shared/sizes/size-tables';
import type { z } from 'zod';
import { readImages, readSafeText, readYesNo } from './csv-cells';
import type { CsvCells, CsvRow } from './read-csv';

/** A product's own columns, as one row states them. Price in AED. */
export interface ProductCells {
  name: string;
  description: string;
  /** Undefined when the file has no such column: the import then leaves the stored Arabic as it is. */
  nameAr: string | undefined;
  descriptionAr: string | undefined;
  category: (typeof CATEGORIES)[number];
  subCategory: (typeof SUB_CATEGORIES)[number];
  price: number;
  discount: number;
  flashsale: boolean;
  flashDiscount: number;
  bestseller: boolean;
  bestofkids: boolean;
  images: string[];
  archived: boolean;
}

/** One row read: each part null when one of its cells is wrong, every such reason in `errors`. */
export interface ReadRow {
  row: number;
  /** Upper-cased, as SKUs are kept; null when the cell holds no valid SKU. */
  sku: string | null;
  subSku: string | null;
  /** The two cells as written, for the row's result. */
  written: { sku: string; subSku: string };
  product: ProductCells | null;
  colour: { name: string; nameAr: string | undefined; images: string[] } | null;
  size: { size: string; stock: number } | null;
  errors: string[];
}

/** A cell read to a value, or the reason it cannot be. */
type Read<T> = { ok: true; value: T } | { ok: false; reason: string };
const ok = <T>(value: T): Read<T> => ({ ok: true, value });
const wrong = <T>(reason: string): Read<T> => ({ ok: false, reason });

function bySchema<T>(schema: z.ZodType<T>, input: unknown): Read<T> {
  const parsed = schema.safeParse(input);
  return parsed.success ? ok(parsed.data) : wrong(parsed.error.issues[0]?.message ?? 'Not valid.');
}

/** A number as a spreadsheet writes one: digits, a point, no thousands separators; `%` after a percent. */
function numberCell<T>(
  column: ProductCsvColumn,
  text: string,
  schema: z.ZodType<T>,
  percent = false,
): Read<T> {
  const trimmed = text.trim();
  const written = percent ? trimmed.replace(/\s*%$/, '') : trimmed;
  if (!/^-?\d+(\.\d+)?$/.test(written)) return wrong(`${column} "${trimmed}" is not a number.`);
  return bySchema(schema, Number(written));
}

function yesNoCell(column: ProductCsvColumn, text: string): Read<boolean> {
  const value = readYesNo(text);
  return value === null ? wrong(`${column} "${text.trim()}" must be yes or no.`) : ok(value);
}

/** One of a list, in any letter case, as the list spells it. */
function oneOf<T extends string>(column: string, list: readonly T[], text: string): Read<T> {
  const found = list.find((item) => item.toLowerCase() === text.trim().toLowerCase());
  return found !== undefined
    ? ok(found)
    : wrong(`Unknown ${column.toLowerCase()} "${text.trim()}": use ${list.join(', ')}.`);
}

function imagesCell(column: ProductCsvColumn, text: string): Read<string[]> {
  const images = readImages(text);
  for (const image of images) {
    if (!imageUrlSchema.safeParse(image).success)
      return wrong(`${column}: "${image}" is not an uploaded picture or an https address.`);
  }
  return ok(images);
}

/** Sizes as the size tables spell them; an exported shoe size is "30", and "EU 30" is read as that too. */
function sizeCell(text: string): Read<string> {
  const written = text.trim().replace(/^EU\s+/i, '');
  const found = ALL_SIZES.find((size) => size.toLowerCase() === written.toLowerCase());
  return found !== undefined
    ? ok(found)
    : wrong(`Size "${text.trim()}" is not in the size tables (80-170, EU 21-42 or Free-size).`);
}

/** Text as written, without the ' put before formula-like text on export; line breaks as \n. */
const textCell = (text: string) => readSafeText(text.trim()).replace(/\r\n?/g, '\n');

/** An optional text column: undefined when the file has no such column, else its cell read by `schema`. */
function optionalTextCell(
  text: string | undefined,
  schema: z.ZodType<string | undefined>,
): Read<string | undefined> {
  return text === undefined ? ok(undefined) : bySchema(schema, textCell(text));
}

const shape = productInputSchema.shape;

type Take = <T>(read: Read<T>) => T | null;

/**
 * The product's own cells, or null when one is wrong. The fallbacks after `??` only fill the shape: a wrong
 * cell has already said why, and the product is then not used.
 */
function readProduct(cells: CsvCells, take: Take, errors: readonly string[]): ProductCells | null {
  const before = errors.length;
  const product: ProductCells = {
    name: take(bySchema(shape.name, textCell(cells.Name))) ?? '',
    description: take(bySchema(shape.description, textCell(cells.Description))) ?? '',
    nameAr: take(optionalTextCell(cells['Name (Arabic)'], shape.nameAr)) ?? undefined,
    descriptionAr: take(optionalTextCell(cells['Description (Arabic)'], shape.descriptionAr)) ?? undefined,
    category: take(oneOf('Category', CATEGORIES, cells.Category)) ?? 'Unisex',
    subCategory: take(oneOf('Sub-category', SUB_CATEGORIES, cells['Sub-category'])) ?? 'Tops',
    price: take(numberCell('Price (AED)', cells['Price (AED)'], shape.price)) ?? 0,
    discount: take(numberCell('Discount %', cells['Discount %'], shape.discount, true)) ?? 0,
    flashsale: take(yesNoCell('Flash sale', cells['Flash sale'])) ?? false,
    flashDiscount:
      take(numberCell('Flash discount %', cells['Flash discount %'], shape.flashDiscount, true)) ?? 0,
    bestseller: take(yesNoCell('Bestseller', cells.Bestseller)) ?? false,
    bestofkids: take(yesNoCell('Best of kids', cells['Best of kids'])) ?? false,
    images: take(imagesCell('Product images', cells['Product images'])) ?? [],
    archived: take(yesNoCell('Archived', cells.Archived)) ?? false,
  };
  return errors.length === before ? product : null;
}

/** Reads every cell of a row; a wrong cell leaves its part null and says why. */
export function readProductRow({ row, cells, problem }: CsvRow): ReadRow {
  const errors: string[] = problem ? [problem] : [];
  const take: Take = (read) => {
    if (read.ok) return read.value;
    errors.push(read.reason);
    return null;
  };
  const sku = take(bySchema(skuSchema('SKU'), cells.SKU));
  const subSku = take(bySchema(skuSchema('Sub-SKU'), cells['Sub-SKU']));
  const product = readProduct(cells, take, errors);
  const colourName = take(bySchema(productColorInputSchema.shape.colorName, textCell(cells.Colour)));
  const colourNameAr = take(
    optionalTextCell(cells['Colour (Arabic)'], productColorInputSchema.shape.colorNameAr),
  );
  const colourImages = take(imagesCell('Colour images', cells['Colour images']));
  const size = take(sizeCell(cells.Size));
  const stock = take(numberCell('Stock', cells.Stock, productSizeInputSchema.shape.stock));
  return {
    row,
    sku: sku?.toUpperCase() ?? null,
    subSku: subSku?.toUpperCase() ?? null,
    written: { sku: cells.SKU.trim(), subSku: cells['Sub-SKU'].trim() },
    product,
    colour:
      colourName !== null && colourNameAr !== null && colourImages !== null
        ? { name: colourName, nameAr: colourNameAr, images: colourImages }
        : null,
    size: size !== null && stock !== null ? { size, stock } : null,
    errors,
  };
}
