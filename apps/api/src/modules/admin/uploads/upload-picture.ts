import { createHash } from 'node:crypto';
import { UPLOAD_MAIN_WIDTH } from '@souq/shared/catalog/uploaded-pictures';
import type { UploadResponse } from '@souq/shared/schemas/admin-uploads';
import type { Db } from '../../../db/client';
import { PICTURE_HASH_LENGTH, pictureKey, pictureUrl } from '../../uploads/picture-keys';
import type { PictureStore } from '../../uploads/picture-store';
import { makePictureVariants } from '../../uploads/picture-variants';
import { type Actor, recordAudit } from '../audit/audit-writer';

export type UploadedImage = UploadResponse['image'];

/**
 * A picture staff upload for a product: made into WebP at every width the storefront uses, stored under its
 * content's hash (the same picture uploaded twice is one picture), and recorded in the audit log.
 */
export function createPictureUploads(db: Db, pictures: PictureStore) {
  return {
    async upload(original: Buffer, actor: Actor): Promise<UploadedImage> {
      const { type, variants } = await makePictureVariants(original);
      const hash = createHash('sha256').update(original).digest('hex').slice(0, PICTURE_HASH_LENGTH);
      await Promise.all(variants.map((v) => pictures.put(pictureKey(hash, v.width), v.bytes, 'image/webp')));
      const main = variants.find((v) => v.width === UPLOAD_MAIN_WIDTH);
      if (!main) throw new Error('the main width was not made');
      const image = {
        url: pictureUrl(pictureKey(hash, main.width)),
        width: main.pixelWidth,
        height: main.pixelHeight,
      };
      await recordAudit(db, actor, {
        action: 'picture.upload',
        entity: 'picture',
        entityId: hash,
        after: { ...image, type, bytes: original.length },
      });
      return image;
    },
  };
}

export type PictureUploads = ReturnType<typeof createPictureUploads>;
