import { Secret, TOTP } from 'otpauth';

const PERIOD_MS = 30_000;

/** The 30-second step a code belongs to, now. */
export const currentStep = () => Math.floor(Date.now() / PERIOD_MS);

/**
 * The 6-digit code an authenticator app shows for `secret` (base32) at `step`, as a member's phone would
 * (RFC 6238 with the apps' defaults: HMAC-SHA1, 6 digits, 30 s).
 */
export function totpCode(secret: string, step: number): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: step * PERIOD_MS });
}
