import type { Db } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema';

export function createNewsletterRepo(db: Db) {
  return {
    /** Adds the address; one already on the list (or added meanwhile by another request) is left as it is. */
    async add(email: string): Promise<void> {
      await db.insert(newsletterSubscribers).values({ email }).onConflictDoNothing();
    },
  };
}

export type NewsletterRepo = ReturnType<typeof createNewsletterRepo>;
