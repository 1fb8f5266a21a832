import { and, asc, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/executor';
import { appSettings, staff, staffInvites, staffSessions } from '../../../db/schema';

/** The app_settings key of "owners must sign in with two factors". */
const OWNERS_REQUIRE_TWO_FACTOR = 'admin.owners_require_two_factor';
const ownersRequireTwoFactor = sql<boolean>`coalesce((select ${appSettings.value} = 'true' from ${appSettings} where ${appSettings.key} = ${OWNERS_REQUIRE_TWO_FACTOR}), false)`;

export type StaffRow = typeof staff.$inferSelect;
export type InviteRow = typeof staffInvites.$inferSelect;

const active = isNull(staff.removedAt);

/** The only code that queries the staff, their sessions and their one-time links. */
export function createStaffRepo(executor: Executor) {
  return {
    async activeByEmail(email: string): Promise<StaffRow | null> {
      const [row] = await executor
        .select()
        .from(staff)
        .where(and(eq(staff.email, email), active));
      return row ?? null;
    },

    /** Locks the member's row until the transaction ends, so two changes to one member go one at a time. */
    async lockActive(id: string): Promise<StaffRow | null> {
      const [row] = await executor
        .select()
        .from(staff)
        .where(and(eq(staff.id, id), active))
        .for('update');
      return row ?? null;
    },

    /** Locks every active owner's row, in one order, until the transaction ends. */
    async lockOwners(): Promise<void> {
      await executor
        .select({ id: staff.id })
        .from(staff)
        .where(and(eq(staff.role, 'owner'), active))
        .orderBy(asc(staff.id))
        .for('update');
    },

    listActive(): Promise<StaffRow[]> {
      return executor.select().from(staff).where(active).orderBy(asc(staff.createdAt), asc(staff.email));
    },

    async countOwners(): Promise<number> {
      const [row] = await executor
        .select({ n: count() })
        .from(staff)
        .where(and(eq(staff.role, 'owner'), active));
      return row?.n ?? 0;
    },

    /** Inserts a member, or returns null when an active member has the address already. */
    async insert(values: {
      email: string;
      name: string;
      role: string;
      passwordHash: string;
    }): Promise<StaffRow | null> {
      const [row] = await executor
        .insert(staff)
        .values(values)
        .onConflictDoNothing({ target: staff.email, where: sql`${staff.removedAt} is null` })
        .returning();
      return row ?? null;
    },

    async setRole(id: string, role: string): Promise<StaffRow | null> {
      const [row] = await executor.update(staff).set({ role }).where(eq(staff.id, id)).returning();
      return row ?? null;
    },

    /** Removes a member and ends every session of theirs in the same transaction. */
    async remove(id: string): Promise<void> {
      await executor.update(staff).set({ removedAt: sql`now()` }).where(eq(staff.id, id));
      await executor.delete(staffSessions).where(eq(staffSessions.staffId, id));
    },

    async insertSession(values: {
      tokenHash: string;
      staffId: string;
      expiresAt: Date;
      ip: string | null;
      userAgent: string | null;
    }): Promise<void> {
      await executor.insert(staffSessions).values(values);
      await executor.update(staff).set({ lastSeenAt: sql`now()` }).where(eq(staff.id, values.staffId));
    },

    /**
     * The active member behind a session cookie, if the session is still open: not signed out, not idle past
     * its expiry, not older than `maxAgeMs`, and its member not removed.
     */
    async sessionStaff(
      tokenHash: string,
      maxAgeMs: number,
    ): Promise<{ member: StaffRow; lastSeenAt: Date; ownersRequireTwoFactor: boolean } | null> {
      const [row] = await executor
        .select({ member: staff, lastSeenAt: staffSessions.lastSeenAt, ownersRequireTwoFactor })
        .from(staffSessions)
        .innerJoin(staff, eq(staff.id, staffSessions.staffId))
        .where(
          and(
            eq(staffSessions.tokenHash, tokenHash),
            gt(staffSessions.expiresAt, sql`now()`),
            gt(staffSessions.createdAt, sql`now() - make_interval(secs => ${maxAgeMs / 1000})`),
            active,
          ),
        );
      return row ?? null;
    },

    /** Slides an open session's expiry along with use. */
    async touchSession(tokenHash: string, staffId: string, expiresAt: Date): Promise<void> {
      await executor
        .update(staffSessions)
        .set({ lastSeenAt: sql`now()`, expiresAt })
        .where(eq(staffSessions.tokenHash, tokenHash));
      await executor.update(staff).set({ lastSeenAt: sql`now()` }).where(eq(staff.id, staffId));
    },

    async ownersRequireTwoFactor(): Promise<boolean> {
      const [row] = await executor
        .select({ value: appSettings.value })
        .from(appSettings)
        .where(eq(appSettings.key, OWNERS_REQUIRE_TWO_FACTOR));
      return row?.value === 'true';
    },

    async setOwnersRequireTwoFactor(on: boolean): Promise<void> {
      await executor
        .insert(appSettings)
        .values({ key: OWNERS_REQUIRE_TWO_FACTOR, value: String(on) })
        .onConflictDoUpdate({ target: appSettings.key, set: { value: String(on) } });
    },

    async setPendingTotp(id: string, secret: string): Promise<void> {
      await executor.update(staff).set({ totpPendingSecret: secret }).where(eq(staff.id, id));
    },

    /** Turns two-factor sign-in on with the secret being set up, its first code's step already used. */
    async confirmTotp(id: string, secret: string, step: number): Promise<void> {
      await executor
        .update(staff)
        .set({ totpSecret: secret, totpPendingSecret: null, totpLastStep: step })
        .where(eq(staff.id, id));
    },

    async disableTotp(id: string): Promise<void> {
      await executor
        .update(staff)
        .set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null })
        .where(eq(staff.id, id));
    },

    /**
     * Records a code's step as used, once: false when this or a later step was already accepted (a code
     * replayed, or two sign-ins racing with one code).
     */
    async useTotpStep(id: string, step: number): Promise<boolean> {
      const rows = await executor
        .update(staff)
        .set({ totpLastStep: step })
        .where(and(eq(staff.id, id), sql`(${staff.totpLastStep} is null or ${staff.totpLastStep} < ${step})`))
        .returning({ id: staff.id });
      return rows.length === 1;
    },

    async deleteSession(tokenHash: string): Promise<void> {
      await executor.delete(staffSessions).where(eq(staffSessions.tokenHash, tokenHash));
    },

    async insertInvite(values: {
      tokenHash: string;
      kind: 'setup' | 'invite';
      email: string | null;
      role: string;
      invitedBy: string | null;
      expiresAt: Date;
    }): Promise<InviteRow> {
      const [row] = await executor.insert(staffInvites).values(values).returning();
      if (!row) throw new Error('the invitation was not written');
      return row;
    },

    /** An unused, unexpired link. */
    async openInvite(tokenHash: string): Promise<InviteRow | null> {
      const [row] = await executor
        .select()
        .from(staffInvites)
        .where(
          and(
            eq(staffInvites.tokenHash, tokenHash),
            isNull(staffInvites.usedAt),
            gt(staffInvites.expiresAt, sql`now()`),
          ),
        );
      return row ?? null;
    },

    /** Marks a link used, once: of two requests racing with one link, only one gets the row. */
    async useInvite(tokenHash: string, kind: 'setup' | 'invite'): Promise<InviteRow | null> {
      const [row] = await executor
        .update(staffInvites)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(staffInvites.tokenHash, tokenHash),
            eq(staffInvites.kind, kind),
            isNull(staffInvites.usedAt),
            gt(staffInvites.expiresAt, sql`now()`),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** Setup links not yet used stop working: a new start prints a new one, or an owner now exists. */
    async closeSetupLinks(): Promise<void> {
      await executor
        .update(staffInvites)
        .set({ usedAt: sql`now()` })
        .where(and(eq(staffInvites.kind, 'setup'), isNull(staffInvites.usedAt)));
    },
  };
}

export type StaffRepo = ReturnType<typeof createStaffRepo>;
