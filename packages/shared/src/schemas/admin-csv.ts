import { z } from 'zod';
import { adminOrdersQuerySchema } from './admin-orders';

/**
 * The back office's CSV files (docs/product/back-office.md, "CSV"): orders and products out, products in.
 * The column headers are what staff see in a spreadsheet, so they are words, and the import reads them back.
 */

/** The three addresses, as the back office links and calls them. */
export const ORDERS_EXPORT_PATH = '/api/admin/export/orders.csv';
export const PRODUCTS_EXPORT_PATH = '/api/admin/export/products.csv';
export const PRODUCTS_IMPORT_PATH = '/api/admin/import/products';

/** The products file: one row per size, product and colour columns repeated on each of their rows. */
export const PRODUCT_CSV_COLUMNS = [
  'SKU',
  'Name',
  'Description',
  'Name (Arabic)',
  'Description (Arabic)',
  'Category',
  'Sub-category',
  'Price (AED)',
  'Discount %',
  'Flash sale',
  'Flash discount %',
  'Bestseller',
  'Best of kids',
  'Product images',
  'Colour',
  'Colour (Arabic)',
  'Colour images',
  'Size',
  'Sub-SKU',
  'Stock',
  'Archived',
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];
/**
 * Columns an import may go without: a file exported before they existed, or made by hand, still imports, and
 * leaves the Arabic they would hold as it is.
 */
export const OPTIONAL_PRODUCT_CSV_COLUMNS = [
  'Name (Arabic)',
  'Description (Arabic)',
  'Colour (Arabic)',
] as const satisfies readonly ProductCsvColumn[];
export type OptionalProductCsvColumn = (typeof OPTIONAL_PRODUCT_CSV_COLUMNS)[number];

/** The orders file: one row per item, the order's columns repeated on each of its items' rows. */
export const ORDER_CSV_COLUMNS = [
  'Order',
  'Placed at',
  'Status',
  'Payment method',
  'Paid',
  'Customer',
  'Customer email',
  'Recipient',
  'Email',
  'Phone',
  'Emirate',
  'City / area',
  'Street',
  'Postcode',
  'Shipping method',
  'Discount code',
  'Code discount %',
  'Item',
  'Colour',
  'Size',
  'Sub-SKU',
  'Quantity',
  'Unit price (AED)',
  'Item discount %',
  'Line amount (AED)',
  'Line VAT (AED)',
  'Items (AED)',
  'Code discount (AED)',
  'Delivery (AED)',
  'Order total (AED)',
  'Order VAT (AED)',
  'Company',
  'Company TRN',
] as const;
export type OrderCsvColumn = (typeof ORDER_CSV_COLUMNS)[number];

/** A products file may be this large; a 5,000-row catalogue with long descriptions is a few MB. */
export const CSV_IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/** The most data rows one import reads. */
export const CSV_IMPORT_MAX_ROWS = 20_000;
/** Two image addresses in one cell are written with this between them; a line break also separates them. */
export const CSV_IMAGE_SEPARATOR = ' | ';

/** A day in Dubai, required, with the orders desk's own checks (a real calendar day). */
function requiredDay(name: 'from' | 'to') {
  return z
    .string({ error: `${name} is required (YYYY-MM-DD).` })
    .pipe(adminOrdersQuerySchema.shape[name].unwrap());
}

/** GET /api/admin/export/orders.csv: orders placed from `from` to `to`, both days in Dubai and included. */
export const ordersExportQuerySchema = z
  .object({ from: requiredDay('from'), to: requiredDay('to') })
  .refine((range) => range.from <= range.to, { message: 'from must not be after to.', path: ['from'] });
export type OrdersExportQuery = z.infer<typeof ordersExportQuerySchema>;

export const IMPORT_MODES = ['dry-run', 'apply'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

/** POST /api/admin/import/products?mode=dry-run|apply, the file as a text/csv body. */
export const productImportQuerySchema = z.object({
  mode: z.enum(IMPORT_MODES, { error: 'mode must be dry-run or apply.' }),
});

export const IMPORT_OUTCOMES = ['created', 'updated', 'unchanged', 'error'] as const;
export type ImportOutcome = (typeof IMPORT_OUTCOMES)[number];

/** What the import does (or would do) with one row of the file. */
export const importRowResultSchema = z.object({
  /** As a spreadsheet numbers it: the header is row 1. */
  row: z.number(),
  sku: z.string(),
  subSku: z.string(),
  outcome: z.enum(IMPORT_OUTCOMES),
  /** Why it is an error, or what it creates or changes; null when unchanged. */
  reason: z.string().nullable(),
});
export type ImportRowResult = z.infer<typeof importRowResultSchema>;

export const importCountsSchema = z.object({
  created: z.number(),
  updated: z.number(),
  unchanged: z.number(),
  error: z.number(),
});
export type ImportCounts = z.infer<typeof importCountsSchema>;

export const productImportResponseSchema = z.object({
  success: z.literal(true),
  mode: z.enum(IMPORT_MODES),
  /** True once an apply has written the file; a dry run writes nothing. */
  applied: z.boolean(),
  /** Rows by outcome. */
  counts: importCountsSchema,
  /** Products by what happens to them: created, updated (any of their rows), unchanged. */
  products: z.object({ created: z.number(), updated: z.number(), unchanged: z.number() }),
  rows: z.array(importRowResultSchema),
});
export type ProductImportResponse = z.infer<typeof productImportResponseSchema>;

/** The import's refusals of a whole file, word for word. */
export const CSV_BODY_REQUIRED =
  'Send the products file as CSV (Content-Type text/csv), saved as "CSV UTF-8" from a spreadsheet.';
export const CSV_EMPTY = 'The file is empty: it needs a header row and at least one product row.';
export const CSV_NOT_UTF8 = 'The file is not UTF-8 text. Save it from the spreadsheet as "CSV UTF-8".';
export const CSV_TOO_MANY_ROWS = `The file has more than ${CSV_IMPORT_MAX_ROWS.toLocaleString('en')} rows; split it into smaller files.`;
export const IMPORT_RACED =
  'The catalogue changed while the file was being imported, and nothing was written. Check the file again.';
export function importHasErrors(errorRows: number): string {
  return `Nothing was imported: ${errorRows} ${errorRows === 1 ? 'row has an error' : 'rows have errors'}. Run a dry run to see them.`;
}
