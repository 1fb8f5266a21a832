import { type NewsletterConfirmRequest, newsletterResponseSchema } from '@souq/shared/schemas/newsletter';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

/** POST /api/newsletter/confirm {token}: the confirmation link's token, sent on by its page. */
export function confirmNewsletter(request: NewsletterConfirmRequest) {
  return apiRequest('/api/newsletter/confirm', {
    method: 'POST',
    body: request,
    schema: newsletterResponseSchema,
    anonymous: true,
  });
}

export function useConfirmNewsletter() {
  return useMutation({ mutationFn: confirmNewsletter });
}
