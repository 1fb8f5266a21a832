import type { NewsletterRequest, NewsletterResponse } from '@souq/shared/schemas/newsletter';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

/** The form sits on the home page; its schemas load when the shopper first submits it. */
export const loadNewsletterSchemas = () => import('@souq/shared/schemas/newsletter');

export function subscribeNewsletter(request: NewsletterRequest): Promise<NewsletterResponse> {
  return apiRequest('/api/newsletter', {
    method: 'POST',
    body: request,
    schema: async () => (await loadNewsletterSchemas()).newsletterResponseSchema,
  });
}

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter });
}
