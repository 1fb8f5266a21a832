import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendCompressedNow } from '../../lib/encoded-body';
import type { StorefrontHtml } from './storefront-html';

const pathnameOf = (request: FastifyRequest) => request.url.split('?')[0] ?? '/';

/** A miss under the api or the uploads is theirs, answered in JSON; any other read is a page's address. */
function isPageRequest(request: FastifyRequest): boolean {
  const pathname = pathnameOf(request);
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    pathname !== '/api' &&
    !pathname.startsWith('/api/') &&
    !pathname.startsWith('/uploads/')
  );
}

const sendJsonNotFound = (request: FastifyRequest, reply: FastifyReply) =>
  reply.status(404).send({ success: false, message: `Not found: ${request.method} ${pathnameOf(request)}` });

/**
 * The storefront's pages: '/' and every address no route or file answers get the app's HTML, with the
 * status the address deserves (404 where the app shows its not-found page). Registered after every route,
 * since it sets the not-found handler; without a storefront build every miss is a JSON 404.
 */
export function registerStorefrontPages(app: FastifyInstance, storefront: StorefrontHtml | null): void {
  if (!storefront) {
    app.setNotFoundHandler(sendJsonNotFound);
    return;
  }
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const { status, html } = await storefront.page(request.url);
    return sendCompressedNow(
      request,
      reply.code(status).type('text/html; charset=utf-8').header('Cache-Control', 'no-cache'),
      html,
    );
  };
  // The static files' wildcard would take '/' for the folder itself.
  app.get('/', sendPage);
  app.setNotFoundHandler((request, reply) =>
    isPageRequest(request) ? sendPage(request, reply) : sendJsonNotFound(request, reply),
  );
}
