import {
  type ImportMode,
  PRODUCT_CSV_COLUMNS,
  type ProductCsvColumn,
  type ProductImportResponse,
  productImportResponseSchema,
} from '@souq/shared/schemas/admin-csv';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { products, productVariants, stockMovements, variantSizes } from '../src/db/schema';
import { adminCall, type StaffLogin } from './admin-test-kit';
import type { TestApp } from './test-app';

/** Helpers the CSV export and import tests share. */

export const BOM = '\ufeff';
export type ProductCsvRow = Record<ProductCsvColumn, string>;

/** The records of a downloaded CSV, header first; it must start with the byte order mark. */
export function csvRecords(body: string): string[][] {
  expect(body.startsWith(BOM)).toBe(true);
  return parse(body.slice(BOM.length));
}

/** The data rows of a downloaded CSV as objects by header. */
export function csvObjects(body: string): Record<string, string>[] {
  const [header = [], ...rows] = csvRecords(body);
  return rows.map((row) => Object.fromEntries(header.map((column, i) => [column, row[i] ?? ''])));
}

export function download(t: TestApp, login: StaffLogin | null, url: string) {
  return adminCall(t, login, 'GET', url);
}

let counter = 0;
/** A SKU no other test product has. */
export function freshSku(prefix = 'CSV'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36).toUpperCase()}-${counter}`;
}

/** A row of a new product, valid as it stands: one colour, one size, one picture. */
export function productRow(overrides: Partial<ProductCsvRow> = {}): ProductCsvRow {
  const sku = overrides.SKU ?? freshSku();
  return {
    SKU: sku,
    Name: 'Linen Shirt',
    Description: 'A soft linen shirt.',
    'Name (Arabic)': '',
    'Description (Arabic)': '',
    Category: 'Boys',
    'Sub-category': 'Tops',
    'Price (AED)': '59.00',
    'Discount %': '0',
    'Flash sale': 'no',
    'Flash discount %': '0',
    Bestseller: 'no',
    'Best of kids': 'no',
    'Product images': 'https://cdn.example.com/shirt.webp',
    Colour: 'Sand',
    'Colour (Arabic)': '',
    'Colour images': '',
    Size: '110',
    'Sub-SKU': `${sku}-SAND-110`,
    Stock: '5',
    Archived: 'no',
    ...overrides,
  };
}

/** The rows of a product with two colours (Red, Blue) of two sizes (110, 120) each. */
export function twoByTwo(sku = freshSku(), overrides: Partial<ProductCsvRow> = {}): ProductCsvRow[] {
  return ['Red', 'Blue'].flatMap((colour) =>
    ['110', '120'].map((size) =>
      productRow({
        SKU: sku,
        Colour: colour,
        Size: size,
        'Sub-SKU': `${sku}-${colour}-${size}`,
        ...overrides,
      }),
    ),
  );
}

/**
 * A products file of these rows, as csv-stringify writes it: the standard header unless `header` is false,
 * all the columns unless `columns` names fewer, LF rows unless `crlf`, a byte order mark when asked.
 */
export function productsFile(
  rows: readonly ProductCsvRow[],
  options: {
    bom?: boolean;
    crlf?: boolean;
    header?: boolean;
    columns?: readonly ProductCsvColumn[];
  } = {},
): string {
  const columns = options.columns ?? PRODUCT_CSV_COLUMNS;
  const text = stringify(
    rows.map((row) => columns.map((column) => row[column])),
    {
      header: options.header ?? true,
      columns: [...columns],
      quoted_match: /[\r\n]/,
      record_delimiter: options.crlf ? 'windows' : 'unix',
    },
  );
  return options.bom ? `${BOM}${text}` : text;
}

export function importProducts(
  t: TestApp,
  login: StaffLogin | null,
  body: string | Buffer,
  mode: ImportMode | string = 'dry-run',
  contentType = 'text/csv; charset=utf-8',
) {
  return adminCall(t, login, 'POST', `/api/admin/import/products?mode=${mode}`, body, {
    'content-type': contentType,
  });
}

/** An accepted import's answer, parsed with its schema. */
export async function imported(
  t: TestApp,
  login: StaffLogin,
  body: string | Buffer,
  mode: ImportMode = 'dry-run',
): Promise<ProductImportResponse> {
  const res = await importProducts(t, login, body, mode);
  expect(res.statusCode, res.body).toBe(200);
  return productImportResponseSchema.parse(res.json());
}

/** A stored product by SKU with its colours and sizes in order, or undefined. */
export function storedProduct(t: TestApp, sku: string) {
  return t.database.db.query.products.findFirst({
    where: eq(products.sku, sku),
    with: {
      variants: {
        orderBy: [asc(productVariants.position)],
        with: { sizes: { orderBy: [asc(variantSizes.position)] } },
      },
    },
  });
}

/** A size's stock ledger, oldest first. */
export function ledgerOf(t: TestApp, sizeId: string) {
  return t.database.db
    .select()
    .from(stockMovements)
    .where(eq(stockMovements.variantSizeId, sizeId))
    .orderBy(asc(stockMovements.id));
}
