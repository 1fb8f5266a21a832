import { type NewsletterUnsubscribeRequest, newsletterResponseSchema } from '@souq/shared/schemas/newsletter';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

/** POST /api/newsletter/unsubscribe {token}: the unsubscribe link's token, sent on by its page. */
export function unsubscribeNewsletter(request: NewsletterUnsubscribeRequest) {
  return apiRequest('/api/newsletter/unsubscribe', {
    method: 'POST',
    body: request,
    schema: newsletterResponseSchema,
    anonymous: true,
  });
}

export function useUnsubscribeNewsletter() {
  return useMutation({ mutationFn: unsubscribeNewsletter });
}
