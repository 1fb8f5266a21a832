import type { LoginIdentifier } from '@souq/shared/schemas/user';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { users } from '../../db/schema';
import type { UserRow } from './users-repo';

/**
 * Changes a shopper makes to their own account. Every write skips a deleted account, and the ones that end
 * sessions raise its token version in the same statement (see account-check.ts).
 */
export function createProfileRepo(db: Executor) {
  const active = (userId: string) => and(eq(users.id, userId), isNull(users.deletedAt));
  const raiseVersion = sql`${users.tokenVersion} + 1`;

  async function one(rows: Promise<UserRow[]>): Promise<UserRow | null> {
    const [row] = await rows;
    return row ?? null;
  }

  return {
    findActive: (userId: string) => one(db.select().from(users).where(active(userId))),

    /** The account the login field names, by e-mail or by phone, unless it was deleted. */
    findActiveByLogin: (identifier: LoginIdentifier) =>
      one(
        db
          .select()
          .from(users)
          .where(
            and(
              identifier.kind === 'email'
                ? eq(users.email, identifier.email)
                : eq(users.phone, identifier.phone),
              isNull(users.deletedAt),
            ),
          ),
      ),

    /** Whether an account other than `userId` has this e-mail or phone number. */
    async takenByAnother(userId: string, field: { email: string } | { phone: string }): Promise<boolean> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where('email' in field ? eq(users.email, field.email) : eq(users.phone, field.phone));
      return rows.some((row) => row.id !== userId);
    },

    updateDetails: (userId: string, details: { name: string; phone: string }) =>
      one(db.update(users).set(details).where(active(userId)).returning()),

    setEmail: (userId: string, email: string) =>
      one(db.update(users).set({ email }).where(active(userId)).returning()),

    /** The new password, and every token signed before stops working. */
    setPassword: (userId: string, passwordHash: string) =>
      one(
        db.update(users).set({ passwordHash, tokenVersion: raiseVersion }).where(active(userId)).returning(),
      ),

    /** Every token signed so far stops working ("Sign out of all devices"). */
    endSessions: (userId: string) =>
      one(db.update(users).set({ tokenVersion: raiseVersion }).where(active(userId)).returning()),
  };
}

export type ProfileRepo = ReturnType<typeof createProfileRepo>;
