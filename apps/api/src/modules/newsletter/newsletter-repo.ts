import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { newsletterSubscribers, outboxMessages } from '../../db/schema';

export type SubscriberRow = typeof newsletterSubscribers.$inferSelect;

/** The newsletter's e-mails: the confirmation, and the marketing ones that need consent. */
const NEWSLETTER_TEMPLATES = ['newsletter_confirm', 'newsletter_welcome'];

export function createNewsletterRepo(db: Executor) {
  return {
    /**
     * Adds the address, unconfirmed, with its confirmation link's token hash. False when it is on the list
     * already (or was added meanwhile by another request): that row is left as it is.
     */
    async addUnconfirmed(email: string, confirmTokenHash: string): Promise<boolean> {
      const added = await db
        .insert(newsletterSubscribers)
        .values({ email, confirmTokenHash })
        .onConflictDoNothing()
        .returning({ id: newsletterSubscribers.id });
      return added.length > 0;
    },

    /** The address's row, locked until the transaction ends. */
    async lockByEmail(email: string): Promise<SubscriberRow | undefined> {
      const [row] = await db
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, email))
        .for('update');
      return row;
    },

    async lockById(id: string): Promise<SubscriberRow | undefined> {
      const [row] = await db
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.id, id))
        .for('update');
      return row;
    },

    /** A new confirmation link replaces the last one. */
    async setConfirmToken(id: string, confirmTokenHash: string): Promise<void> {
      await db
        .update(newsletterSubscribers)
        .set({ confirmTokenHash })
        .where(eq(newsletterSubscribers.id, id));
    },

    /**
     * How many confirmation e-mails the address was sent in the last day, and whether one went within
     * `gapSeconds`: a repeat of the form re-sends only within those bounds.
     */
    async recentConfirmations(
      email: string,
      gapSeconds: number,
    ): Promise<{ lastDay: number; withinGap: boolean }> {
      const [row] = await db
        .select({
          lastDay:
            sql<number>`count(*) filter (where ${outboxMessages.createdAt} > now() - interval '1 day')`.mapWith(
              Number,
            ),
          withinGap: sql<boolean>`coalesce(bool_or(${outboxMessages.createdAt} > now() - make_interval(secs => ${gapSeconds})), false)`,
        })
        .from(outboxMessages)
        .where(and(eq(outboxMessages.template, 'newsletter_confirm'), eq(outboxMessages.recipient, email)));
      return { lastDay: row?.lastDay ?? 0, withinGap: row?.withinGap ?? false };
    },

    /** Confirms the address whose link carries this token; null when no unconfirmed address has it. */
    async confirm(confirmTokenHash: string): Promise<Pick<SubscriberRow, 'id' | 'email'> | null> {
      const [row] = await db
        .update(newsletterSubscribers)
        .set({ confirmedAt: sql`now()`, confirmTokenHash: null })
        .where(
          and(
            eq(newsletterSubscribers.confirmTokenHash, confirmTokenHash),
            isNull(newsletterSubscribers.confirmedAt),
          ),
        )
        .returning({ id: newsletterSubscribers.id, email: newsletterSubscribers.email });
      return row ?? null;
    },

    /**
     * Takes the address off the list, and drops its newsletter e-mails not yet sent: no marketing goes out
     * after consent is withdrawn.
     */
    async remove(id: string, email: string): Promise<void> {
      await db.delete(newsletterSubscribers).where(eq(newsletterSubscribers.id, id));
      await db
        .delete(outboxMessages)
        .where(
          and(
            eq(outboxMessages.recipient, email),
            isNull(outboxMessages.userId),
            eq(outboxMessages.status, 'pending'),
            inArray(outboxMessages.template, NEWSLETTER_TEMPLATES),
          ),
        );
    },

    /** The address's row, or undefined when it is not on the list. */
    async find(email: string): Promise<SubscriberRow | undefined> {
      const [row] = await db
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, email.toLowerCase()));
      return row;
    },

    /** When the address joined the list, or null when it is not on it (for the back office's customer page). */
    async subscribedSince(email: string): Promise<Date | null> {
      const [row] = await db
        .select({ createdAt: newsletterSubscribers.createdAt })
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, email.toLowerCase()));
      return row?.createdAt ?? null;
    },
  };
}

export type NewsletterRepo = ReturnType<typeof createNewsletterRepo>;
