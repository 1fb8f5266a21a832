import { ANSWERS_AR } from '@souq/shared/i18n/answers-ar';
import type { Locale } from '@souq/shared/i18n/locales';
import { translateAnswer } from '@souq/shared/i18n/translate-answer';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import Negotiator from 'negotiator';

/** The languages the api answers a shopper in; English first, the answer when a request names neither. */
const ANSWER_LANGUAGES = ['en', 'ar'];

/** The back office is in English: its answers stay so whatever the browser asks. */
const isBackOffice = (url: string) => url.startsWith('/api/admin/') || url === '/api/admin';

/** Arabic when the request's Accept-Language prefers it to English (`ar`, `ar-AE`, `ar;q=1, en;q=0.5`). */
export function wantsArabic(request: FastifyRequest): boolean {
  return new Negotiator({ headers: request.headers }).language(ANSWER_LANGUAGES) === 'ar';
}

/** The language the shopper is using, by their request: what the e-mails it causes are written in. */
export function requestLocale(request: FastifyRequest): Locale {
  return wantsArabic(request) ? 'ar' : 'en';
}

function varyByLanguage(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  if (typeof vary === 'string' && /accept-language/i.test(vary)) return;
  reply.header(
    'vary',
    typeof vary === 'string' && vary !== '' ? `${vary}, Accept-Language` : 'Accept-Language',
  );
}

const hasMessage = (payload: unknown): payload is { message: string } =>
  typeof payload === 'object' &&
  payload !== null &&
  typeof (payload as { message?: unknown }).message === 'string';

/**
 * An answer's `message`, the words a shopper reads (`{success:false, message}` refusals and the confirmations
 * beside a result), in the language the request asks for: Arabic from packages/shared's table of the api's
 * English answers, English otherwise. Every other field is the same in both.
 */
export const answerLanguagePlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preSerialization', async (request, reply, payload) => {
      if (!hasMessage(payload) || isBackOffice(request.url)) return payload;
      varyByLanguage(reply);
      if (!wantsArabic(request)) return payload;
      return { ...payload, message: translateAnswer(payload.message, ANSWERS_AR) };
    });
  },
  { name: 'answer-language' },
);
