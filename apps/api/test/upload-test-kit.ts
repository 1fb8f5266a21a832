import { UPLOAD_WIDTHS, uploadedAtWidth } from '@souq/shared/catalog/uploaded-pictures';
import sharp from 'sharp';
import { adminCall } from './admin-test-kit';
import type { TestApp } from './test-app';

/** Helpers the picture upload tests share: pictures to upload, the forms that carry them, and the call. */

export type PictureFormat = 'jpeg' | 'png' | 'webp' | 'gif';

/**
 * A picture `width` × `height` of two colours side by side (so a picture turned the wrong way shows), in
 * `format`; `orientation` writes an EXIF Orientation tag (6: the camera was turned, show it 90° clockwise).
 */
export async function picture(
  format: PictureFormat,
  width: number,
  height: number,
  orientation?: number,
): Promise<Buffer> {
  const half = Math.ceil(width / 2);
  const left = await sharp({
    create: { width: half, height, channels: 3, background: { r: 200, g: 40, b: 60 } },
  })
    .png()
    .toBuffer();
  const image = sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 200 } } })
    .composite([{ input: left, left: 0, top: 0 }])
    .toFormat(format);
  return (orientation ? image.withMetadata({ orientation }) : image).toBuffer();
}

export interface FormFile {
  bytes: Uint8Array;
  /** The form field; `file` unless given. */
  field?: string;
  /** The name and type the browser would send: the server reads neither. */
  name?: string;
  type?: string;
}

/** A multipart/form-data body as a browser's FormData sends it, and its Content-Type with the boundary. */
export async function uploadForm(
  files: FormFile[],
  fields: Record<string, string> = {},
): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) {
    const blob = new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' });
    form.append(file.field ?? 'file', blob, file.name ?? 'picture');
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

/** Uploads one file, as the back office's product editor does. */
export async function uploadPicture(t: TestApp, login: { cookie: string } | null, file: FormFile) {
  const { payload, contentType } = await uploadForm([file]);
  return adminCall(t, login, 'POST', '/api/admin/uploads', payload, { 'content-type': contentType });
}

/** The address of an uploaded picture at each width the store makes. */
export const widthsOf = (url: string) =>
  UPLOAD_WIDTHS.map((width) => ({ width, url: uploadedAtWidth(url, width) ?? `not an upload: ${url}` }));
