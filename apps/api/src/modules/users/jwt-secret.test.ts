import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-database';
import type { Database } from '../../db/client';
import { createJwtSecretRepo } from './jwt-secret-repo';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.migrate();
});
afterAll(() => database.close());

describe('the generated JWT secret', () => {
  it('is made once and then shared by every instance on the database', async () => {
    const first = await createJwtSecretRepo(database.db).loadOrCreate();
    const [second, third] = await Promise.all([
      createJwtSecretRepo(database.db).loadOrCreate(),
      createJwtSecretRepo(database.db).loadOrCreate(),
    ]);
    expect(first.length).toBeGreaterThanOrEqual(48);
    expect(second).toBe(first);
    expect(third).toBe(first);
  });
});
