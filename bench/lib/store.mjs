import { freePort, waitUntilUp } from './ports.mjs';
import { startProcess } from './processes.mjs';
import { REPO_ROOT, tempDir } from './repo.mjs';

/**
 * Starts the real store (`apps/api/src/server.ts`, as `npm start` does) on a PostgreSQL database, on a free
 * port, and waits until /api/health answers. WEB_CONCURRENCY, WEB_DIST_DIR and REDIS_URL pass through from
 * the bench's environment. Stopped when the bench ends.
 */
export async function startStore({ databaseUrl, name = 'store', env = {} }) {
  const port = await freePort();
  const dataDir = await tempDir(name);
  const url = `http://127.0.0.1:${port}`;
  // e.g. BENCH_STORE_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' to profile the store under load.
  const nodeArgs = process.env.BENCH_STORE_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const store = startProcess(process.execPath, [...nodeArgs, '--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  await waitUntilUp(`${url}/api/health`, { hasExited: store.hasExited, name });
  return { url, port, stop: store.stop };
}
