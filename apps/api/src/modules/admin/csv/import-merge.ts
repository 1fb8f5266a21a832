import {
  type ProductColorInput,
  type ProductInput,
  productInputSchema,
} from '@souq/shared/schemas/admin-products';
import type { FoundProduct } from '../products/admin-products-repo';
import type { FileColour, FileProduct, FileSize } from './import-groups';
import type { ReadRow } from './read-product-row';

export type StoredColour = FoundProduct['variants'][number];
export type StoredSize = StoredColour['sizes'][number];

/** Who holds a sub-SKU in the store. */
export interface SubSkuHolder {
  productId: string;
  sku: string;
}

export const MISSING_IMAGE =
  'Missing image URL: give the product or one of its colours at least one image address.';

/** The stored colour a file colour continues (same name, any case), if any. */
export const storedColourOf = (current: FoundProduct | undefined, colour: FileColour) =>
  current?.variants.find((v) => v.colorName.toLowerCase() === colour.name.toLowerCase());

/** The stored size a file size continues: the colour's size of that name (sub-SKUs were checked before). */
export const storedSizeOf = (colour: StoredColour | undefined, size: FileSize) =>
  colour?.sizes.find((s) => s.size === size.size);

/**
 * A sub-SKU matches its size: one held by another product's size is an error, and one this product holds
 * must be of the row's colour and size (a size never moves to another colour or size by import).
 */
export function refuseForeignSubSkus(
  product: FileProduct,
  current: FoundProduct | undefined,
  holders: ReadonlyMap<string, SubSkuHolder>,
): void {
  const own = new Map<string, { colour: StoredColour; size: StoredSize }>();
  for (const colour of current?.variants ?? [])
    for (const size of colour.sizes) own.set(size.subSku.toUpperCase(), { colour, size });
  for (const row of product.rows) {
    if (row.subSku === null) continue;
    const holder = holders.get(row.subSku);
    if (holder && holder.productId !== current?.id) {
      row.errors.push(`Sub-SKU ${row.subSku} belongs to another product, SKU ${holder.sku}.`);
      continue;
    }
    const stored = own.get(row.subSku);
    if (!stored || row.colour === null || row.size === null) continue;
    if (
      stored.colour.colorName.toLowerCase() !== row.colour.name.toLowerCase() ||
      stored.size.size !== row.size.size
    )
      row.errors.push(
        `Sub-SKU ${row.subSku} is colour ${stored.colour.colorName}, size ${stored.size.size} in the store; an import does not move a size to another colour or size.`,
      );
  }
}

/** The merged product, and for each of its colours and sizes the row that gave it (null: kept from the store). */
interface Merged {
  input: ProductInput;
  rowsOf: { colour: ReadRow | null; sizes: (ReadRow | null)[] }[];
}

function fileColourInput(colour: FileColour): ProductColorInput {
  return {
    colorName: colour.name,
    colorNameAr: colour.nameAr,
    images: colour.images,
    sizes: colour.sizes.map((s) => ({ size: s.size, stock: s.stock, subSku: s.subSku })),
  };
}

/**
 * The product the file asks for, merged with the store's: an import never removes a colour or size. Stored
 * colours and sizes keep their order, the file's sub-SKU, pictures and Arabic replacing theirs; colours and
 * sizes new to the product follow, in the file's order. Arabic the file has no column for stays undefined,
 * which the writers read as "keep it" (empty on a new product or colour). A stored size's stock here is its
 * own (the writer ignores it).
 */
function merge(product: FileProduct, current: FoundProduct | undefined): Merged {
  const { archived: _archived, ...fields } = product.cells;
  const colours: Merged['rowsOf'] = [];
  const inputs: ProductColorInput[] = [];
  for (const stored of current?.variants ?? []) {
    const file = product.colours.find((c) => storedColourOf(current, c) === stored);
    const sizes = stored.sizes.map((s) => {
      const given = file?.sizes.find((f) => f.size === s.size);
      return {
        input: { size: s.size, stock: s.stock, subSku: given?.subSku ?? s.subSku },
        row: given?.row ?? null,
      };
    });
    const added = (file?.sizes ?? []).filter((f) => !storedSizeOf(stored, f));
    inputs.push({
      id: stored.id,
      colorName: file?.name ?? stored.colorName,
      // Undefined (the file leaves the colour or the column out): the product writer keeps the stored Arabic.
      colorNameAr: file?.nameAr,
      images: file?.images ?? stored.images,
      sizes: [
        ...sizes.map((s) => s.input),
        ...added.map((f) => ({ size: f.size, stock: f.stock, subSku: f.subSku })),
      ],
    });
    colours.push({
      colour: file?.row ?? null,
      sizes: [...sizes.map((s) => s.row), ...added.map((f) => f.row)],
    });
  }
  for (const file of product.colours.filter((c) => !storedColourOf(current, c))) {
    inputs.push(fileColourInput(file));
    colours.push({ colour: file.row, sizes: file.sizes.map((s) => s.row) });
  }
  return { input: { ...fields, sku: product.sku, colors: inputs }, rowsOf: colours };
}

/** The row a schema issue at `path` is about: the size's or colour's own row, else the product's first. */
function rowAt(product: FileProduct, merged: Merged, path: readonly PropertyKey[]): ReadRow {
  const [field, c, sizes, s] = path;
  if (field !== 'colors' || typeof c !== 'number') return product.first;
  const colour = merged.rowsOf[c];
  const sizeRow = sizes === 'sizes' && typeof s === 'number' ? colour?.sizes[s] : null;
  return sizeRow ?? colour?.colour ?? product.first;
}

/**
 * The product input to write, checked with the form's own schema, or null when it fails: each issue on the
 * row it is about, unless that row is already an error (a product left with no colour because its only row
 * could not be read says nothing new). A product needs a picture somewhere: its own or one of its colours'.
 */
export function mergedInput(product: FileProduct, current: FoundProduct | undefined): ProductInput | null {
  const merged = merge(product, current);
  const parsed = productInputSchema.safeParse(merged.input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const row = rowAt(product, merged, issue.path);
      if (row.errors.length === 0) row.errors.push(issue.message);
    }
    return null;
  }
  const pictured = parsed.data.images.length > 0 || parsed.data.colors.some((c) => c.images.length > 0);
  if (!pictured) {
    if (product.first.errors.length === 0) product.first.errors.push(MISSING_IMAGE);
    return null;
  }
  return parsed.data;
}
