import { aedToFils } from '@souq/shared/pricing/money';
import type { ImportOutcome } from '@souq/shared/schemas/admin-csv';
import type { FoundProduct } from '../products/admin-products-repo';
import { aedCell, yesNo } from './csv-cells';
import { type FileProduct, sameList } from './import-groups';
import { storedColourOf, storedSizeOf } from './import-merge';
import type { ReadRow } from './read-product-row';

/** What happens to one row, and why (null: nothing). */
export interface RowOutcome {
  outcome: Exclude<ImportOutcome, 'error'>;
  reason: string | null;
}

/** A stored colour's new name, Arabic name (undefined: kept, the file has no such column) and pictures. */
export interface ColourEdit {
  id: string;
  colorName: string;
  colorNameAr: string | undefined;
  images: string[];
}

/** What an existing product's rows change: the writes the apply makes, and each row's outcome. */
export interface ProductChanges {
  rows: Map<ReadRow, RowOutcome>;
  /** It gains a colour or a size, or a size's sub-SKU changes: the product writer rewrites it. */
  reshaped: boolean;
  /** Its own columns change (archiving aside). */
  fields: boolean;
  /** Its colours whose name (letter case), Arabic name or pictures change. */
  colours: ColourEdit[];
  archived: boolean | null;
  stock: { sizeId: string; stock: number }[];
}

const said = (before: string, after: string) => `${before} → ${after}`;

/** Arabic the file gives that differs from the store's; none when the file has no such column. */
const arabicDiffers = (file: string | undefined, stored: string) => file !== undefined && file !== stored;

/** The product's own columns that the file changes, as "Price (AED) 59.00 → 49.00". */
function productChanges(product: FileProduct, current: FoundProduct): string[] {
  const cells = product.cells;
  const changes: string[] = [];
  const compare = (column: string, before: string, after: string) => {
    if (before !== after) changes.push(`${column} ${said(before, after)}`);
  };
  const changed = (column: string, differs: boolean) => {
    if (differs) changes.push(`${column} changed`);
  };
  changed('Name', cells.name !== current.name);
  changed('Description', cells.description !== current.description);
  changed('Name (Arabic)', arabicDiffers(cells.nameAr, current.nameAr));
  changed('Description (Arabic)', arabicDiffers(cells.descriptionAr, current.descriptionAr));
  compare('Category', current.category, cells.category);
  compare('Sub-category', current.subCategory, cells.subCategory);
  compare('Price (AED)', aedCell(current.priceFils), aedCell(aedToFils(cells.price)));
  compare('Discount %', String(current.discount), String(cells.discount));
  compare('Flash sale', yesNo(current.flashsale), yesNo(cells.flashsale));
  compare('Flash discount %', String(current.flashDiscount), String(cells.flashDiscount));
  compare('Bestseller', yesNo(current.bestseller), yesNo(cells.bestseller));
  compare('Best of kids', yesNo(current.bestofkids), yesNo(cells.bestofkids));
  changed('Product images', !sameList(cells.images, current.images));
  return changes;
}

/**
 * Each row's outcome against the stored product, and the writes that bring the product to the file. A row is
 * updated when anything it states differs from the store (its product's columns, its colour's, its size's
 * sub-SKU or stock), created when its colour or size is new, unchanged otherwise.
 */
export function changesOf(product: FileProduct, current: FoundProduct): ProductChanges {
  const fields = productChanges(product, current);
  const archivedNow = current.archivedAt !== null;
  const archived = product.cells.archived !== archivedNow ? product.cells.archived : null;
  // Archiving is its own write (products-repo setArchived), so it alone does not run the writer.
  const own =
    archived === null ? fields : [...fields, `Archived ${said(yesNo(archivedNow), yesNo(archived))}`];
  const result: ProductChanges = {
    rows: new Map(),
    reshaped: false,
    fields: fields.length > 0,
    colours: [],
    archived,
    stock: [],
  };
  for (const colour of product.colours) {
    const stored = storedColourOf(current, colour);
    const colourChanges: string[] = [];
    if (stored && stored.colorName !== colour.name)
      colourChanges.push(`Colour ${said(stored.colorName, colour.name)}`);
    if (stored && arabicDiffers(colour.nameAr, stored.colorNameAr))
      colourChanges.push('Colour (Arabic) changed');
    if (stored && !sameList(stored.images, colour.images)) colourChanges.push('Colour images changed');
    if (!stored) result.reshaped = true;
    else if (colourChanges.length > 0)
      result.colours.push({
        id: stored.id,
        colorName: colour.name,
        colorNameAr: colour.nameAr,
        images: colour.images,
      });
    for (const size of colour.sizes) {
      const storedSize = storedSizeOf(stored, size);
      if (!storedSize) {
        result.reshaped = true;
        const reason = stored
          ? `New size ${size.size} of colour ${colour.name}.`
          : `New colour ${colour.name}.`;
        result.rows.set(size.row, { outcome: 'created', reason });
        continue;
      }
      const changes = [...own, ...colourChanges];
      if (storedSize.subSku.toUpperCase() !== size.subSku) {
        result.reshaped = true;
        changes.push(`Sub-SKU ${said(storedSize.subSku, size.subSku)}`);
      }
      if (storedSize.stock !== size.stock) {
        result.stock.push({ sizeId: storedSize.id, stock: size.stock });
        changes.push(`Stock ${said(String(storedSize.stock), String(size.stock))}`);
      }
      result.rows.set(
        size.row,
        changes.length > 0
          ? { outcome: 'updated', reason: changes.join('; ') }
          : { outcome: 'unchanged', reason: null },
      );
    }
  }
  return result;
}
