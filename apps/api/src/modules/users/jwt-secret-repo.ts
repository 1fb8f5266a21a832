import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appSettings } from '../../db/schema';

const JWT_SECRET_KEY = 'jwt_secret';

export function createJwtSecretRepo(db: Db) {
  return {
    /**
     * The JWT signing secret when JWT_SECRET is not configured: made once and kept in the database,
     * so every instance on the same database signs and accepts the same tokens.
     */
    async loadOrCreate(): Promise<string> {
      await db
        .insert(appSettings)
        .values({ key: JWT_SECRET_KEY, value: randomBytes(48).toString('base64url') })
        .onConflictDoNothing();
      const [row] = await db.select().from(appSettings).where(eq(appSettings.key, JWT_SECRET_KEY));
      if (!row) throw new Error('JWT secret could not be stored');
      return row.value;
    },
  };
}

export type JwtSecretRepo = ReturnType<typeof createJwtSecretRepo>;
