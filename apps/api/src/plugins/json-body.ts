import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import secureJsonParse from 'secure-json-parse';
import { badRequest } from '../lib/app-error';

export const FORBIDDEN_KEY_MESSAGE =
  'The request body contains a forbidden key (__proto__ or constructor.prototype).';
export const NUL_CHARACTER_MESSAGE =
  'The request body contains a NUL character (\\u0000), which no field accepts.';
export const LONE_SURROGATE_MESSAGE =
  'The request body contains text that is not valid Unicode (half of a surrogate pair).';

/** A refusal found while reading the parsed text, told apart from broken JSON. */
class UnstorableText extends Error {}

/** With the u flag, a paired surrogate is one code point; only a lone half matches. */
const LONE_SURROGATE = /\p{Surrogate}/u;

/**
 * JSON can spell, as \u escapes, text that PostgreSQL cannot store: a NUL (text and jsonb refuse it) or half
 * of a surrogate pair (jsonb refuses it). Checked in every key and string while parsing, so it is a 400
 * here rather than a 500 from whichever query meets it first.
 */
function refuseUnstorableText(key: string, value: unknown): unknown {
  for (const text of typeof value === 'string' ? [key, value] : [key]) {
    if (text.includes('\u0000')) throw new UnstorableText(NUL_CHARACTER_MESSAGE);
    if (LONE_SURROGATE.test(text)) throw new UnstorableText(LONE_SURROGATE_MESSAGE);
  }
  return value;
}

/**
 * Fastify's own JSON parser says "not valid JSON" for every failure. This one parses the same way
 * (secure-json-parse, refusing prototype-pollution keys) but tells a forbidden key, or text the database
 * cannot store, from broken JSON.
 */
export const jsonBodyPlugin = fp(
  async (app: FastifyInstance) => {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.length === 0)
        return done(badRequest('The request body is empty; send a JSON object.'), undefined);
      try {
        done(
          null,
          secureJsonParse.parse(text, refuseUnstorableText, {
            protoAction: 'error',
            constructorAction: 'error',
          }),
        );
      } catch (error) {
        if (error instanceof UnstorableText) return done(badRequest(error.message), undefined);
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
