import cluster from 'node:cluster';
import path from 'node:path';
import { Redis } from 'ioredis';
import { buildApp } from './app';
import { runPrimary } from './cluster';
import { type AppConfig, loadConfig } from './config/env';
import { logOutput } from './config/log-output';
import { REDIS_CLIENT_OPTIONS } from './config/redis';
import { openDatabase } from './db/client';
import {
  CREATE_PGLITE_ARG,
  createPgliteApart,
  isNewPgliteDir,
  reportCreated,
} from './db/create-pglite-apart';
import { prepareDatabase } from './db/prepare-database';
import { ensureCatalogImages } from './db/seed/catalog-images';
import { ensureFirstOwner } from './modules/admin/staff/first-owner';
import { startPaymentExpirySweep } from './modules/orders/payment-expiry-sweep';
import { createGateway } from './modules/payments/create-gateway';
import { publishSellerDefaults } from './modules/tax-documents/seller-settings';
import { createPictureStore } from './modules/uploads/create-picture-store';
import { createJwtSecretRepo } from './modules/users/jwt-secret-repo';

/** How long a shutdown waits for requests under way before it cuts their connections. */
const DRAIN_LIMIT_MS = 10_000;
const DATABASE_NAMES = { pglite: 'embedded PGlite', postgres: 'PostgreSQL' } as const;
const PAYMENT_NAMES = { demo: 'demo card payments', stripe: 'Stripe card payments' } as const;
const PICTURE_STORE_NAMES = {
  disk: 'pictures on disk',
  database: 'pictures in the database',
  s3: 'pictures in S3',
} as const;

async function main(config: AppConfig) {
  const pgliteDir = path.join(config.dataDir, 'pglite');
  const created = !config.databaseUrl && isNewPgliteDir(pgliteDir) ? await createPgliteApart() : null;
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir });
  const seeded = (await prepareDatabase(database)).seeded || Boolean(created?.seeded);
  const uploadsDir = path.join(config.dataDir, 'uploads');
  await ensureCatalogImages(uploadsDir);
  const redis = config.redisUrl ? new Redis(config.redisUrl, REDIS_CLIENT_OPTIONS) : undefined;

  const gateway = createGateway(database.db, config.stripe, config.publicUrl);
  const pictures = createPictureStore({ s3: config.s3, database, uploadsDir });
  const app = await buildApp({
    database,
    jwtSecret: config.jwtSecret ?? (await createJwtSecretRepo(database.db).loadOrCreate()),
    store: config.store,
    uploadsDir,
    pictures,
    webDistDir: config.webDistDir,
    adminDistDir: config.adminDistDir,
    redis,
    rateLimits: config.rateLimits,
    logger: logOutput(config.logLevel),
    gateway,
    publicUrl: config.publicUrl,
    mail: config.mail,
  });
  // With workers, the first one alone makes the first owner and prints the setup link.
  // Before the first request: every instance, the webhook and the sweep read the seller from the database.
  await publishSellerDefaults(database.db, config.seller);
  const firstOwner =
    cluster.isPrimary || cluster.worker?.id === 1
      ? await ensureFirstOwner(database.db, config.ownerFromEnvironment, config.publicUrl)
      : null;

  const expirySweep = startPaymentExpirySweep(database.db, gateway, app.log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Fastify answers new requests with a 503 and closes idle keep-alive connections at once; the requests
    // under way finish first, unless they outlast the grace period.
    const drainLimit = setTimeout(() => app.server.closeAllConnections(), DRAIN_LIMIT_MS);
    drainLimit.unref();
    try {
      await app.close();
      await expirySweep.stop();
      redis?.disconnect();
      await database.close();
    } catch (err) {
      app.log.error({ err }, 'could not shut down cleanly');
      process.exit(1);
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  // ioredis reconnects by itself; say once that it is away rather than on every retry.
  let redisDown = false;
  redis?.on('error', (err: unknown) => {
    if (!redisDown)
      app.log.warn({ err }, 'Redis is unreachable: rate limits are not shared until it returns');
    redisDown = true;
  });
  redis?.on('ready', () => {
    redisDown = false;
  });

  // Fastify logs a line for every interface it listens on; the store names its one address itself.
  const level = app.log.level;
  app.log.level = 'warn';
  await app.listen({ port: config.port, host: config.host });
  app.log.level = level;
  if (seeded) app.log.info('Seeded the demo catalogue');
  if (firstOwner?.createdOwner) app.log.info(`Made the owner ${firstOwner.createdOwner} from ADMIN_EMAIL`);
  const setup = firstOwner?.setupUrl
    ? `; set up the back office (link valid 24 h): ${firstOwner.setupUrl}`
    : '';
  app.log.info(
    `${config.store.name} is open at http://localhost:${config.port} (${DATABASE_NAMES[database.kind]}, ${PAYMENT_NAMES[gateway.kind]}, ${PICTURE_STORE_NAMES[pictures.kind]}, ${app.mail.sending ? 'e-mail through SMTP' : 'e-mail kept in the outbox'})${setup}`,
  );
}

/** The child of createPgliteApart: a new embedded database, migrated and seeded, and its images. */
async function createEmbeddedDatabase(config: AppConfig) {
  const database = await openDatabase({ pgliteDir: path.join(config.dataDir, 'pglite') });
  const { seeded } = await prepareDatabase(database);
  await ensureCatalogImages(path.join(config.dataDir, 'uploads'));
  await database.close();
  reportCreated({ seeded });
}

function fail(error: unknown): never {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

function start() {
  const config = loadConfig();
  if (process.argv[2] === CREATE_PGLITE_ARG) return void createEmbeddedDatabase(config).catch(fail);
  if (cluster.isPrimary && config.workers > 1) {
    // PGlite lives inside one process; only a PostgreSQL server can be shared by workers.
    if (config.databaseUrl) return runPrimary(config.workers, (message) => console.log(message));
    console.warn('WEB_CONCURRENCY needs DATABASE_URL (PGlite is one process); starting one process.');
  }
  main(config).catch(fail);
}

try {
  start();
} catch (error) {
  fail(error);
}
