import multipart from '@fastify/multipart';
import { UPLOAD_MAX_BYTES, uploadResponseSchema } from '@souq/shared/schemas/admin-uploads';
import { errorResponseSchema } from '@souq/shared/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refusalResponses } from '../../../lib/refusal-responses';
import { actorOf } from '../../../plugins/admin-auth';
import { readUploadedFile } from '../../uploads/read-uploaded-file';
import type { PictureUploads } from './upload-picture';

/**
 * POST /api/admin/uploads: any signed-in member of staff uploads a product picture (a multipart form, one file
 * in the field `file`) and gets its address. The multipart parser is registered in this route's own scope, so
 * every other route still refuses a multipart body as a type it does not read.
 */
export const adminUploadsRoutes: FastifyPluginAsyncZod<{ uploads: PictureUploads }> = async (
  app,
  { uploads },
) => {
  await app.register(multipart, {
    // One file, a few stray text fields at most; a second file or a flood of parts is refused.
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
  });
  app.post(
    '/api/admin/uploads',
    {
      schema: {
        response: {
          201: uploadResponseSchema,
          ...refusalResponses,
          413: errorResponseSchema,
          415: errorResponseSchema,
        },
      },
      onRequest: app.adminAuth.requireStaff,
    },
    async (request, reply) => {
      const original = await readUploadedFile(request);
      const image = await uploads.upload(original, actorOf(request));
      return reply.code(201).send({ success: true as const, image });
    },
  );
};
