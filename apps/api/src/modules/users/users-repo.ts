import { eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

export function createUsersRepo(db: Db) {
  return {
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email));
      return row;
    },
    async findByPhone(phone: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.phone, phone));
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
    /** Inserts the user, or returns null when the email or phone was taken meanwhile. */
    async insert(values: {
      name: string;
      email: string;
      phone: string;
      passwordHash: string;
    }): Promise<UserRow | null> {
      const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },
  };
}

export type UsersRepo = ReturnType<typeof createUsersRepo>;
