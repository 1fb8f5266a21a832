import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import secureJsonParse from 'secure-json-parse';
import { badRequest } from '../lib/app-error';

export const FORBIDDEN_KEY_MESSAGE =
  'The request body contains a forbidden key (__proto__ or constructor.prototype).';

/**
 * Fastify's own JSON parser says "not valid JSON" for every failure. This one parses the same way
 * (secure-json-parse, refusing prototype-pollution keys) but tells a forbidden key from broken JSON.
 */
export const jsonBodyPlugin = fp(
  async (app: FastifyInstance) => {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.length === 0)
        return done(badRequest('The request body is empty; send a JSON object.'), undefined);
      try {
        done(null, secureJsonParse.parse(text, null, { protoAction: 'error', constructorAction: 'error' }));
      } catch (error) {
        const forbidden = error instanceof SyntaxError && /prototype property/.test(error.message);
        done(
          badRequest(forbidden ? FORBIDDEN_KEY_MESSAGE : 'The request body is not valid JSON.'),
          undefined,
        );
      }
    });
  },
  { name: 'json-body' },
);
