import type { Db } from '../../../db/client';
import { hashSecret, newSecret } from '../../../lib/one-time-token';
import { createStaffRepo, type StaffRow } from './staff-repo';

/** A session ends after this long without a request. */
export const SESSION_IDLE_MS = 12 * 60 * 60_000;
/** And this long after sign-in, however busy: staff sign in again at least once a week. */
export const SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60_000;
/** A session's expiry is slid forward at most this often, so a busy page costs no write per request. */
const TOUCH_EVERY_MS = 60_000;

/** An owner without two-factor sign-in, while the store requires it of owners. */
export function mustSetUpTwoFactor(member: StaffRow, ownersRequireTwoFactor: boolean): boolean {
  return ownersRequireTwoFactor && member.role === 'owner' && member.totpSecret === null;
}

export function createStaffSessions(db: Db) {
  const repo = createStaffRepo(db);
  return {
    /** Opens a session for `member`; the secret goes in the cookie and is never stored. */
    async open(member: StaffRow, client: { ip: string; userAgent: string | undefined }): Promise<string> {
      const { secret, hash } = newSecret();
      await db.transaction(async (tx) => {
        await createStaffRepo(tx).insertSession({
          tokenHash: hash,
          staffId: member.id,
          expiresAt: new Date(Date.now() + SESSION_IDLE_MS),
          ip: client.ip,
          userAgent: client.userAgent?.slice(0, 500) ?? null,
        });
      });
      return secret;
    },

    /**
     * The active member a cookie's secret belongs to, or null; and whether they must turn on two-factor
     * sign-in before anything else (an owner without it, while the store requires it of owners).
     */
    async member(secret: string): Promise<{ member: StaffRow; mustSetUpTwoFactor: boolean } | null> {
      const hash = hashSecret(secret);
      const found = await repo.sessionStaff(hash, SESSION_MAX_AGE_MS);
      if (!found) return null;
      if (Date.now() - found.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
        await repo.touchSession(hash, found.member.id, new Date(Date.now() + SESSION_IDLE_MS));
      }
      return {
        member: found.member,
        mustSetUpTwoFactor: mustSetUpTwoFactor(found.member, found.ownersRequireTwoFactor),
      };
    },

    async close(secret: string): Promise<void> {
      await repo.deleteSession(hashSecret(secret));
    },
  };
}

export type StaffSessions = ReturnType<typeof createStaffSessions>;
