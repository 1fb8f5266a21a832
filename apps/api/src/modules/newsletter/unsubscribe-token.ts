import { createHmac, timingSafeEqual } from 'node:crypto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ReadUnsubscribeToken {
  /** The subscription it names, not yet proven: `matches` checks the token against its address. */
  subscriberId: string;
  matches(email: string): boolean;
}

/**
 * The token in every marketing e-mail's unsubscribe link: `{subscription id}.{HMAC-SHA256 of the id and the
 * address}`, keyed by a key derived from the server's secret. It works without signing in, as long as the
 * subscription lasts, and cannot be made for an address without the secret. Nothing is stored for it.
 */
export function createUnsubscribeTokens(serverSecret: string) {
  const key = createHmac('sha256', serverSecret).update('newsletter-unsubscribe').digest();
  const mac = (subscriberId: string, email: string) =>
    createHmac('sha256', key).update(`${subscriberId.toLowerCase()}\n${email}`).digest();

  return {
    sign: (subscriberId: string, email: string) =>
      `${subscriberId}.${mac(subscriberId, email).toString('base64url')}`,

    /** The token's parts, or null when it is no token of ours in form. */
    read(token: string): ReadUnsubscribeToken | null {
      const [subscriberId = '', signature = '', ...rest] = token.split('.');
      if (rest.length > 0 || !UUID.test(subscriberId)) return null;
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== 32 || given.toString('base64url') !== signature) return null;
      return {
        subscriberId,
        matches: (email) => timingSafeEqual(given, mac(subscriberId, email)),
      };
    },
  };
}

export type UnsubscribeTokens = ReturnType<typeof createUnsubscribeTokens>;
