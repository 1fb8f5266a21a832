import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { accountTokens } from '../../db/schema';
import { newSecret } from '../../lib/one-time-token';

/** What an account link does: set a new password, or confirm a new e-mail address. */
export type AccountTokenPurpose = 'password_reset' | 'email_change';

export interface ClaimedToken {
  userId: string;
  newEmail: string | null;
}

/**
 * The single-use secrets behind account links. Only a secret's SHA-256 is stored, so the database never
 * holds a working link; the secret itself goes out once, in the e-mail.
 */
export function createAccountTokensRepo(db: Executor) {
  const open = (hash: string, purpose: AccountTokenPurpose) =>
    and(
      eq(accountTokens.tokenHash, hash),
      eq(accountTokens.purpose, purpose),
      isNull(accountTokens.usedAt),
      gt(accountTokens.expiresAt, sql`now()`),
    );

  return {
    /** Stores a new link's hash, valid for `validMs`; answers the secret the link carries. */
    async issue(token: {
      purpose: AccountTokenPurpose;
      userId: string;
      newEmail?: string;
      validMs: number;
    }): Promise<string> {
      const { secret, hash } = newSecret();
      await db.insert(accountTokens).values({
        tokenHash: hash,
        purpose: token.purpose,
        userId: token.userId,
        newEmail: token.newEmail ?? null,
        expiresAt: sql`now() + ${`${token.validMs} milliseconds`}::interval`,
      });
      return secret;
    },

    /** Whether the link is unused and unexpired (a look before the costly work; `claim` decides). */
    async isOpen(hash: string, purpose: AccountTokenPurpose): Promise<boolean> {
      const rows = await db
        .select({ userId: accountTokens.userId })
        .from(accountTokens)
        .where(open(hash, purpose));
      return rows.length > 0;
    },

    /**
     * Marks the link used and answers whose it is, or null when it is unknown, used or expired. One
     * conditional UPDATE: of two requests with the same link, the second waits for the first's row lock,
     * then finds it used, so only one ever gets the account.
     */
    async claim(hash: string, purpose: AccountTokenPurpose): Promise<ClaimedToken | null> {
      const [row] = await db
        .update(accountTokens)
        .set({ usedAt: sql`now()` })
        .where(open(hash, purpose))
        .returning({ userId: accountTokens.userId, newEmail: accountTokens.newEmail });
      return row ?? null;
    },

    /** Ends every unused link of the account (of one purpose, or all of them). */
    async closeAll(userId: string, purpose?: AccountTokenPurpose): Promise<void> {
      await db
        .update(accountTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(accountTokens.userId, userId),
            purpose ? eq(accountTokens.purpose, purpose) : undefined,
            isNull(accountTokens.usedAt),
          ),
        );
    },

    /** The address of the account's newest e-mail change still waiting to be confirmed. */
    async pendingEmail(userId: string): Promise<string | null> {
      const [row] = await db
        .select({ newEmail: accountTokens.newEmail })
        .from(accountTokens)
        .where(
          and(
            eq(accountTokens.userId, userId),
            eq(accountTokens.purpose, 'email_change'),
            isNull(accountTokens.usedAt),
            gt(accountTokens.expiresAt, sql`now()`),
          ),
        )
        .orderBy(desc(accountTokens.createdAt))
        .limit(1);
      return row?.newEmail ?? null;
    },
  };
}

export type AccountTokensRepo = ReturnType<typeof createAccountTokensRepo>;
