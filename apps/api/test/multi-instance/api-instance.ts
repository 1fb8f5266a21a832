import path from 'node:path';
import { DEFAULT_STORE_CONTACT } from '@souq/shared/config/store';
import { type App, buildApp } from '../../src/app';
import { type Database, openDatabase } from '../../src/db/client';
import { type ScratchStore, SHARED_JWT_SECRET } from './scratch-store';

/** One api process's worth of app: its own connection pool, listening on a real port. */
export interface ApiInstance {
  app: App;
  database: Database;
  /** http://127.0.0.1:<port>, no trailing slash. */
  baseUrl: string;
  close(): Promise<void>;
}

const ROOMY_LIMITS = { perIp: 100_000, perIdentifier: 100_000, windowMs: 60_000 };

/**
 * Starts an instance on `store`, reaching its database through `databaseUrl` (a proxy, say) when given, and
 * sending e-mail through `smtpUrl` when given.
 */
export async function startApiInstance(
  store: ScratchStore,
  databaseUrl = store.url,
  smtpUrl: string | null = null,
): Promise<ApiInstance> {
  const database = await openDatabase({ databaseUrl });
  const app = await buildApp({
    database,
    jwtSecret: SHARED_JWT_SECRET,
    store: DEFAULT_STORE_CONTACT,
    uploadsDir: store.dataDir,
    webDistDir: path.join(store.dataDir, 'no-web-build'),
    rateLimits: ROOMY_LIMITS,
    mail: { smtpUrl, from: 'Little Souq <orders@littlesouq.test>' },
  });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    app,
    database,
    baseUrl: address,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
