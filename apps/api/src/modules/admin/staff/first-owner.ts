import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { newSecret } from '../../../lib/one-time-token';
import { hashPassword } from '../../users/passwords';
import { recordAudit } from '../audit/audit-writer';
import { createStaffRepo } from './staff-repo';
import { SETUP_LINK_HOURS } from './staff-service';

/** The owner named by ADMIN_EMAIL and ADMIN_PASSWORD, both checked by the config. */
export interface OwnerFromEnvironment {
  email: string;
  password: string;
}

export interface FirstOwnerOutcome {
  /** The address of the owner made from the environment at this start, if one was. */
  createdOwner: string | null;
  /** A new one-time link that makes the first owner, when the store has none. */
  setupUrl: string | null;
}

/** Any fixed number: instances starting together make the first owner one at a time. */
const FIRST_OWNER_LOCK = 72_817_001;

/**
 * At start: the owner from the environment is made when no member of staff has that address (an existing
 * password is never overwritten); and while the store has no owner at all, a setup link valid for 24 hours is
 * made, replacing any earlier one, for the startup line to print.
 */
export async function ensureFirstOwner(
  db: Db,
  fromEnvironment: OwnerFromEnvironment | null,
  publicUrl: string,
): Promise<FirstOwnerOutcome> {
  // Hashed outside the lock, and only when that owner is missing: argon2 takes a moment every start would pay.
  const missing = fromEnvironment && !(await createStaffRepo(db).activeByEmail(fromEnvironment.email));
  const passwordHash = missing ? await hashPassword(fromEnvironment.password) : null;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_OWNER_LOCK})`);
    const repo = createStaffRepo(tx);
    let createdOwner: string | null = null;
    if (fromEnvironment && passwordHash && !(await repo.activeByEmail(fromEnvironment.email))) {
      const owner = await repo.insert({
        email: fromEnvironment.email,
        name: 'Owner',
        role: 'owner',
        passwordHash,
      });
      if (owner) {
        createdOwner = owner.email;
        await recordAudit(
          tx,
          { staffId: null, staffEmail: null, staffName: null, ip: null },
          {
            action: 'staff.owner-from-environment',
            entity: 'staff',
            entityId: owner.id,
            after: { email: owner.email, name: owner.name, role: owner.role },
          },
        );
      }
    }
    await repo.closeSetupLinks();
    if ((await repo.countOwners()) > 0) return { createdOwner, setupUrl: null };
    const { secret, hash } = newSecret();
    await repo.insertInvite({
      tokenHash: hash,
      kind: 'setup',
      email: null,
      role: 'owner',
      invitedBy: null,
      expiresAt: new Date(Date.now() + SETUP_LINK_HOURS * 60 * 60_000),
    });
    return { createdOwner, setupUrl: `${publicUrl}/admin/setup?token=${secret}` };
  });
}
