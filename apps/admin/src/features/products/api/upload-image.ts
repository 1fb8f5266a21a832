import { uploadResponseSchema } from '@souq/shared/schemas/admin-uploads';
import { useIsMutating, useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

const UPLOAD_KEY = ['uploads'] as const;

/**
 * Uploads one picture (multipart, the field `file`); the answer is its address, which joins a product's or a
 * colour's images when the product is saved. Nothing shown is cached from uploads, so nothing is refetched.
 */
export async function uploadImage(file: File) {
  const body = new FormData();
  body.append('file', file);
  const { image } = await apiRequest('/api/admin/uploads', {
    method: 'POST',
    body,
    schema: uploadResponseSchema,
  });
  return image;
}

export const useUploadImage = () => useMutation({ mutationKey: UPLOAD_KEY, mutationFn: uploadImage });

/** True while any picture is still uploading: saving then would leave it out. */
export const useUploadsUnderWay = () => useIsMutating({ mutationKey: UPLOAD_KEY }) > 0;
