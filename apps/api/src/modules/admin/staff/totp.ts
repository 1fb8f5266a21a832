import { Secret, TOTP } from 'otpauth';
import type { StaffRepo } from './staff-repo';

const PERIOD_SECONDS = 30;
/** A code from the step before or after is accepted too: phones' clocks drift. */
const WINDOW = 1;

/** A new shared secret for an authenticator app: 20 random bytes, as RFC 4226 recommends. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totp(secret: string, label = 'staff'): TOTP {
  return new TOTP({
    issuer: 'Little Souq',
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** The `otpauth://` address an authenticator app reads from a QR code. */
export function totpUrl(secret: string, email: string): string {
  return totp(secret, email).toString();
}

/**
 * The 30-second step `code` belongs to, or null when it is not the code of this or a neighbouring step. The
 * caller refuses a step it has already accepted, so an overheard code cannot be used again.
 */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  const delta = totp(secret).validate({ token: code, timestamp: now, window: WINDOW });
  if (delta === null) return null;
  return Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

/**
 * True when `code` is right for `secret` now and its step was not accepted before for this member; the step is
 * then recorded, so of two uses of one code (a replay, or two sign-ins racing) only one is accepted.
 */
export async function acceptTotpCode(
  repo: StaffRepo,
  memberId: string,
  secret: string,
  code: string,
): Promise<boolean> {
  const step = totpStep(secret, code);
  return step !== null && (await repo.useTotpStep(memberId, step));
}
