import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';

/** The secret createTestApp signs with: a token made with it is genuine. */
const TEST_SECRET = new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256-signing');
const OTHER_SECRET = new TextEncoder().encode('a-different-secret-that-is-also-long-enough');

function signed(subject: string, secret: Uint8Array, expiresAt: number | string = '1h') {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(subject)
    .setExpirationTime(expiresAt)
    .sign(secret);
}

const base64url = (json: object) => Buffer.from(JSON.stringify(json)).toString('base64url');

/** Every way of calling without a valid token; the api must answer each with its sign-in refusal. */
export const REFUSED_CREDENTIALS = [
  'no token',
  'a malformed token header',
  'a malformed bearer token',
  'a token with a forged signature',
  'an expired token',
  'an expired bearer token',
  'a token signed with another secret',
  'a bearer token signed with another secret',
  'an unsigned token (alg none)',
  'a genuine token whose subject is not an account id',
  'the token under another scheme (Basic)',
  'an empty bearer token',
] as const;
type RefusedCredential = (typeof REFUSED_CREDENTIALS)[number];

/** Genuine tokens naming an account that does not exist (deleted, or never was). */
export const GHOST_CREDENTIALS = [
  'a token of an account that does not exist',
  'a bearer token of an account that does not exist',
] as const;
type GhostCredential = (typeof GHOST_CREDENTIALS)[number];

/** The headers of each credential, impersonating `victim` wherever a token names someone. */
export async function credentialHeaders(victim: { userId: string; token: string }) {
  const [header, payload] = victim.token.split('.');
  const expired = await signed(victim.userId, TEST_SECRET, Math.floor(Date.now() / 1000) - 60);
  const otherSecret = await signed(victim.userId, OTHER_SECRET);
  const ghost = await signed(randomUUID(), TEST_SECRET);
  const claims = { sub: victim.userId, exp: 9_999_999_999 };
  const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`;
  const refused: Record<RefusedCredential, Record<string, string>> = {
    'no token': {},
    'a malformed token header': { token: 'not a token' },
    'a malformed bearer token': { authorization: 'Bearer not.a.token' },
    'a token with a forged signature': { token: `${header}.${payload}.forged-signature` },
    'an expired token': { token: expired },
    'an expired bearer token': { authorization: `Bearer ${expired}` },
    'a token signed with another secret': { token: otherSecret },
    'a bearer token signed with another secret': { authorization: `Bearer ${otherSecret}` },
    'an unsigned token (alg none)': { token: unsigned },
    'a genuine token whose subject is not an account id': {
      token: await signed('not-an-account-id', TEST_SECRET),
    },
    'the token under another scheme (Basic)': { authorization: `Basic ${victim.token}` },
    'an empty bearer token': { authorization: 'Bearer ' },
  };
  const ghosts: Record<GhostCredential, Record<string, string>> = {
    'a token of an account that does not exist': { token: ghost },
    'a bearer token of an account that does not exist': { authorization: `Bearer ${ghost}` },
  };
  return { refused, ghosts };
}
