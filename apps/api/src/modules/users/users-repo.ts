import { and, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/executor';
import { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

export function createUsersRepo(db: Db) {
  return {
    /** A deleted account is never found by its sign-in fields (docs/product/accounts.md, "Your data"). */
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.email, email), isNull(users.deletedAt)));
      return row;
    },
    async findByPhone(phone: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.phone, phone), isNull(users.deletedAt)));
      return row;
    },
    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },
    async findByEmailOrPhone(email: string, phone: string): Promise<UserRow[]> {
      return db
        .select()
        .from(users)
        .where(or(eq(users.email, email), eq(users.phone, phone)));
    },
    /**
     * Inserts the user, or returns null when the email or phone was taken meanwhile. `alongside` runs in the
     * same transaction once the row exists (the welcome e-mail is queued there), so both happen or neither.
     */
    async insert(
      values: { name: string; email: string; phone: string; passwordHash: string },
      alongside: (tx: Tx, user: UserRow) => Promise<unknown>,
    ): Promise<UserRow | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(users).values(values).onConflictDoNothing().returning();
        if (row) await alongside(tx, row);
        return row ?? null;
      });
    },
  };
}

export type UsersRepo = ReturnType<typeof createUsersRepo>;
