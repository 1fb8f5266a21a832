import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminCall, STORE_ORIGIN, signIn } from '../../../../test/admin-test-kit';
import { createTestApp } from '../../../../test/test-app';
import { staff } from '../../../db/schema';
import { ensureFirstOwner } from './first-owner';

const tokenOf = (url: string | null) => new URL(url ?? '').searchParams.get('token') ?? '';

describe('the first owner', () => {
  it('without ADMIN_EMAIL, prints a setup link that makes the owner once; a new start replaces it', async () => {
    const t = await createTestApp();
    try {
      const first = await ensureFirstOwner(t.database.db, null, STORE_ORIGIN);
      expect(first.createdOwner).toBeNull();
      expect(first.setupUrl).toMatch(new RegExp(`^${STORE_ORIGIN}/admin/setup\\?token=[\\w-]{43}$`));
      const second = await ensureFirstOwner(t.database.db, null, STORE_ORIGIN);
      const stale = await adminCall(t, null, 'GET', `/api/admin/invitations/${tokenOf(first.setupUrl)}`);
      expect(stale.statusCode).toBe(404);
      const link = await adminCall(t, null, 'GET', `/api/admin/invitations/${tokenOf(second.setupUrl)}`);
      expect(link.json()).toMatchObject({ success: true, kind: 'setup', role: 'owner', email: null });
      const expiresIn = new Date(link.json().expiresAt).getTime() - Date.now();
      expect(expiresIn).toBeGreaterThan(23.9 * 3600_000);
      expect(expiresIn).toBeLessThanOrEqual(24 * 3600_000);

      const setup = await adminCall(t, null, 'POST', '/api/admin/setup', {
        token: tokenOf(second.setupUrl),
        name: 'Mariam',
        email: 'Mariam@LittleSouq.test',
        password: 'the owner’s long password',
      });
      expect(setup.json()).toMatchObject({
        success: true,
        staff: { email: 'mariam@littlesouq.test', role: 'owner' },
      });
      const again = await adminCall(t, null, 'POST', '/api/admin/setup', {
        token: tokenOf(second.setupUrl),
        name: 'Mallory',
        email: 'mallory@example.com',
        password: 'another long password',
      });
      expect(again.statusCode).toBe(404);
      expect(await ensureFirstOwner(t.database.db, null, STORE_ORIGIN)).toEqual({
        createdOwner: null,
        setupUrl: null,
      });
    } finally {
      await t.close();
    }
  });

  it('makes the owner from ADMIN_EMAIL once and never overwrites the password', async () => {
    const t = await createTestApp();
    try {
      const owner = { email: 'owner@littlesouq.test', password: 'first long password' };
      expect(await ensureFirstOwner(t.database.db, owner, STORE_ORIGIN)).toEqual({
        createdOwner: owner.email,
        setupUrl: null,
      });
      const changed = { ...owner, password: 'a different long password' };
      expect(await ensureFirstOwner(t.database.db, changed, STORE_ORIGIN)).toEqual({
        createdOwner: null,
        setupUrl: null,
      });
      await signIn(t, owner.email, owner.password);
      await expect(signIn(t, owner.email, changed.password)).rejects.toThrow(/sign-in failed/);
      const rows = await t.database.db.select().from(staff).where(eq(staff.email, owner.email));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.role).toBe('owner');
    } finally {
      await t.close();
    }
  });

  it('makes one owner when two instances start together', async () => {
    const t = await createTestApp();
    try {
      const owner = { email: 'together@littlesouq.test', password: 'first long password' };
      const outcomes = await Promise.all(
        [1, 2, 3].map(() => ensureFirstOwner(t.database.db, owner, STORE_ORIGIN)),
      );
      expect(outcomes.filter((o) => o.createdOwner !== null)).toHaveLength(1);
      expect(await t.database.db.select().from(staff)).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});
