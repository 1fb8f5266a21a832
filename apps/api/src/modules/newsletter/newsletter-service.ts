import { NEWSLETTER_THANKS, type NewsletterResponse } from '@souq/shared/schemas/newsletter';
import type { NewsletterRepo } from './newsletter-repo';

export function createNewsletterService(repo: NewsletterRepo) {
  return {
    /**
     * Idempotent per address. A repeat gets the same thanks as a first sign-up, so the form cannot be used
     * to learn whether someone is on the list.
     */
    async subscribe(email: string): Promise<NewsletterResponse> {
      await repo.add(email);
      return { success: true, message: NEWSLETTER_THANKS };
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
