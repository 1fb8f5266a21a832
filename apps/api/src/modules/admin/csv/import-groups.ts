import type { ProductCsvColumn } from '@souq/shared/schemas/admin-csv';
import type { ProductCells, ReadRow } from './read-product-row';

/** A size as the file gives it, with its row. */
export interface FileSize {
  row: ReadRow;
  size: string;
  subSku: string;
  stock: number;
}

/** A colour as the file gives it: named and pictured by its first row, its sizes in the file's order. */
export interface FileColour {
  row: ReadRow;
  name: string;
  /** Undefined when the file has no Colour (Arabic) column. */
  nameAr: string | undefined;
  images: string[];
  sizes: FileSize[];
}

/** A product as the file gives it: its own columns from its first row, its colours in first-seen order. */
export interface FileProduct {
  sku: string;
  /** The first of its rows whose product columns could all be read. */
  first: ReadRow;
  cells: ProductCells;
  colours: FileColour[];
  rows: ReadRow[];
}

const PRODUCT_COLUMNS: Record<keyof ProductCells, ProductCsvColumn> = {
  name: 'Name',
  description: 'Description',
  nameAr: 'Name (Arabic)',
  descriptionAr: 'Description (Arabic)',
  category: 'Category',
  subCategory: 'Sub-category',
  price: 'Price (AED)',
  discount: 'Discount %',
  flashsale: 'Flash sale',
  flashDiscount: 'Flash discount %',
  bestseller: 'Bestseller',
  bestofkids: 'Best of kids',
  images: 'Product images',
  archived: 'Archived',
};

export const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, i) => item === b[i]);

/** The product columns in which `cells` says something other than `first`. */
function differing(first: ProductCells, cells: ProductCells): ProductCsvColumn[] {
  const keys = Object.keys(PRODUCT_COLUMNS) as (keyof ProductCells)[];
  return keys
    .filter((key) => {
      const a = first[key];
      const b = cells[key];
      return Array.isArray(a) && Array.isArray(b) ? !sameList(a, b) : a !== b;
    })
    .map((key) => PRODUCT_COLUMNS[key]);
}

/** A sub-SKU names one size: a second row with it is an error, whichever products the two rows are of. */
function refuseRepeatedSubSkus(rows: readonly ReadRow[]): void {
  const firstRow = new Map<string, number>();
  for (const row of rows) {
    if (row.subSku === null) continue;
    const seen = firstRow.get(row.subSku);
    if (seen === undefined) firstRow.set(row.subSku, row.row);
    else row.errors.push(`Duplicate sub-SKU: ${row.subSku} is also on row ${seen}.`);
  }
}

/** Every row of the product states its own columns as its first row does, or says where they differ. */
function refuseDisagreement(product: FileProduct): void {
  for (const row of product.rows) {
    if (row.product === null || row === product.first) continue;
    const columns = differing(product.cells, row.product);
    if (columns.length > 0)
      row.errors.push(
        `${columns.join(', ')} ${columns.length === 1 ? 'differs' : 'differ'} from row ${product.first.row}, the first row of ${product.sku}: a product's columns must be the same on each of its rows.`,
      );
  }
}

/**
 * The product's colours and sizes, from its rows that have no error so far (a row already wrong would only
 * add errors that follow from the first). A colour is named and pictured by its first row; a later row of it
 * with another Arabic name or other pictures, or a size a colour already has, is an error.
 */
export function gatherColours(product: FileProduct): void {
  const byName = new Map<string, FileColour>();
  for (const row of product.rows) {
    if (row.errors.length > 0 || row.colour === null || row.size === null || row.subSku === null) continue;
    const key = row.colour.name.toLowerCase();
    const colour = byName.get(key);
    if (colour === undefined) {
      const first: FileColour = { row, ...row.colour, sizes: [] };
      first.sizes.push({ row, size: row.size.size, subSku: row.subSku, stock: row.size.stock });
      byName.set(key, first);
      product.colours.push(first);
      continue;
    }
    const twin = colour.sizes.find((s) => s.size === row.size?.size);
    if (!sameList(colour.images, row.colour.images))
      row.errors.push(
        `Colour images differ from row ${colour.row.row}, the first row of colour ${colour.name}.`,
      );
    else if (colour.nameAr !== row.colour.nameAr)
      row.errors.push(
        `Colour (Arabic) differs from row ${colour.row.row}, the first row of colour ${colour.name}.`,
      );
    else if (twin)
      row.errors.push(`Size ${twin.size} of colour ${colour.name} is also on row ${twin.row.row}.`);
    else colour.sizes.push({ row, size: row.size.size, subSku: row.subSku, stock: row.size.stock });
  }
}

/**
 * The file's rows as products, matched by SKU, in the order they first appear, their colours not yet
 * gathered (gatherColours, once the store has been checked). A row with no valid SKU belongs to none (its
 * error says why); a product none of whose rows could be read is left out.
 */
export function groupProducts(rows: readonly ReadRow[]): FileProduct[] {
  refuseRepeatedSubSkus(rows);
  const bySku = new Map<string, ReadRow[]>();
  for (const row of rows) {
    if (row.sku === null) continue;
    const list = bySku.get(row.sku) ?? [];
    list.push(row);
    bySku.set(row.sku, list);
  }
  const products: FileProduct[] = [];
  for (const [sku, list] of bySku) {
    const first = list.find((row) => row.product !== null);
    if (!first?.product) continue;
    const product: FileProduct = { sku, first, cells: first.product, colours: [], rows: list };
    refuseDisagreement(product);
    products.push(product);
  }
  return products;
}
