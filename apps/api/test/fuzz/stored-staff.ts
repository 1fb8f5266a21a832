import type { StaffRole } from '@souq/shared/schemas/admin-staff';
import { eq } from 'drizzle-orm';
import { staff } from '../../src/db/schema';
import { createStaffSessions } from '../../src/modules/admin/staff/staff-sessions';
import { hashPassword } from '../../src/modules/users/passwords';
import { ADMIN_COOKIE } from '../../src/plugins/admin-auth';
import { STAFF_PASSWORD, type StaffLogin } from '../admin-test-kit';
import type { TestApp } from '../test-app';

let counter = 0;
/** One hash for every stored member: argon2 salts each hash, but any of them checks the same password. */
let passwordHash: Promise<string> | undefined;

/**
 * Members and sessions stored as the services store them, without paying argon2 for each: every member shares
 * one hash of STAFF_PASSWORD, and a session is opened by the sessions module itself rather than by signing in.
 * The access-control matrix needs dozens of them; signing in is tested on its own (staff-session.test.ts).
 */
export function storedStaff(t: TestApp) {
  const db = t.database.db;
  const sessions = createStaffSessions(db);

  async function member(role: StaffRole = 'staff'): Promise<Omit<StaffLogin, 'cookie'>> {
    counter += 1;
    const email = `stored.${role}${counter}@littlesouq.test`;
    const name = `Stored ${counter}`;
    passwordHash ??= hashPassword(STAFF_PASSWORD);
    const [row] = await db
      .insert(staff)
      .values({ email, name, role, passwordHash: await passwordHash })
      .returning({ id: staff.id });
    if (!row) throw new Error('no staff row');
    return { id: row.id, email, name };
  }

  /** A new session of the member, as its `Cookie` header. */
  async function sessionOf(memberId: string): Promise<string> {
    const [row] = await db.select().from(staff).where(eq(staff.id, memberId));
    if (!row) throw new Error('no such member');
    const secret = await sessions.open(row, { ip: '127.0.0.1', userAgent: 'access-control test' });
    return `${ADMIN_COOKIE}=${secret}`;
  }

  return {
    member,
    sessionOf,
    async signedIn(role: StaffRole = 'staff'): Promise<StaffLogin> {
      const stored = await member(role);
      return { ...stored, cookie: await sessionOf(stored.id) };
    },
  };
}
