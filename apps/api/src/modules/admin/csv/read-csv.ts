import {
  CSV_EMPTY,
  CSV_IMPORT_MAX_ROWS,
  CSV_NOT_UTF8,
  CSV_TOO_MANY_ROWS,
  OPTIONAL_PRODUCT_CSV_COLUMNS,
  type OptionalProductCsvColumn,
  PRODUCT_CSV_COLUMNS,
  type ProductCsvColumn,
} from '@souq/shared/schemas/admin-csv';
import { CsvError, parse } from 'csv-parse/sync';
import { badRequest } from '../../../lib/app-error';

/** A row's cells by column; an optional column the header leaves out has none (undefined), on every row. */
export type CsvCells = Record<Exclude<ProductCsvColumn, OptionalProductCsvColumn>, string> &
  Partial<Record<OptionalProductCsvColumn, string>>;

/** One data row of the products file: its cells by column, and what is wrong with its shape, if anything. */
export interface CsvRow {
  /** As a spreadsheet numbers it: the header is row 1, and a cell with line breaks is still one row. */
  row: number;
  cells: CsvCells;
  problem: string | null;
}

/** Headers compare without regard to case or spacing: "sub-sku" and " Sub-SKU " are the Sub-SKU column. */
const headerKey = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
const KNOWN = new Map(PRODUCT_CSV_COLUMNS.map((column) => [headerKey(column), column]));
const OPTIONAL: ReadonlySet<ProductCsvColumn> = new Set(OPTIONAL_PRODUCT_CSV_COLUMNS);

/**
 * The file as text. A spreadsheet's "CSV UTF-8" starts with a byte order mark, which the decoder drops; any
 * other encoding (Excel's plain "CSV" is Windows-1252, "Unicode Text" UTF-16) is refused rather than read as
 * garbled names. A NUL is never text a product can hold.
 */
function decode(body: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    throw badRequest(CSV_NOT_UTF8);
  }
  if (text.includes('\u0000')) throw badRequest(CSV_NOT_UTF8);
  return text;
}

/**
 * Commas, or semicolons where the spreadsheet's locale writes decimals with a comma and saves CSV with ";":
 * told apart by the header row, which has no other reason to hold either.
 */
function delimiterOf(text: string): string {
  const header = text.slice(0, text.search(/\r?\n|$/));
  return !header.includes(',') && header.includes(';') ? ';' : ',';
}

const PARSE_PROBLEMS: Partial<Record<string, string>> = {
  CSV_QUOTE_NOT_CLOSED: 'a quoted cell is never closed',
  CSV_INVALID_CLOSING_QUOTE: 'a quote inside a quoted cell must be written twice ("")',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'text follows the closing quote of a cell',
  INVALID_OPENING_QUOTE: 'a quote opens a cell part-way through',
};

function records(text: string): string[][] {
  try {
    return parse(text, {
      delimiter: delimiterOf(text),
      bom: true,
      // Spreadsheets write "12"" shoes"; hand-edited files often leave the quote in an unquoted cell bare.
      relax_quotes: true,
      relax_column_count: true,
    });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const where = typeof error.lines === 'number' ? ` (near line ${error.lines})` : '';
    const problem = PARSE_PROBLEMS[error.code] ?? 'it could not be read';
    throw badRequest(`The file is not valid CSV${where}: ${problem}.`);
  }
}

/**
 * The header's columns by position, or a 400 naming every missing, unknown and repeated column. The optional
 * columns may be missing.
 */
function columnsOf(header: readonly string[]): (ProductCsvColumn | null)[] {
  const columns = header.map((text) => KNOWN.get(headerKey(text)) ?? null);
  const unknown = header.filter((text, i) => columns[i] === null && text.trim() !== '');
  const missing = PRODUCT_CSV_COLUMNS.filter((column) => !OPTIONAL.has(column) && !columns.includes(column));
  const repeated = PRODUCT_CSV_COLUMNS.filter((column) => columns.filter((c) => c === column).length > 1);
  const problems = [
    missing.length > 0 ? `missing ${missing.join(', ')}` : '',
    unknown.length > 0 ? `unknown ${unknown.map((text) => `"${text.trim()}"`).join(', ')}` : '',
    repeated.length > 0 ? `repeated ${repeated.join(', ')}` : '',
  ].filter(Boolean);
  if (problems.length > 0)
    throw badRequest(
      `The header row does not match the products file: ${problems.join('; ')}. Export the products to see the columns.`,
    );
  return columns;
}

/**
 * The products file's data rows. Rows with every cell empty (a spreadsheet's trailing rows) are skipped but
 * still counted, so row numbers stay those the spreadsheet shows.
 */
export function readProductsCsv(body: Uint8Array): CsvRow[] {
  const all = records(decode(body));
  const [header, ...data] = all;
  if (!header || data.length === 0) throw badRequest(CSV_EMPTY);
  const columns = columnsOf(header);
  const present = PRODUCT_CSV_COLUMNS.filter((column) => columns.includes(column));
  const rows: CsvRow[] = [];
  data.forEach((record, index) => {
    if (record.every((cell) => cell.trim() === '')) return;
    // Every required column is present (columnsOf), so each has a cell, empty when the row is short.
    const cells = Object.fromEntries(present.map((column) => [column, ''])) as CsvCells;
    let extra = false;
    record.forEach((cell, i) => {
      const column = columns[i];
      if (column) cells[column] = cell;
      else if (cell.trim() !== '') extra = true;
    });
    rows.push({
      row: index + 2,
      cells,
      problem: extra ? 'This row has text outside the header’s columns.' : null,
    });
  });
  if (rows.length === 0) throw badRequest(CSV_EMPTY);
  if (rows.length > CSV_IMPORT_MAX_ROWS) throw badRequest(CSV_TOO_MANY_ROWS);
  return rows;
}
