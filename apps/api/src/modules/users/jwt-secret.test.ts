import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-database';
import type { Database } from '../../db/client';
import { loadOrCreateJwtSecret } from './jwt-secret-repo';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.migrate();
});
afterAll(() => database.close());

describe('the generated JWT secret', () => {
  it('is made once and then shared by every instance on the database', async () => {
    const first = await loadOrCreateJwtSecret(database.db);
    const [second, third] = await Promise.all([
      loadOrCreateJwtSecret(database.db),
      loadOrCreateJwtSecret(database.db),
    ]);
    expect(first.length).toBeGreaterThanOrEqual(48);
    expect(second).toBe(first);
    expect(third).toBe(first);
  });
});
