import cluster from 'node:cluster';
import path from 'node:path';
import { Redis } from 'ioredis';
import { buildApp } from './app';
import { runPrimary } from './cluster';
import { type AppConfig, loadConfig } from './config/env';
import { REDIS_CLIENT_OPTIONS } from './config/redis';
import { openDatabase } from './db/client';
import { prepareDatabase } from './db/prepare-database';
import { ensureCatalogImages } from './db/seed/catalog-images';
import { createGateway } from './modules/payments/create-gateway';
import { expireStalePayments } from './modules/payments/expire-stale-payments';
import { loadOrCreateJwtSecret } from './modules/users/jwt-secret-repo';

/** issue 5: how often pending card orders past their 30 minutes are looked for. */
const EXPIRY_SWEEP_MS = 60_000;

async function main(config: AppConfig) {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  const { seeded } = await prepareDatabase(database);
  const uploadsDir = path.join(config.dataDir, 'uploads');
  await ensureCatalogImages(uploadsDir);
  const redis = config.redisUrl ? new Redis(config.redisUrl, REDIS_CLIENT_OPTIONS) : undefined;

  const gateway = createGateway(database.db, config.stripe, config.publicUrl);
  const app = await buildApp({
    database,
    jwtSecret: config.jwtSecret ?? (await loadOrCreateJwtSecret(database.db)),
    store: config.store,
    uploadsDir,
    webDistDir: config.webDistDir,
    redis,
    rateLimits: config.rateLimits,
    logger: { level: config.logLevel },
    gateway,
  });

  // Unref'd: the sweep never keeps the process alive; each run is independent, and a failed one is retried.
  const expirySweep = setInterval(() => {
    expireStalePayments(database.db, gateway, new Date(), (err, orderId) =>
      app.log.warn({ err, orderId }, 'could not expire a pending card payment'),
    ).catch((err: unknown) => app.log.error({ err }, 'the payment expiry sweep failed'));
  }, EXPIRY_SWEEP_MS);
  expirySweep.unref();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    clearInterval(expirySweep);
    await app.close();
    redis?.disconnect();
    await database.close();
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

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: database.kind, seeded, payments: gateway.kind },
    `${config.store.name} is open at http://localhost:${config.port}`,
  );
}

function fail(error: unknown): never {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

function start() {
  const config = loadConfig();
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
