import { errors, jwtVerify, SignJWT } from 'jose';

const ALGORITHM = 'HS256';
/**
 * Account ids are UUIDs. Any other subject (only a holder of the secret could sign one) names no account,
 * and sent to a uuid column it would fail the query: such a token is refused like a forged one.
 */
const ACCOUNT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Tokens last 7 days. */
export const TOKEN_LIFETIME = '7d';

export interface TokenClaims {
  userId: string;
  /** The account's token version when it was signed (tokens from before versions carry none: 0). */
  tokenVersion: number;
}

export interface TokenService {
  sign(userId: string, tokenVersion?: number): Promise<string>;
  /** Its claims, or null for a token that is malformed, expired or signed with another secret. */
  verify(token: string): Promise<TokenClaims | null>;
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
    sign: async (userId, tokenVersion = 0) =>
      new SignJWT({ v: tokenVersion })
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(TOKEN_LIFETIME)
        .sign(await key),
    verify: async (token) => {
      try {
        const { payload } = await jwtVerify(token, await key, { algorithms: [ALGORITHM] });
        if (typeof payload.sub !== 'string' || !ACCOUNT_ID.test(payload.sub)) return null;
        const version = payload.v ?? 0;
        if (typeof version !== 'number' || !Number.isSafeInteger(version)) return null;
        return { userId: payload.sub, tokenVersion: version };
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}
