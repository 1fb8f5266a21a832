import { existsSync } from 'node:fs';
import path from 'node:path';
import { UPLOAD_MAX_BYTES, uploadedSrcSet, uploadResponseSchema } from '@souq/shared/schemas/admin-uploads';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall, STORE_ORIGIN, type StaffLogin, signedInStaff } from '../../../../test/admin-test-kit';
import { useTestApp } from '../../../../test/test-app';
import { picture, uploadForm, uploadPicture, widthsOf } from '../../../../test/upload-test-kit';
import { auditLog, uploadedFiles } from '../../../db/schema';
import {
  NOT_A_PICTURE,
  ONE_FILE_FIELD,
  PICTURE_TOO_LARGE,
  PICTURE_UNREADABLE,
  SEND_AS_FORM,
} from '../../uploads/uploads-messages';

const t = useTestApp();
let member: StaffLogin;
beforeAll(async () => {
  member = await signedInStaff(t);
});

const fetchPicture = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** Uploads the file as the member and answers the picture the server made. */
async function uploaded(bytes: Buffer, name = 'photo', type = 'application/octet-stream') {
  const res = await uploadPicture(t, member, { bytes, name, type });
  expect(res.statusCode, res.body).toBe(201);
  return uploadResponseSchema.parse(res.json()).image;
}

describe('a member of staff uploads a product picture', () => {
  it.each([
    ['JPEG', 'jpeg', 'image/jpeg'],
    ['PNG', 'png', 'image/png'],
    ['WebP', 'webp', 'image/webp'],
  ] as const)('a %s is stored as WebP at 320, 640 and 1280 px wide', async (_name, format, type) => {
    const image = await uploaded(await picture(format, 1600, 1200), `photo.${format}`, type);
    expect(image).toEqual({
      url: expect.stringMatching(/^\/uploads\/products\/[a-f0-9]{32}-640\.webp$/),
      width: 640,
      height: 480,
    });
    for (const { width, url } of widthsOf(image.url)) {
      const res = await fetchPicture(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers.etag).toEqual(expect.any(String));
      const served = await sharp(res.rawPayload).metadata();
      expect([served.format, served.width, served.height]).toEqual(['webp', width, (width * 3) / 4]);
    }
    // What the storefront's <img srcset> names is what was stored.
    expect(uploadedSrcSet(image.url)).toBe(
      widthsOf(image.url)
        .map((w) => `${w.url} ${w.width}w`)
        .join(', '),
    );
  });

  it('keeps a narrower picture at its own width under every width’s name, never enlarged', async () => {
    const image = await uploaded(await picture('png', 500, 250));
    expect([image.width, image.height]).toEqual([500, 250]);
    const widths = [];
    for (const { url } of widthsOf(image.url)) {
      widths.push((await sharp((await fetchPicture(url)).rawPayload).metadata()).width);
    }
    expect(widths).toEqual([320, 500, 500]);
  });

  it('turns a photo upright as its EXIF orientation says, and keeps none of its metadata', async () => {
    // Taken with the camera turned: 400 × 200 pixels that a viewer shows as 200 × 400.
    const image = await uploaded(await picture('jpeg', 400, 200, 6));
    expect([image.width, image.height]).toEqual([200, 400]);
    const stored = await sharp((await fetchPicture(image.url)).rawPayload).metadata();
    expect([stored.width, stored.height, stored.orientation, stored.exif]).toEqual([
      200,
      400,
      undefined,
      undefined,
    ]);
  });

  it('names a picture by its content: the same picture uploaded twice has one address', async () => {
    const bytes = await picture('jpeg', 700, 700);
    const first = await uploaded(bytes, 'a.jpg');
    const second = await uploaded(bytes, 'b.jpg');
    expect(second.url).toBe(first.url);
    expect((await uploaded(await picture('jpeg', 701, 700))).url).not.toBe(first.url);
  });

  it('records the upload in the audit log, and keeps it where the store keeps pictures', async () => {
    const image = await uploaded(await picture('png', 330, 330));
    const hash = /products\/([a-f0-9]+)-/.exec(image.url)?.[1] ?? '';
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'picture.upload'), eq(auditLog.entityId, hash)));
    expect(entry).toMatchObject({
      staffId: member.id,
      entity: 'picture',
      after: { url: image.url, type: 'image/png' },
    });
    const keys = widthsOf(image.url).map(({ url }) => url.replace('/uploads/', ''));
    if (t.database.kind === 'postgres') {
      // On a PostgreSQL server every instance shares the pictures through the database, not this disk.
      const rows = await t.database.db.select({ key: uploadedFiles.key }).from(uploadedFiles);
      expect(rows.map((row) => row.key)).toEqual(expect.arrayContaining(keys));
      expect(existsSync(path.join(t.uploadsDir, 'products'))).toBe(false);
    } else {
      for (const key of keys) expect(existsSync(path.join(t.uploadsDir, key)), key).toBe(true);
    }
  });
});

describe('what is not a picture the store takes is refused', () => {
  it('a text file named .jpg and sent as image/jpeg → 400, nothing stored or recorded', async () => {
    const before = await t.database.db.select().from(auditLog);
    const res = await uploadPicture(t, member, {
      bytes: Buffer.from('This is not a picture at all, whatever its name says.\n'),
      name: 'holiday.jpg',
      type: 'image/jpeg',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: NOT_A_PICTURE });
    expect(await t.database.db.select().from(auditLog)).toEqual(before);
  });

  // Found by fuzzing: sharp throws at once for an empty buffer, which was a 500.
  it('an empty file → 400', async () => {
    const res = await uploadPicture(t, member, {
      bytes: Buffer.alloc(0),
      name: 'photo.jpg',
      type: 'image/jpeg',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: NOT_A_PICTURE });
  });

  it('a GIF or an SVG, whatever it is called → 400', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    for (const bytes of [await picture('gif', 50, 50), svg]) {
      const res = await uploadPicture(t, member, { bytes, name: 'picture.png', type: 'image/png' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: NOT_A_PICTURE });
    }
  });

  it('a JPEG cut off part-way → 400 saying it could not be read', async () => {
    const whole = await picture('jpeg', 800, 600);
    const res = await uploadPicture(t, member, { bytes: whole.subarray(0, whole.length / 2) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: PICTURE_UNREADABLE });
  });

  it('a form without the file field, with two files, or not a form at all', async () => {
    const bytes = await picture('png', 40, 40);
    const wrongField = await uploadForm([{ bytes, field: 'image' }]);
    const twoFiles = await uploadForm([{ bytes }, { bytes }]);
    const noFile = await uploadForm([], { note: 'no picture' });
    for (const form of [wrongField, twoFiles, noFile]) {
      const res = await adminCall(t, member, 'POST', '/api/admin/uploads', form.payload, {
        'content-type': form.contentType,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ success: false, message: ONE_FILE_FIELD });
    }
    const json = await adminCall(t, member, 'POST', '/api/admin/uploads', { file: 'picture.jpg' });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({ success: false, message: SEND_AS_FORM });
    const broken = await adminCall(t, member, 'POST', '/api/admin/uploads', '--x\r\nnot a part', {
      'content-type': 'multipart/form-data; boundary=x',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ success: false, message: ONE_FILE_FIELD });
  });

  it('no session → 401, another site → 403, before the file is read', async () => {
    const { payload, contentType } = await uploadForm([{ bytes: await picture('png', 40, 40) }]);
    const anonymous = await adminCall(t, null, 'POST', '/api/admin/uploads', payload, {
      'content-type': contentType,
    });
    expect(anonymous.statusCode).toBe(401);
    const foreign = await adminCall(t, member, 'POST', '/api/admin/uploads', payload, {
      'content-type': contentType,
      origin: 'https://evil.example',
    });
    expect(foreign.statusCode).toBe(403);
  });
});

describe('a file past the size limit, over real HTTP', () => {
  let baseUrl: string;
  beforeAll(async () => {
    baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => t.app.server.close());

  const post = (body: FormData) =>
    fetch(`${baseUrl}/api/admin/uploads`, {
      method: 'POST',
      headers: { cookie: member.cookie, origin: STORE_ORIGIN },
      body,
    });

  it('a 20 MB file → 413 with its message, and the server goes on serving and taking uploads', async () => {
    const form = new FormData();
    form.append(
      'file',
      new Blob([new Uint8Array(20 * 1024 * 1024).fill(7)], { type: 'image/jpeg' }),
      'huge.jpg',
    );
    const res = await post(form);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ success: false, message: PICTURE_TOO_LARGE });

    expect((await fetch(`${baseUrl}/api/health`)).status).toBe(200);
    const small = new FormData();
    small.append('file', new Blob([new Uint8Array(await picture('webp', 100, 100))]), 'small.webp');
    expect((await post(small)).status).toBe(201);
  });

  it('a file of exactly the limit is read whole (and refused only for not being a picture)', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(UPLOAD_MAX_BYTES).fill(7)]), 'limit.jpg');
    const res = await post(form);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ success: false, message: NOT_A_PICTURE });
  });
});

describe('serving uploaded pictures', () => {
  it('answers a name no upload has, or no upload could have, with a JSON 404', async () => {
    for (const url of [
      `/uploads/products/${'ab'.repeat(16)}-640.webp`,
      `/uploads/products/${'ab'.repeat(16)}-500.webp`,
      '/uploads/products/picture.webp',
      '/uploads/products/..%2F..%2Fpglite',
    ]) {
      const res = await fetchPicture(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ success: false, message: expect.stringContaining('Not found') });
    }
  });

  it('answers a copy the browser already holds with a 304', async () => {
    const image = await uploaded(await picture('png', 64, 64));
    const first = await fetchPicture(image.url);
    const again = await fetchPicture(image.url, { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('still serves the demo catalogue’s pictures from /uploads/catalog', async () => {
    const res = await fetchPicture('/uploads/catalog/ls-bb-001-khaki-1.webp');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
  });
});
