import { buildStale, SERVER_ARGS, SERVER_ENV } from '../../scripts/build/builds.mjs';
import { freePort, waitUntilUp } from './ports.mjs';
import { startProcess } from './processes.mjs';
import { REPO_ROOT, tempDir } from './repo.mjs';

/**
 * Starts the real store (the compiled `apps/api/dist/server.js` that `npm start` runs, with its arguments
 * and environment, rebuilt first when its sources changed) on a PostgreSQL database, on a free port, and
 * waits until /api/health answers.
 * WEB_CONCURRENCY, WEB_DIST_DIR and REDIS_URL pass through from the bench's environment. With `cpu`, it
 * starts under `taskset -c` (its threads and workers inherit the core). Stopped when the bench ends. `pid`
 * leads its process group (the cluster's primary with WEB_CONCURRENCY > 1).
 */
export async function startStore({ databaseUrl, name = 'store', env = {}, cpu }) {
  // A storefront given by WEB_DIST_DIR is served as it is; the default one is rebuilt when stale.
  await buildStale(env.WEB_DIST_DIR || process.env.WEB_DIST_DIR ? ['api'] : ['web', 'api']);
  const port = await freePort();
  const dataDir = await tempDir(name);
  const url = `http://127.0.0.1:${port}`;
  // e.g. BENCH_STORE_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' to profile the store under load.
  const nodeArgs = process.env.BENCH_STORE_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const storeArgs = [...nodeArgs, ...SERVER_ARGS];
  const [command, args] =
    cpu === undefined
      ? [process.execPath, storeArgs]
      : ['taskset', ['-c', String(cpu), process.execPath, ...storeArgs]];
  const store = startProcess(command, args, {
    cwd: REPO_ROOT,
    env: {
      ...SERVER_ENV,
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
  return { url, port, pid: store.child.pid, stop: store.stop };
}
