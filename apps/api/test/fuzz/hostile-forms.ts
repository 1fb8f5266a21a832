import fc from 'fast-check';
import { DANGEROUS_KEYS, hostileString } from './hostile-values';

/** A 24 × 16 PNG: the smallest picture the upload takes, so accepted cases stay cheap. */
export const FUZZ_PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABgAAAAQCAMAAAA7+k+nAAAAA1BMVEXIKDxK9CgPAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADklEQVR42mNgGAWDCQAAAZAAAc7TXogAAAAASUVORK5CYII=',
  'base64',
);
const CRLF = '\r\n';
const BOUNDARY = 'souqFuzzBoundary7MA4YWxkTrZu0gW';

/** A file one byte past the upload limit, made once (10 MB) when a case first asks for it. */
let pastTheLimit: Buffer | null = null;
const tooLarge = fc.constant(null).map(() => {
  pastTheLimit ??= Buffer.alloc(10 * 1024 * 1024 + 1, 0xff);
  return pastTheLimit;
});

/** What a file part may hold: the picture, the picture damaged, bytes of any kind, another format. */
const fileBytes: fc.Arbitrary<Buffer> = fc.oneof(
  { arbitrary: fc.constant(FUZZ_PICTURE), weight: 12 },
  {
    arbitrary: fc.nat({ max: FUZZ_PICTURE.length - 1 }).map((end) => FUZZ_PICTURE.subarray(0, end)),
    weight: 2,
  },
  {
    arbitrary: fc
      .tuple(fc.nat({ max: FUZZ_PICTURE.length - 1 }), fc.integer({ min: 1, max: 255 }))
      .map(([at, flip]) => {
        const damaged = Buffer.from(FUZZ_PICTURE);
        damaged[at] = (damaged[at] ?? 0) ^ flip;
        return damaged;
      }),
    weight: 2,
  },
  { arbitrary: fc.uint8Array({ maxLength: 2048 }).map((bytes) => Buffer.from(bytes)), weight: 2 },
  {
    arbitrary: fc.constantFrom(
      Buffer.from('Not a picture, whatever its name says.'),
      Buffer.from('GIF89a\u0001\u0000\u0001\u0000\u0080\u0000\u0000'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9999999" height="9999999"/>'),
      Buffer.from('%PDF-1.7\n'),
      Buffer.alloc(0),
    ),
    weight: 2,
  },
  { arbitrary: tooLarge, weight: 1 },
);

/** A form field's name: mostly `file`, sometimes another, empty, hostile or a prototype's key. */
const fieldName = fc.oneof(
  { arbitrary: fc.constant('file'), weight: 8 },
  { arbitrary: fc.constantFrom('image', 'files[]', 'FILE', '', ...DANGEROUS_KEYS), weight: 2 },
  { arbitrary: hostileString.filter((name) => name.length < 200), weight: 1 },
);

/** A name for the Content-Disposition header: quotes and line breaks escaped as browsers do. */
const quoted = (text: string) => `"${text.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A')}"`;

interface Part {
  name: string;
  filename?: string;
  type?: string;
  data: Buffer;
}

const filePart = fc
  .record({
    name: fieldName,
    filename: fc.constantFrom('photo.jpg', 'photo.png', '../../etc/passwd', 'a"b.webp', '', 'x'.repeat(300)),
    type: fc.constantFrom('image/jpeg', 'image/png', 'image/webp', 'text/plain', 'application/octet-stream'),
    data: fileBytes,
  })
  .map((part): Part => part);

const textPart = fc
  .record({
    name: fieldName,
    data: hostileString.map((value) => Buffer.from(value.slice(0, 4096))),
    type: fc.constantFrom(undefined, 'text/plain', 'application/json'),
  })
  .map(({ name, data, type }): Part => (type ? { name, data, type } : { name, data }));

function encodePart(part: Part): Buffer {
  const disposition = `Content-Disposition: form-data; name=${quoted(part.name)}${
    part.filename === undefined ? '' : `; filename=${quoted(part.filename)}`
  }`;
  const headers = [disposition, ...(part.type ? [`Content-Type: ${part.type}`] : [])].join(CRLF);
  return Buffer.concat([
    Buffer.from(`--${BOUNDARY}${CRLF}${headers}${CRLF}${CRLF}`),
    part.data,
    Buffer.from(CRLF),
  ]);
}

/** The form as a browser would frame it, or framed wrongly: cut short, unterminated, with junk or a bare part. */
function framed(parts: Part[], framing: Framing): Buffer {
  const whole = Buffer.concat([...parts.map(encodePart), Buffer.from(`--${BOUNDARY}--${CRLF}`)]);
  switch (framing.kind) {
    case 'whole':
      return whole;
    case 'cut':
      return whole.subarray(0, Math.floor(whole.length * framing.at));
    case 'unterminated':
      return Buffer.concat(parts.map(encodePart));
    case 'junk before':
      return Buffer.concat([Buffer.from(framing.junk), whole]);
    case 'no disposition':
      return Buffer.from(
        `--${BOUNDARY}${CRLF}Content-Type: image/png${CRLF}${CRLF}x${CRLF}--${BOUNDARY}--${CRLF}`,
      );
  }
}

type Framing =
  | { kind: 'whole' | 'unterminated' | 'no disposition' }
  | { kind: 'cut'; at: number }
  | { kind: 'junk before'; junk: string };

const framing: fc.Arbitrary<Framing> = fc.oneof(
  { arbitrary: fc.constant({ kind: 'whole' as const }), weight: 12 },
  {
    arbitrary: fc.double({ min: 0, max: 1, noNaN: true }).map((at) => ({ kind: 'cut' as const, at })),
    weight: 2,
  },
  {
    arbitrary: fc.constantFrom({ kind: 'unterminated' as const }, { kind: 'no disposition' as const }),
    weight: 1,
  },
  {
    arbitrary: hostileString.map((junk) => ({ kind: 'junk before' as const, junk: junk.slice(0, 200) })),
    weight: 1,
  },
);

/** The Content-Type: mostly the form's own, sometimes without its boundary, another boundary or another type. */
const formContentType = fc.oneof(
  { arbitrary: fc.constant(`multipart/form-data; boundary=${BOUNDARY}`), weight: 12 },
  {
    arbitrary: fc.constantFrom(
      `multipart/form-data; boundary="${BOUNDARY}"`,
      `Multipart/Form-Data; Boundary=${BOUNDARY}`,
      'multipart/form-data',
      'multipart/form-data; boundary=',
      'multipart/form-data; boundary=another',
      `multipart/form-data; boundary=${'b'.repeat(100)}`,
      `multipart/mixed; boundary=${BOUNDARY}`,
      `application/json; boundary=${BOUNDARY}`,
      undefined,
    ),
    weight: 3,
  },
);

/** A multipart upload a client could send: the form's parts in any order, framed well or not. */
export const hostileForm: fc.Arbitrary<{ payload: Buffer; contentType: string | undefined }> = fc
  .record({
    before: fc.array(textPart, { maxLength: 2 }),
    files: fc.oneof(
      { arbitrary: filePart.map((part) => [part]), weight: 8 },
      { arbitrary: fc.constant([]), weight: 1 },
      { arbitrary: fc.array(filePart, { minLength: 2, maxLength: 3 }), weight: 1 },
    ),
    after: fc.array(textPart, { maxLength: 2 }),
    framing,
    contentType: formContentType,
  })
  .map(({ before, files, after, framing, contentType }) => ({
    payload: framed([...before, ...files, ...after], framing),
    contentType,
  }));
