import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createScratchDatabase, type ScratchDatabase } from '../../apps/api/test/scratch-database';
import { REPO_ROOT, SERVER_ARGS, SERVER_ENV } from '../../scripts/build/builds.mjs';

export interface StoreServer {
  /** Everything the store wrote to standard output so far (its log lines). */
  output(): string;
  stop(): Promise<void>;
}

/**
 * The real store as `npm start` runs it (the compiled api, serving the built storefront and back office) on
 * `port`, with a database of its own: embedded PGlite in a temporary folder, or a fresh database on the server
 * named by TEST_DATABASE_URL. Resolves once it answers its health check, within `startupMs` (a second store
 * started while the suite's is busy takes longer); `stop` ends it and drops its data.
 */
export async function startStore(
  port: number | string,
  env: Record<string, string> = {},
  { startupMs = 60_000 }: { startupMs?: number } = {},
): Promise<StoreServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'souq-e2e-'));
  const serverUrl = process.env.TEST_DATABASE_URL;
  const scratch: ScratchDatabase | undefined = serverUrl
    ? await createScratchDatabase(serverUrl, 'souq_e2e')
    : undefined;
  let output = '';
  const server = spawn(process.execPath, [...SERVER_ARGS], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...SERVER_ENV,
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Every test signs in from 127.0.0.1; the per-IP budget is meant for one person, not a whole suite.
      RATE_LIMIT_PER_IP: '1000',
      // An empty DATABASE_URL means embedded PGlite, whatever the calling shell has set.
      DATABASE_URL: scratch?.url ?? '',
      ...env,
    },
  });
  server.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    process.stdout.write(chunk);
  });
  await waitForHealth(`http://127.0.0.1:${port}/api/health`, server, startupMs);
  return {
    output: () => output,
    stop: async () => {
      await stop(server);
      await scratch?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function waitForHealth(url: string, server: ChildProcess, startupMs: number): Promise<void> {
  const deadline = Date.now() + startupMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`The store exited with code ${server.exitCode} while starting`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill('SIGKILL');
  throw new Error(`The store did not become healthy at ${url} within ${startupMs / 1000} s`);
}

function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killTimer = setTimeout(() => server.kill('SIGKILL'), 10_000);
    server.once('exit', () => {
      clearTimeout(killTimer);
      resolve();
    });
    server.kill('SIGTERM');
  });
}
