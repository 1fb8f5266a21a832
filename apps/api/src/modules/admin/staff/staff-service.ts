import {
  type AcceptInvitationRequest,
  type InvitationResponse,
  type InviteStaffRequest,
  type OwnerSetupRequest,
  type StaffMember,
  type StaffRole,
  type StaffSessionResponse,
  type StaffSignInRequest,
  TWO_FACTOR_CODE_REQUIRED,
} from '@souq/shared/schemas/admin-staff';
import type { Db } from '../../../db/client';
import { conflict, notFound, unauthorized } from '../../../lib/app-error';
import { hashSecret, newSecret } from '../../../lib/one-time-token';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../users/passwords';
import {
  EMAIL_ON_STAFF,
  invitationSent,
  LAST_OWNER,
  LINK_NOT_VALID,
  NOT_YOURSELF,
  STAFF_BAD_CREDENTIALS,
  STAFF_NOT_FOUND,
  STAFF_REMOVED,
  TWO_FACTOR_WRONG_CODE,
} from '../admin-messages';
import { type Actor, recordAudit } from '../audit/audit-writer';
import { toStaffJson } from './staff-json';
import { createStaffRepo, type StaffRow } from './staff-repo';
import { mustSetUpTwoFactor } from './staff-sessions';
import { acceptTotpCode } from './totp';

export const SETUP_LINK_HOURS = 24;
export const INVITE_LINK_HOURS = 72;
const HOUR_MS = 60 * 60_000;

/** A member as the audit log keeps them: never the password's hash. */
const audited = (row: StaffRow) => ({ email: row.email, name: row.name, role: row.role });

/**
 * Staff accounts: sign-in, the first owner, invitations and the owner's changes. Every change writes its
 * audit row in the same transaction.
 */
export function createStaffService(db: Db, publicUrl: string) {
  const repo = createStaffRepo(db);

  /** Uses a one-time link and creates its member, in one transaction; a used or unknown link is a 404. */
  async function joinThroughLink(
    kind: 'setup' | 'invite',
    token: string,
    member: (invite: { email: string | null; role: string }) => { email: string; name: string },
    password: string,
    actor: Actor,
  ): Promise<StaffRow> {
    const passwordHash = await hashPassword(password);
    return db.transaction(async (tx) => {
      const staffRepo = createStaffRepo(tx);
      const invite = await staffRepo.useInvite(hashSecret(token), kind);
      if (!invite) throw notFound(LINK_NOT_VALID);
      const { email, name } = member(invite);
      const created = await staffRepo.insert({ email, name, role: invite.role, passwordHash });
      if (!created) throw conflict(EMAIL_ON_STAFF);
      if (kind === 'setup') await staffRepo.closeSetupLinks();
      await recordAudit(
        tx,
        { ...actor, staffId: created.id, staffEmail: created.email, staffName: created.name },
        {
          action: kind === 'setup' ? 'staff.setup-owner' : 'staff.accept-invitation',
          entity: 'staff',
          entityId: created.id,
          after: audited(created),
        },
      );
      return created;
    });
  }

  return {
    /** What the back office is told about the member just signed in. */
    async sessionView(member: StaffRow): Promise<StaffSessionResponse> {
      return {
        success: true,
        staff: toStaffJson(member),
        mustSetUpTwoFactor: mustSetUpTwoFactor(member, await repo.ownersRequireTwoFactor()),
      };
    },

    /**
     * Checks the password (spending the same time when no member has the address), then the authenticator's
     * code when the member has two-factor sign-in on, and records a failed attempt or a sign-in.
     */
    async signIn(input: StaffSignInRequest, actor: Actor): Promise<StaffRow> {
      const member = await repo.activeByEmail(input.email);
      const valid = member
        ? await verifyPassword(member.passwordHash, input.password)
        : await verifyAgainstDummy(input.password).then(() => false);
      const who = { ...actor, staffId: member?.id ?? null, staffEmail: input.email };
      if (!member || !valid) {
        await recordAudit(db, who, {
          action: 'session.sign-in-failed',
          entity: 'staff',
          entityId: member?.id,
        });
        throw unauthorized(STAFF_BAD_CREDENTIALS);
      }
      if (member.totpSecret !== null) {
        if (input.code === undefined) throw unauthorized(TWO_FACTOR_CODE_REQUIRED);
        // A code is good once: of two sign-ins with one code, or a code seen over a shoulder, one gets in.
        if (!(await acceptTotpCode(repo, member.id, member.totpSecret, input.code))) {
          await recordAudit(db, who, {
            action: 'session.sign-in-failed',
            entity: 'staff',
            entityId: member.id,
            after: { reason: 'two-factor code' },
          });
          throw unauthorized(TWO_FACTOR_WRONG_CODE);
        }
      }
      await recordAudit(db, who, { action: 'session.sign-in', entity: 'staff', entityId: member.id });
      return member;
    },

    async signedOut(actor: Actor): Promise<void> {
      await recordAudit(db, actor, { action: 'session.sign-out', entity: 'staff', entityId: actor.staffId });
    },

    /** What a one-time link is for, while it still works. */
    async readLink(token: string): Promise<InvitationResponse> {
      const invite = await repo.openInvite(hashSecret(token));
      if (!invite) throw notFound(LINK_NOT_VALID);
      return {
        success: true,
        kind: invite.kind as 'setup' | 'invite',
        email: invite.email,
        role: invite.role as StaffRole,
        expiresAt: invite.expiresAt.toISOString(),
      };
    },

    setupOwner(input: OwnerSetupRequest, actor: Actor): Promise<StaffRow> {
      return joinThroughLink('setup', input.token, () => input, input.password, actor);
    },

    acceptInvitation(input: AcceptInvitationRequest, actor: Actor): Promise<StaffRow> {
      return joinThroughLink(
        'invite',
        input.token,
        (invite) => ({ email: invite.email ?? '', name: input.name }),
        input.password,
        actor,
      );
    },

    async list(): Promise<StaffMember[]> {
      return (await repo.listActive()).map(toStaffJson);
    },

    async invite(input: InviteStaffRequest, actor: Actor) {
      if (await repo.activeByEmail(input.email)) throw conflict(EMAIL_ON_STAFF);
      const { secret, hash } = newSecret();
      const expiresAt = new Date(Date.now() + INVITE_LINK_HOURS * HOUR_MS);
      await db.transaction(async (tx) => {
        await createStaffRepo(tx).insertInvite({
          tokenHash: hash,
          kind: 'invite',
          email: input.email,
          role: input.role,
          invitedBy: actor.staffId,
          expiresAt,
        });
        await recordAudit(tx, actor, {
          action: 'staff.invite',
          entity: 'staff-invitation',
          entityId: input.email,
          after: { email: input.email, role: input.role, expiresAt: expiresAt.toISOString() },
        });
      });
      return {
        success: true as const,
        message: invitationSent(input.email),
        inviteUrl: `${publicUrl}/admin/invite?token=${secret}`,
        expiresAt: expiresAt.toISOString(),
      };
    },

    /** An owner changes a role; the last owner cannot stop being one. */
    async changeRole(id: string, role: StaffRole, actor: Actor): Promise<StaffMember> {
      return db.transaction(async (tx) => {
        const staffRepo = createStaffRepo(tx);
        // Owners are locked first, in one order, so two demotions cannot each see the other still an owner.
        await staffRepo.lockOwners();
        const member = await staffRepo.lockActive(id);
        if (!member) throw notFound(STAFF_NOT_FOUND);
        if (member.role === 'owner' && role !== 'owner' && (await staffRepo.countOwners()) <= 1) {
          throw conflict(LAST_OWNER);
        }
        const changed = await staffRepo.setRole(id, role);
        if (!changed) throw notFound(STAFF_NOT_FOUND);
        await recordAudit(tx, actor, {
          action: 'staff.change-role',
          entity: 'staff',
          entityId: id,
          before: audited(member),
          after: audited(changed),
        });
        return toStaffJson(changed);
      });
    },

    /** An owner removes a member: their sessions end in the same transaction. */
    async remove(id: string, actor: Actor): Promise<{ success: true; message: string }> {
      if (id === actor.staffId) throw conflict(NOT_YOURSELF);
      return db.transaction(async (tx) => {
        const staffRepo = createStaffRepo(tx);
        await staffRepo.lockOwners();
        const member = await staffRepo.lockActive(id);
        if (!member) throw notFound(STAFF_NOT_FOUND);
        if (member.role === 'owner' && (await staffRepo.countOwners()) <= 1) throw conflict(LAST_OWNER);
        await staffRepo.remove(id);
        await recordAudit(tx, actor, {
          action: 'staff.remove',
          entity: 'staff',
          entityId: id,
          before: audited(member),
        });
        return { success: true as const, message: STAFF_REMOVED };
      });
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
