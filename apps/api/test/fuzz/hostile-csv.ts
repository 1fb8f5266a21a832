import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import fc from 'fast-check';
import { hostileString } from './hostile-values';

type CsvBody = readonly [payload: string | Buffer, contentType: string | undefined];

/** The file as records, and back to text as a spreadsheet writes it. */
const recordsOf = (csv: string): string[][] =>
  parse(csv.replace(/^\ufeff/, ''), { relax_column_count: true });
const textOf = (records: string[][]) => stringify(records, { quoted_match: /[\r\n]/ });

/** The valid file with one cell, header cells included, holding any text at all. */
function cellReplaced(valid: string): fc.Arbitrary<string> {
  const records = recordsOf(valid);
  const width = Math.max(1, ...records.map((record) => record.length));
  return fc
    .tuple(fc.nat({ max: records.length - 1 }), fc.nat({ max: width - 1 }), hostileString)
    .map(([r, c, value]) =>
      textOf(records.map((record, i) => (i === r ? record.with(c % record.length, value) : record))),
    );
}

/** The valid file with a column taken out, or one of its rows repeated (the same sub-SKU again). */
function reshaped(valid: string): fc.Arbitrary<string> {
  const records = recordsOf(valid);
  const width = Math.max(1, ...records.map((record) => record.length));
  return fc.oneof(
    fc.nat({ max: width - 1 }).map((c) => textOf(records.map((record) => record.filter((_, i) => i !== c)))),
    fc.integer({ min: 2, max: 60 }).map((times) => {
      const [header = [], ...rows] = records;
      return textOf([header, ...Array.from({ length: times }, () => rows).flat()]);
    }),
  );
}

/** Text that breaks CSV itself: the file cut anywhere, or quotes, separators and line breaks spliced in. */
function broken(valid: string): fc.Arbitrary<string> {
  return fc.oneof(
    fc.nat({ max: valid.length }).map((at) => valid.slice(0, at)),
    fc
      .tuple(
        fc.nat({ max: valid.length }),
        fc.constantFrom('"', '""', '"a"b', ',', ';', '\r', '\n', '\r\n"', '\u0000', '\ufeff', '\\'),
      )
      .map(([at, junk]) => valid.slice(0, at) + junk + valid.slice(at)),
    fc.constantFrom('', '\ufeff', ',,,', '\r\n\r\n', 'SKU\r\n', '"unclosed'),
  );
}

/** Bytes that are not UTF-8 text: the file in UTF-16 or Latin-1 with Arabic lost, or any bytes. */
function notUtf8(valid: string): fc.Arbitrary<Buffer> {
  return fc.oneof(
    fc.constant(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(valid, 'utf16le')])),
    fc.constant(Buffer.from(`${valid}\u00e9`, 'latin1')),
    fc.uint8Array({ maxLength: 2048 }).map((bytes) => Buffer.from(bytes)),
  );
}

/**
 * A body for the products import: mostly the valid file broken in one place, labelled text/csv; sometimes
 * labelled as something else, or no file at all.
 */
export function hostileCsv(valid: string): fc.Arbitrary<CsvBody> {
  const payload: fc.Arbitrary<string | Buffer> = fc.oneof(
    { arbitrary: fc.constant(valid), weight: 2 },
    { arbitrary: cellReplaced(valid), weight: 8 },
    { arbitrary: reshaped(valid), weight: 2 },
    { arbitrary: broken(valid), weight: 3 },
    { arbitrary: notUtf8(valid), weight: 1 },
  );
  const contentType = fc.oneof(
    { arbitrary: fc.constant('text/csv'), weight: 12 },
    {
      arbitrary: fc.constantFrom(
        'text/csv; charset=utf-8',
        'TEXT/CSV',
        'application/csv',
        'text/csv; charset=utf-16',
        'text/plain',
        'application/json',
        'application/vnd.ms-excel',
        'multipart/form-data; boundary=x',
        undefined,
        '',
      ),
      weight: 3,
    },
  );
  return fc.tuple(payload, contentType);
}
