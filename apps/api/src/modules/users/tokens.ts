import { errors, jwtVerify, SignJWT } from 'jose';

const ALGORITHM = 'HS256';
/**
 * Account ids are UUIDs. Any other subject (only a holder of the secret could sign one) names no account,
 * and sent to a uuid column it would fail the query: such a token is refused like a forged one.
 */
const ACCOUNT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Tokens last 7 days. */
export const TOKEN_LIFETIME = '7d';

export interface TokenService {
  sign(userId: string): Promise<string>;
  /** The user id, or null for a token that is malformed, expired or signed with another secret. */
  verify(token: string): Promise<string | null>;
}

export function createTokenService(secret: string): TokenService {
  // Imported once: jose would otherwise import raw key bytes again on every request (bench/orders).
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  return {
    sign: async (userId) =>
      new SignJWT({})
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(TOKEN_LIFETIME)
        .sign(await key),
    verify: async (token) => {
      try {
        const { payload } = await jwtVerify(token, await key, { algorithms: [ALGORITHM] });
        return typeof payload.sub === 'string' && ACCOUNT_ID.test(payload.sub) ? payload.sub : null;
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}
