import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { createTokenService } from '../../src/modules/users/tokens';
import { addShopper, callApi } from './http-shopper';
import { SHARED_JWT_SECRET } from './scratch-store';
import { startTwoInstances, type TwoInstances } from './two-instances';

/**
 * Behind a balancer, a token must stop working on every instance once its account's tokens end, even on an
 * instance that has just checked it (and remembers the answer). The change is made through the shared
 * database, as any instance's reset, sign-out everywhere or deletion makes it.
 */
let two: TwoInstances;
beforeAll(async () => {
  two = await startTwoInstances();
});
afterAll(() => two?.close());

const tokens = createTokenService(SHARED_JWT_SECRET);

async function statuses(token: string): Promise<number[]> {
  return Promise.all(
    two.instances.map(
      async ({ baseUrl }) => (await callApi(baseUrl, '/api/user/me', { headers: { token } })).status,
    ),
  );
}

describe('account tokens on two instances', () => {
  it('a raised token version ends the old token on both instances, and a token with the new one works', async () => {
    const shopper = await addShopper(two.store.database.db);
    // Both instances have checked the token and remember it.
    expect(await statuses(shopper.token)).toEqual([200, 200]);
    expect(await statuses(shopper.token)).toEqual([200, 200]);

    await two.store.database.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, shopper.userId));
    await expect.poll(() => statuses(shopper.token), { timeout: 2_000, interval: 20 }).toEqual([401, 401]);
    expect(await statuses(await tokens.sign(shopper.userId, 1))).toEqual([200, 200]);
  });

  it('a deleted account refuses its tokens on both instances', async () => {
    const shopper = await addShopper(two.store.database.db);
    expect(await statuses(shopper.token)).toEqual([200, 200]);
    await two.store.database.db
      .update(users)
      .set({ deletedAt: new Date() })
      .where(eq(users.id, shopper.userId));
    await expect.poll(() => statuses(shopper.token), { timeout: 2_000, interval: 20 }).toEqual([401, 401]);
  });
});
