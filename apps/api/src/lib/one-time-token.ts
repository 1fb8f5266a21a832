import { createHash, randomBytes } from 'node:crypto';

/**
 * A secret for a cookie or a link: 32 random bytes, base64url. Only its SHA-256 is stored, so reading the
 * database gives no one a session or a working link.
 */
export function newSecret(): { secret: string; hash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { secret, hash: hashSecret(secret) };
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
