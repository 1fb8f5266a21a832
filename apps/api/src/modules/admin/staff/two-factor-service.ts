import type { AdminSettings } from '@souq/shared/schemas/admin-staff';
import type { Db } from '../../../db/client';
import { conflict, unauthorized } from '../../../lib/app-error';
import {
  STAFF_NOT_FOUND,
  TWO_FACTOR_ALREADY_ON,
  TWO_FACTOR_KEEP_FOR_OWNERS,
  TWO_FACTOR_NOT_ON,
  TWO_FACTOR_NOT_STARTED,
  TWO_FACTOR_WRONG_CODE,
  TWO_FACTOR_YOURSELF_FIRST,
} from '../admin-messages';
import { type Actor, recordAudit } from '../audit/audit-writer';
import { createStaffRepo, type StaffRepo, type StaffRow } from './staff-repo';
import { acceptTotpCode, newTotpSecret, totpStep, totpUrl } from './totp';

/**
 * Two-factor sign-in with an authenticator app (TOTP, RFC 6238): a member turns it on by scanning a secret and
 * typing its first code; an owner can require it of every owner. Each change is audited with its transaction.
 */
export function createTwoFactorService(db: Db) {
  /** Runs `change` with the member's row locked, so a setup and a confirm of one member go one at a time. */
  function withMember<T>(
    id: string,
    change: (
      member: StaffRow,
      repo: StaffRepo,
      tx: Parameters<Parameters<Db['transaction']>[0]>[0],
    ) => Promise<T>,
  ) {
    return db.transaction(async (tx) => {
      const repo = createStaffRepo(tx);
      const member = await repo.lockActive(id);
      if (!member) throw unauthorized(STAFF_NOT_FOUND);
      return change(member, repo, tx);
    });
  }

  return {
    /** A new secret to scan; two-factor sign-in is on only once a code from it is confirmed. */
    start(memberId: string) {
      return withMember(memberId, async (member, repo) => {
        if (member.totpSecret !== null) throw conflict(TWO_FACTOR_ALREADY_ON);
        const secret = newTotpSecret();
        await repo.setPendingTotp(member.id, secret);
        return { success: true as const, secret, otpauthUrl: totpUrl(secret, member.email) };
      });
    },

    confirm(memberId: string, code: string, actor: Actor) {
      return withMember(memberId, async (member, repo, tx) => {
        if (member.totpSecret !== null) throw conflict(TWO_FACTOR_ALREADY_ON);
        if (member.totpPendingSecret === null) throw conflict(TWO_FACTOR_NOT_STARTED);
        const step = totpStep(member.totpPendingSecret, code);
        if (step === null) throw unauthorized(TWO_FACTOR_WRONG_CODE);
        await repo.confirmTotp(member.id, member.totpPendingSecret, step);
        await recordAudit(tx, actor, { action: 'staff.two-factor-on', entity: 'staff', entityId: member.id });
        return { success: true as const, message: 'Two-factor sign-in is on.' };
      });
    },

    /** Turning it off takes a current code, and is refused to an owner while the store requires it. */
    disable(memberId: string, code: string, actor: Actor) {
      return withMember(memberId, async (member, repo, tx) => {
        if (member.totpSecret === null) throw conflict(TWO_FACTOR_NOT_ON);
        if (member.role === 'owner' && (await repo.ownersRequireTwoFactor())) {
          throw conflict(TWO_FACTOR_KEEP_FOR_OWNERS);
        }
        if (!(await acceptTotpCode(repo, member.id, member.totpSecret, code))) {
          throw unauthorized(TWO_FACTOR_WRONG_CODE);
        }
        await repo.disableTotp(member.id);
        await recordAudit(tx, actor, {
          action: 'staff.two-factor-off',
          entity: 'staff',
          entityId: member.id,
        });
        return { success: true as const, message: 'Two-factor sign-in is off.' };
      });
    },

    async settings(): Promise<AdminSettings> {
      return { ownersRequireTwoFactor: await createStaffRepo(db).ownersRequireTwoFactor() };
    },

    /** An owner turns the requirement on only with their own two-factor sign-in on, so no one is locked out. */
    updateSettings(ownerId: string, next: AdminSettings, actor: Actor) {
      return withMember(ownerId, async (owner, repo, tx) => {
        if (next.ownersRequireTwoFactor && owner.totpSecret === null)
          throw conflict(TWO_FACTOR_YOURSELF_FIRST);
        const before = { ownersRequireTwoFactor: await repo.ownersRequireTwoFactor() };
        await repo.setOwnersRequireTwoFactor(next.ownersRequireTwoFactor);
        await recordAudit(tx, actor, { action: 'settings.change', entity: 'settings', before, after: next });
        return { success: true as const, settings: next };
      });
    },
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
