import path from 'node:path';
import { DEFAULT_SELLER, DEFAULT_STORE_CONTACT, type StoreContact } from '@souq/shared/config/store';
import { staffPasswordSchema } from '@souq/shared/schemas/admin-staff';
import { emailSchema } from '@souq/shared/schemas/email';
import { type SellerIdentity, sellerIdentitySchema } from '@souq/shared/schemas/tax-documents';
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
  /** Uploaded pictures in an S3-compatible bucket when S3_BUCKET is set (docs/decisions/016-uploaded-pictures.md). */
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().optional(),
  S3_ENDPOINT: z
    .union([z.literal(''), z.url({ protocol: /^https?$/, error: 'S3_ENDPOINT must be an http(s) URL.' })])
    .optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['', 'true', 'false'], 'S3_FORCE_PATH_STYLE must be true or false.').optional(),
  /** E-mail goes out through this SMTP server; without it, messages wait in the outbox (docs/product/e-mail.md). */
  SMTP_URL: z
    .union([
      z.literal(''),
      z.url({ protocol: /^smtps?$/, error: 'SMTP_URL must be smtp://user:pass@host:port or smtps://….' }),
    ])
    .optional(),
  /** The sender of every e-mail, e.g. `Little Souq <orders@littlesouq.ae>`. */
  MAIL_FROM: z.string().optional(),
  /** The seller's legal identity until the owner saves it in the back office (docs/product/vat-and-invoices.md). */
  SELLER_LEGAL_NAME: z.string().optional(),
  SELLER_TRADING_NAME: z.string().optional(),
  SELLER_ADDRESS: z.string().optional(),
  SELLER_TRADE_LICENCE: z.string().optional(),
  SELLER_LICENCE_AUTHORITY: z.string().optional(),
  SELLER_TRN: z.string().optional(),
  SELLER_VAT_REGISTERED: z
    .enum(['', 'true', 'false'], 'SELLER_VAT_REGISTERED must be true or false.')
    .optional(),
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
  /** Null unless S3_BUCKET is set (then uploaded pictures go to that bucket). */
  s3: S3Config | null;
  /** How e-mail leaves the store: through `smtpUrl` when set, else it waits in the outbox. */
  mail: MailConfig;
  /** The seller's identity until the owner saves one in the back office. */
  seller: SellerIdentity;
}

export interface MailConfig {
  smtpUrl: string | null;
  /** The sender, e.g. `Little Souq <support@littlesouq.ae>`. */
  from: string;
}

export interface S3Config {
  bucket: string;
  region: string;
  /** An S3-compatible service's address; null for AWS itself. */
  endpoint: string | null;
  /** Null: the AWS SDK's own credential chain (AWS_* variables, an instance's role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  /** Addresses as endpoint/bucket/key rather than bucket.endpoint/key, as most S3-compatible services want. */
  forcePathStyle: boolean;
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
  const s3 = s3Config(e);
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
    s3,
    mail: {
      smtpUrl: e.SMTP_URL || null,
      from: e.MAIL_FROM || `${DEFAULT_STORE_CONTACT.name} <${e.STORE_EMAIL || DEFAULT_STORE_CONTACT.email}>`,
    },
    seller: sellerDefaults(e),
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

/** SELLER_* over the demo's identity; a wrong one (a TRN of 14 digits) stops the start with what is wrong. */
function sellerDefaults(e: z.infer<typeof envSchema>): SellerIdentity {
  const parsed = sellerIdentitySchema.safeParse({
    legalName: e.SELLER_LEGAL_NAME || DEFAULT_SELLER.legalName,
    tradingName: e.SELLER_TRADING_NAME || DEFAULT_SELLER.tradingName,
    // A shell setting cannot hold a line break easily: `\n` in SELLER_ADDRESS starts a new line.
    address: (e.SELLER_ADDRESS || DEFAULT_SELLER.address).replaceAll('\\n', '\n'),
    tradeLicence: e.SELLER_TRADE_LICENCE || DEFAULT_SELLER.tradeLicence,
    licenceAuthority: e.SELLER_LICENCE_AUTHORITY || DEFAULT_SELLER.licenceAuthority,
    vatRegistered: e.SELLER_VAT_REGISTERED
      ? e.SELLER_VAT_REGISTERED === 'true'
      : DEFAULT_SELLER.vatRegistered,
    trn: e.SELLER_TRN ?? DEFAULT_SELLER.trn,
    supportEmail: e.STORE_EMAIL || DEFAULT_SELLER.supportEmail,
    supportPhone: e.STORE_PHONE || DEFAULT_SELLER.supportPhone,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid environment: SELLER_* ${issue?.path.join('.')}: ${issue?.message}`);
  }
  return parsed.data;
}

/** The region when none is given: what AWS's own SDKs assume, and what most S3-compatible services accept. */
const DEFAULT_S3_REGION = 'us-east-1';

/**
 * S3_* settings without a bucket would silently leave pictures on this instance's disk or in the database, and
 * one key without the other would sign with the wrong credentials: both stop the start with what to set.
 */
function s3Config(e: z.infer<typeof envSchema>): S3Config | null {
  const others = [
    e.S3_REGION,
    e.S3_ENDPOINT,
    e.S3_ACCESS_KEY_ID,
    e.S3_SECRET_ACCESS_KEY,
    e.S3_FORCE_PATH_STYLE,
  ];
  if (!e.S3_BUCKET) {
    if (others.some(Boolean)) {
      throw new Error('Invalid environment: S3_* settings need S3_BUCKET; set it, or none of them.');
    }
    return null;
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new Error('Invalid environment: set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither.');
  }
  return {
    bucket: e.S3_BUCKET,
    region: e.S3_REGION || DEFAULT_S3_REGION,
    endpoint: e.S3_ENDPOINT || null,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : null,
    forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
  };
}
