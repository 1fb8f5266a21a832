import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';
import { DATABASE_DOWN } from '../modules/health/health-routes';
import { isDatabaseUnreachable } from './database-unreachable';

const GENERIC_FAILURE = 'Something went wrong. Please try again.';

/** Fastify's own request errors, said in words a client developer or shopper can act on. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type; send JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length.',
};

function validationMessage(error: FastifyError): string {
  const first = error.validation?.[0];
  // A path of "/" means the whole body (or query) was of the wrong shape, e.g. missing or an array.
  if (!first || first.instancePath === '/') return 'The request body must be a JSON object.';
  return first.message ?? 'The request is invalid.';
}

/** Every failure is `{success:false, message}`; a 5xx never shows internals. */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        return reply.status(error.status).send({ success: false, message: error.message });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        return reply.status(400).send({ success: false, message: validationMessage(error) });
      }
      // A lost database is the store being unavailable, not a bug; it recovers by itself when the
      // database returns, so the client is told to come back rather than shown a generic failure.
      if (isDatabaseUnreachable(error)) {
        request.log.warn({ err: error }, 'the database cannot be reached');
        return reply.status(503).send({ success: false, message: DATABASE_DOWN });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const message = (error.code && FRAMEWORK_MESSAGES[error.code]) || error.message;
        return reply.status(status).send({ success: false, message });
      }
      request.log.error({ err: error }, 'request failed');
      return reply
        .status(status >= 500 && status < 600 ? status : 500)
        .send({ success: false, message: GENERIC_FAILURE });
    });
  },
  { name: 'errors' },
);
