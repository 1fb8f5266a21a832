import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A real PNG of `width`×`height` in two colours (top and bottom halves), made here so that an upload test
 * sends a picture the api decodes, with nothing checked into the repository.
 */
export function twoColourPng(
  width: number,
  height: number,
  top: readonly [number, number, number],
  bottom: readonly [number, number, number],
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // 8 bits per channel
  header.writeUInt8(2, 9); // RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const [r, g, b] = y < height / 2 ? top : bottom;
    const row = Buffer.alloc(1 + width * 3); // each row starts with filter type 0
    for (let x = 0; x < width; x++) row.set([r, g, b], 1 + x * 3);
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
