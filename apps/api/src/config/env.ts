import path from 'node:path';
import { DEFAULT_STORE_CONTACT, type StoreContact } from '@souq/shared/config/store';
import { staffPasswordSchema } from '@souq/shared/schemas/admin-staff';
import { emailSchema } from '@souq/shared/schemas/email';
import { z } from 'zod';
import { type AuthRateLimits, DEFAULT_AUTH_RATE_LIMITS } from '../plugins/rate-limits';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default(path.join(REPO_ROOT, 'data')),
  DATABASE_URL: z.string().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters.').optional(),
  REDIS_URL: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  STORE_PHONE: z.string().optional(),
  STORE_EMAIL: z.string().optional(),
  STORE_WHATSAPP: z.string().optional(),
  STORE_INSTAGRAM: z.string().optional(),
  STORE_FACEBOOK: z.string().optional(),
  STORE_SNAPCHAT: z.string().optional(),
  STORE_TIKTOK: z.string().optional(),
  /** Sign-in, sign-up and form posts one IP may make per 15 minutes. */
  RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).optional(),
  /** Another build of the storefront to serve (the default is apps/web/dist). */
  WEB_DIST_DIR: z.string().optional(),
  /** Another build of the back office to serve at /admin (the default is apps/admin/dist). */
  ADMIN_DIST_DIR: z.string().optional(),
  /** Stripe when both keys are set, else the built-in demo gateway. */
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Worker processes sharing the port (node:cluster); only with a PostgreSQL server. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  /** Where shoppers reach the store: the hosted checkout returns to `${PUBLIC_URL}/verify…`. */
  PUBLIC_URL: z.union([z.literal(''), z.url('PUBLIC_URL must be a URL.')]).optional(),
  /** The back office's first owner, made at start when no member of staff has this address. */
  ADMIN_EMAIL: z.union([z.literal(''), emailSchema]).optional(),
  ADMIN_PASSWORD: z.union([z.literal(''), staffPasswordSchema]).optional(),
});

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  redisUrl: string | undefined;
  logLevel: string;
  store: StoreContact;
  rateLimits: AuthRateLimits;
  /** The built storefront, served by the api when present. */
  webDistDir: string;
  /** The built back office, served at /admin when present. */
  adminDistDir: string;
  /** The store's own address, without a trailing slash. */
  publicUrl: string;
  /** Null unless both Stripe keys are set (then card payments go through Stripe). */
  stripe: StripeConfig | null;
  /** How many processes serve the port. */
  workers: number;
  /** ADMIN_EMAIL and ADMIN_PASSWORD, when both are set. */
  ownerFromEnvironment: { email: string; password: string } | null;
}

export interface StripeConfig {
  secretKey: string;
  publishableKey: string;
  /** Null when unset: every webhook is then refused as unsigned. */
  webhookSecret: string | null;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid environment: ${issue?.path.join('.')}: ${issue?.message}`);
  }
  const e = parsed.data;
  if (Boolean(e.ADMIN_EMAIL) !== Boolean(e.ADMIN_PASSWORD)) {
    throw new Error('Invalid environment: set both ADMIN_EMAIL and ADMIN_PASSWORD, or neither.');
  }
  const social = DEFAULT_STORE_CONTACT.social;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    jwtSecret: e.JWT_SECRET,
    redisUrl: e.REDIS_URL || undefined,
    logLevel: e.LOG_LEVEL,
    store: {
      name: DEFAULT_STORE_CONTACT.name,
      phone: e.STORE_PHONE ?? DEFAULT_STORE_CONTACT.phone,
      email: e.STORE_EMAIL ?? DEFAULT_STORE_CONTACT.email,
      whatsappNumber: (e.STORE_WHATSAPP ?? DEFAULT_STORE_CONTACT.whatsappNumber).replace(/\D/g, ''),
      social: {
        instagram: e.STORE_INSTAGRAM ?? social.instagram,
        facebook: e.STORE_FACEBOOK ?? social.facebook,
        snapchat: e.STORE_SNAPCHAT ?? social.snapchat,
        tiktok: e.STORE_TIKTOK ?? social.tiktok,
      },
    },
    rateLimits: { ...DEFAULT_AUTH_RATE_LIMITS, perIp: e.RATE_LIMIT_PER_IP ?? DEFAULT_AUTH_RATE_LIMITS.perIp },
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : path.join(REPO_ROOT, 'apps/web/dist'),
    adminDistDir: e.ADMIN_DIST_DIR ? path.resolve(e.ADMIN_DIST_DIR) : path.join(REPO_ROOT, 'apps/admin/dist'),
    workers: e.WEB_CONCURRENCY,
    ownerFromEnvironment:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : null,
    publicUrl: (e.PUBLIC_URL || `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            publishableKey: e.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET || null,
          }
        : null,
  };
}
