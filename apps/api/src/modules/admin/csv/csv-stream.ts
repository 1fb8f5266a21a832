import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';

/** A CSV file on its way out: its name for the download, and its text as a stream. */
export interface CsvFile {
  filename: string;
  body: Readable;
}

/**
 * Rows as CSV text: UTF-8 with a byte order mark, without which Excel reads the file as the machine's code
 * page and Arabic names come out garbled; the header row first; CRLF between rows, as RFC 4180 and Excel
 * write them. A cell is quoted when it holds a comma, a quote or a line break (csv-stringify would leave a
 * bare LF unquoted under CRLF rows, hence `quoted_match`).
 */
export function csvStream(columns: readonly string[], rows: AsyncIterable<string[]>): Readable {
  const text = stringify({
    bom: true,
    header: true,
    columns: [...columns],
    record_delimiter: 'windows',
    quoted_match: /[\r\n]/,
  });
  // A failed read ends the download early; the rows already sent cannot be taken back.
  pipeline(Readable.from(rows), text, () => {});
  return text;
}

/**
 * The rows of pages read one after another: `first` is read before the answer starts (so a database that is
 * down is still a proper refusal), each next page after the last one's key, until a short page.
 */
export async function* pagedRows<T>(
  first: T[],
  limit: number,
  next: (last: T) => Promise<T[]>,
  rowsOf: (item: T) => string[][],
): AsyncGenerator<string[]> {
  let page = first;
  while (page.length > 0) {
    for (const item of page) yield* rowsOf(item);
    const last = page.at(-1);
    if (page.length < limit || last === undefined) return;
    page = await next(last);
  }
}
