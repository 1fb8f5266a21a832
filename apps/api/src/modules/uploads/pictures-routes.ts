import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { keyOfFileName } from './picture-keys';
import type { PictureStore } from './picture-store';

/** A picture's name is its content's hash: what is cached under it never changes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** True when an If-None-Match header names `etag` (or any version, `*`); a weak tag matches its strong one. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/**
 * GET /uploads/products/:file: uploaded pictures, read from the picture store, so every instance serves every
 * picture whichever one took the upload. A name no upload has is the same JSON 404 as any other miss under
 * /uploads (plugins/storefront/storefront-pages.ts). The demo catalogue's /uploads/catalog/* stays with the
 * static files.
 */
export const picturesRoutes: FastifyPluginAsyncZod<{ pictures: PictureStore }> = async (
  app,
  { pictures },
) => {
  app.get(
    '/uploads/products/:file',
    { schema: { params: z.object({ file: z.string() }) } },
    async (request, reply) => {
      const key = keyOfFileName(request.params.file);
      const picture = key ? await pictures.get(key) : null;
      if (!key || !picture) return reply.callNotFound();
      const etag = `"${request.params.file.replace(/\.webp$/, '')}"`;
      reply.header('Cache-Control', IMMUTABLE).header('ETag', etag).type(picture.contentType);
      if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return reply.send(picture.bytes);
    },
  );
};
