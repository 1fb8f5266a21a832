import {
  type NewsletterRequest,
  type NewsletterResponse,
  newsletterResponseSchema,
} from '@souq/shared/schemas/newsletter';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';

export function subscribeNewsletter(request: NewsletterRequest): Promise<NewsletterResponse> {
  return apiRequest('/api/newsletter', { method: 'POST', body: request, schema: newsletterResponseSchema });
}

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter });
}
