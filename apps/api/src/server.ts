import path from 'node:path';
import { Redis } from 'ioredis';
import { buildApp } from './app';
import { loadConfig } from './config/env';
import { openDatabase } from './db/client';
import { prepareDatabase } from './db/prepare-database';
import { ensureCatalogImages } from './db/seed/catalog-images';
import { loadOrCreateJwtSecret } from './modules/users/jwt-secret-repo';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  const { seeded } = await prepareDatabase(database);
  const uploadsDir = path.join(config.dataDir, 'uploads');
  await ensureCatalogImages(uploadsDir);
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1 })
    : undefined;

  const app = await buildApp({
    database,
    jwtSecret: config.jwtSecret ?? (await loadOrCreateJwtSecret(database.db)),
    store: config.store,
    uploadsDir,
    webDistDir: config.webDistDir,
    redis,
    rateLimits: config.rateLimits,
    logger: { level: config.logLevel },
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    redis?.disconnect();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: database.kind, seeded },
    `${config.store.name} is open at http://localhost:${config.port}`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
