import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../lib/app-error';
import {
  FOREIGN_ORIGIN,
  OWNER_ONLY,
  STAFF_SIGN_IN_REQUIRED,
  TWO_FACTOR_FIRST,
} from '../modules/admin/admin-messages';
import type { Actor } from '../modules/admin/audit/audit-writer';
import type { StaffRow } from '../modules/admin/staff/staff-repo';
import { SESSION_MAX_AGE_MS, type StaffSessions } from '../modules/admin/staff/staff-sessions';

/** The back office's session cookie: sent only to the admin api, never readable by scripts. */
export const ADMIN_COOKIE = 'souq_admin';
const COOKIE_PATH = '/api/admin';

declare module 'fastify' {
  interface FastifyInstance {
    adminAuth: {
      /** onRequest hook: a signed-in, active member of staff, else 401. Sets request.staff. */
      requireStaff: (request: FastifyRequest) => Promise<void>;
      /** preHandler after requireStaff: an owner, else 403. */
      requireOwner: (request: FastifyRequest) => Promise<void>;
      /** onRequest hook for every admin route: a state-changing request from another site is a 403. */
      refuseForeignOrigin: (request: FastifyRequest) => Promise<void>;
      setSession: (reply: FastifyReply, secret: string) => void;
      clearSession: (reply: FastifyReply) => void;
      /** The cookie's secret, if the request carries one. */
      sessionSecret: (request: FastifyRequest) => string | null;
    };
  }
  interface FastifyRequest {
    staff: StaffRow | null;
    /** The signed-in owner must turn on two-factor sign-in before anything else. */
    mustSetUpTwoFactor: boolean;
  }
  interface FastifyContextConfig {
    /** The route answers an owner who must still turn on two-factor sign-in (the session, the set-up). */
    beforeTwoFactor?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Who made the request, for the audit log: the signed-in member (if any) and the client's address. */
export function actorOf(request: FastifyRequest): Actor {
  return {
    staffId: request.staff?.id ?? null,
    staffEmail: request.staff?.email ?? null,
    staffName: request.staff?.name ?? null,
    ip: request.ip,
  };
}

/** The signed-in member, for a handler behind requireStaff; a route that forgot the hook is refused. */
export function signedInStaff(request: FastifyRequest): StaffRow {
  if (request.staff === null) throw unauthorized(STAFF_SIGN_IN_REQUIRED);
  return request.staff;
}

/**
 * True when a browser says the request came from this store: its Origin names the host it was sent to, or the
 * store's public address. SameSite=Strict already keeps the cookie off cross-site requests; this refuses them
 * even in a browser that ignores SameSite. A client that sends neither Origin nor Sec-Fetch-Site is no browser
 * acting for someone else, and must hold the cookie itself.
 */
function fromThisStore(request: FastifyRequest, publicOrigin: string): boolean {
  const origin = request.headers.origin;
  if (typeof origin === 'string') {
    if (origin === publicOrigin) return true;
    try {
      return new URL(origin).host === request.headers.host;
    } catch {
      return false;
    }
  }
  const site = request.headers['sec-fetch-site'];
  return site === undefined || site === 'same-origin' || site === 'none';
}

export const adminAuthPlugin = fp<{ sessions: StaffSessions; publicUrl: string }>(
  async (app: FastifyInstance, { sessions, publicUrl }) => {
    await app.register(cookie);
    app.decorateRequest('staff', null);
    app.decorateRequest('mustSetUpTwoFactor', false);
    const secure = publicUrl.startsWith('https:');
    const publicOrigin = new URL(publicUrl).origin;

    const sessionSecret = (request: FastifyRequest): string | null => {
      const value = request.cookies[ADMIN_COOKIE];
      return typeof value === 'string' && value.length > 0 && value.length <= 100 ? value : null;
    };

    app.decorate('adminAuth', {
      requireStaff: async (request: FastifyRequest) => {
        const secret = sessionSecret(request);
        const found = secret ? await sessions.member(secret) : null;
        if (!found) throw unauthorized(STAFF_SIGN_IN_REQUIRED);
        request.staff = found.member;
        request.mustSetUpTwoFactor = found.mustSetUpTwoFactor;
        if (found.mustSetUpTwoFactor && !request.routeOptions.config.beforeTwoFactor) {
          throw forbidden(TWO_FACTOR_FIRST);
        }
      },
      requireOwner: async (request: FastifyRequest) => {
        if (signedInStaff(request).role !== 'owner') throw forbidden(OWNER_ONLY);
      },
      refuseForeignOrigin: async (request: FastifyRequest) => {
        if (!SAFE_METHODS.has(request.method) && !fromThisStore(request, publicOrigin)) {
          throw forbidden(FOREIGN_ORIGIN);
        }
      },
      setSession: (reply: FastifyReply, secret: string) => {
        reply.setCookie(ADMIN_COOKIE, secret, {
          path: COOKIE_PATH,
          httpOnly: true,
          sameSite: 'strict',
          secure,
          maxAge: SESSION_MAX_AGE_MS / 1000,
        });
      },
      clearSession: (reply: FastifyReply) => {
        reply.clearCookie(ADMIN_COOKIE, { path: COOKIE_PATH, httpOnly: true, sameSite: 'strict', secure });
      },
      sessionSecret,
    });
  },
  { name: 'admin-auth' },
);
