import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const ONE_DAY = 'public, max-age=86400';

export interface AdminFilesOptions {
  /** The built back office (apps/admin/dist); when absent, or not built, /admin is not served. */
  adminDistDir?: string | undefined;
}

/**
 * The back office's single-page app at /admin: its files by name (the hashed scripts, styles and fonts under
 * /admin/assets/ cached for good, sent pre-compressed as the build wrote them), and its index.html for /admin
 * and every other /admin/… address, where the app's router takes over. Only /admin is claimed: the admin api
 * lives under /api/admin/, whose unknown paths stay the api's JSON 404s.
 */
export const adminFilesPlugin = fp<AdminFilesOptions>(
  async (app: FastifyInstance, { adminDistDir }) => {
    if (!adminDistDir) return;
    const indexPath = path.join(adminDistDir, 'index.html');
    if (!existsSync(indexPath)) {
      app.log.warn({ adminDistDir }, 'the back office is not built: /admin is not served');
      return;
    }
    // Read once, as the storefront's page is: a new build comes with a restart (npm start rebuilds first).
    const indexHtml = readFileSync(indexPath, 'utf8');

    await app.register(fastifyStatic, {
      root: adminDistDir,
      prefix: '/admin/',
      decorateReply: false,
      // A route for each file the build wrote, rather than a wildcard that would answer a miss itself: every
      // address that is no file falls through to the app's page below.
      wildcard: false,
      index: false,
      // The .br and .gz twins are found by preCompressed; index.html is the page route's.
      globIgnore: ['index.html', '**/*.br', '**/*.gz'],
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const relative = path.relative(adminDistDir, filePath);
        res.header('Cache-Control', relative.startsWith(`assets${path.sep}`) ? IMMUTABLE : ONE_DAY);
      },
    });

    // no-cache: the page names the current build's scripts, so a browser asks for it anew on every visit.
    const sendApp = (_request: FastifyRequest, reply: FastifyReply) =>
      reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(indexHtml);
    app.get('/admin', sendApp);
    app.get('/admin/*', (request, reply) =>
      // A script or style the build no longer has is missing, not a page: HTML in its place would fail in
      // the browser with a confusing type error instead of a 404.
      request.url.startsWith('/admin/assets/') ? reply.callNotFound() : sendApp(request, reply),
    );
  },
  { name: 'admin-files' },
);
