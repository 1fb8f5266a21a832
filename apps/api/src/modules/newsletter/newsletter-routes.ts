import { LOCALES, localePath } from '@souq/shared/i18n/locales';
import {
  newsletterConfirmRequestSchema,
  newsletterRequestSchema,
  newsletterResponseSchema,
  newsletterUnsubscribeRequestSchema,
} from '@souq/shared/schemas/newsletter';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refusalResponses } from '../../lib/refusal-responses';
import { requestLocale } from '../../plugins/answer-language';
import type { NewsletterService } from './newsletter-service';

const answers = { response: { 200: newsletterResponseSchema, ...refusalResponses } };

export const newsletterRoutes: FastifyPluginAsyncZod<{ newsletter: NewsletterService }> = async (
  app,
  { newsletter },
) => {
  app.post(
    '/api/newsletter',
    {
      schema: { body: newsletterRequestSchema, ...answers },
      // An open form that writes to the database and sends mail: a per-IP budget keeps it from being flooded.
      onRequest: app.authRateLimit.formPerIp,
    },
    async (request) => newsletter.subscribe(request.body.email, requestLocale(request)),
  );

  // The pages /newsletter/confirm and /newsletter/unsubscribe send their link's token here. Not rate limited:
  // a token is 256 bits, not worth guessing, and each does its work once.
  app.post(
    '/api/newsletter/confirm',
    { schema: { body: newsletterConfirmRequestSchema, ...answers } },
    async (request) => newsletter.confirm(request.body.token, requestLocale(request)),
  );

  app.post(
    '/api/newsletter/unsubscribe',
    { schema: { body: newsletterUnsubscribeRequestSchema, ...answers } },
    async (request) => newsletter.unsubscribe(request.body.token),
  );

  // RFC 8058 one-click unsubscribe: a mail client POSTs `List-Unsubscribe=One-Click` (a form, URL-encoded or
  // multipart) to the very link the e-mail's List-Unsubscribe header names, the page's address. The token is
  // in the query; the body says only that it is a one-click request, so it is read and left aside. Not rate
  // limited either: these come from a few mail providers' servers, for many subscribers at once.
  for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
    app.addContentTypeParser(type, { parseAs: 'string' }, (_request, _body, done) => done(null, undefined));
  }
  // An Arabic e-mail's link is the Arabic page's address.
  for (const locale of LOCALES) {
    app.post(
      localePath(locale, '/newsletter/unsubscribe'),
      { schema: { querystring: newsletterUnsubscribeRequestSchema, ...answers } },
      async (request) => newsletter.unsubscribe(request.query.token),
    );
  }
};
