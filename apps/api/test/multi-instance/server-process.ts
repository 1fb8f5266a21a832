import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { REPO_ROOT, SERVER_ARGS, SERVER_ENV } from '../../../../scripts/build/builds.mjs';

const HEALTH_POLL_MS = 100;
/** Start-up migrates, seeds when empty and writes images: slow on a busy machine, never this slow. */
const START_LIMIT_MS = 60_000;

/**
 * The real server as its own process, the way it runs in production: the compiled `apps/api/dist/server.js`
 * that `npm start` runs (the api project's global setup builds it when its sources changed).
 */
export interface ServerProcess {
  baseUrl: string;
  /** Ends it at once, with no chance to finish requests or close connections. */
  kill(): Promise<void>;
  /** Asks it to stop (SIGTERM) and resolves with how it exited. */
  terminate(): Promise<Exit>;
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + START_LIMIT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output()}`);
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await sleep(HEALTH_POLL_MS);
  }
  throw new Error(`the server did not become healthy:\n${output()}`);
}

export async function startServerProcess(env: {
  /** '' for embedded PGlite in `dataDir`. */
  databaseUrl: string;
  dataDir: string;
  jwtSecret: string;
}): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [...SERVER_ARGS], {
    cwd: REPO_ROOT,
    env: {
      ...SERVER_ENV,
      ...process.env,
      DATABASE_URL: env.databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: env.dataDir,
      WEB_DIST_DIR: path.join(env.dataDir, 'no-web-build'),
      JWT_SECRET: env.jwtSecret,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_IP: '100000',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<Exit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );

  const baseUrl = `http://127.0.0.1:${port}`;
  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exited;
    }
  };
  const terminate = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    return exited;
  };
  try {
    await waitForHealth(baseUrl, child, () => output);
  } catch (error) {
    await kill();
    throw error;
  }
  return { baseUrl, kill, terminate };
}
