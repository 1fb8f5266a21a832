import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_STORE_CONTACT } from '@souq/shared/config/store';
import type { RegisterRequest } from '@souq/shared/schemas/user';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll } from 'vitest';
import { type App, buildApp } from '../src/app';
import type { Database } from '../src/db/client';
import { prepareDatabase } from '../src/db/prepare-database';
import { ensureCatalogImages } from '../src/db/seed/catalog-images';
import type { PictureStore } from '../src/modules/uploads/picture-store';
import type { AuthRateLimits } from '../src/plugins/rate-limits';
import { openTestDatabase } from './test-database';

export interface TestApp {
  app: App;
  database: Database;
  uploadsDir: string;
  close(): Promise<void>;
}

/** Limits high enough that a test file's own sign-ups never hit them. */
const ROOMY_LIMITS: AuthRateLimits = { perIp: 10_000, perIdentifier: 10_000, windowMs: 60_000 };

/** The real app on a fresh, migrated and seeded database of its own. */
export async function createTestApp(
  options: {
    rateLimits?: AuthRateLimits;
    webDistDir?: string;
    adminDistDir?: string;
    redis?: Redis;
    /** Where uploaded pictures go; by default what the app chooses for its database. */
    pictures?: PictureStore;
    /** E-mail through this SMTP server (a test's `startSmtpCapture`); by default it waits in the outbox. */
    smtpUrl?: () => string;
  } = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  await prepareDatabase(database);
  const uploadsDir = await mkdtemp(path.join(tmpdir(), 'souq-uploads-'));
  await ensureCatalogImages(uploadsDir);
  const app = await buildApp({
    database,
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
    store: DEFAULT_STORE_CONTACT,
    uploadsDir,
    webDistDir: options.webDistDir ?? path.join(uploadsDir, 'no-web-build'),
    adminDistDir: options.adminDistDir,
    rateLimits: options.rateLimits ?? ROOMY_LIMITS,
    redis: options.redis,
    pictures: options.pictures,
    mail: { smtpUrl: options.smtpUrl?.() ?? null, from: 'Little Souq <orders@littlesouq.test>' },
  });
  return {
    app,
    database,
    uploadsDir,
    close: async () => {
      await app.close();
      await database.close();
      await rm(uploadsDir, { recursive: true, force: true });
    },
  };
}

/**
 * The test file's app: created before its tests (a fresh database of its own) and closed after them. Call it
 * at the top of the file; the handle reads the app once `beforeAll` has made it.
 */
export function useTestApp(options: Parameters<typeof createTestApp>[0] = {}): TestApp {
  let current: TestApp | null = null;
  beforeAll(async () => {
    current = await createTestApp(options);
  });
  afterAll(() => current?.close());
  const live = (): TestApp => {
    if (current === null) throw new Error('the test app is used before beforeAll made it');
    return current;
  };
  return {
    get app() {
      return live().app;
    },
    get database() {
      return live().database;
    },
    get uploadsDir() {
      return live().uploadsDir;
    },
    close: () => live().close(),
  };
}

let counter = 0;

/** A valid sign-up whose email and UAE mobile number no other test in the file uses. */
export function newShopper(overrides: Partial<RegisterRequest> = {}): RegisterRequest {
  counter += 1;
  const unique = String(counter).padStart(7, '0');
  return {
    name: 'Aisha Test',
    email: `shopper${unique}@example.com`,
    password: 'correct horse battery',
    phone: `+97150${unique}`,
    ...overrides,
  };
}
