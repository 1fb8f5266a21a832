import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { bundleApi } from './api-bundle.mjs';
import { sourceHash } from './source-hash.mjs';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
/** The compiled server that `npm start`, the browser tests and the benches run. */
const SERVER_ENTRY = path.join(REPO_ROOT, 'apps/api/dist/server.js');
/**
 * Node's arguments for it: a young generation of 2 x 4 MB rather than 2 x 16 MB, which a busy store
 * otherwise keeps resident, and an old generation collected once it has grown by half rather than up to
 * four times what survived the last collection (docs/decisions/013-compiled-start-and-memory.md).
 */
export const SERVER_ARGS = ['--max-semi-space-size=4', '--heap-growing-percent=50', SERVER_ENTRY];
/**
 * Its environment's defaults (the caller's own settings win): glibc's malloc keeps up to eight arenas a core
 * for the threads that compress, hash passwords and talk to the database, each holding on to what it freed;
 * two keep a busy store's memory about a tenth lower at no cost in orders (docs/decisions/013-compiled-start-and-memory.md).
 */
export const SERVER_ENV = { MALLOC_ARENA_MAX: '2' };
/** Where each build's source hash is kept: dropped with node_modules, never served with the storefront. */
const STAMP_DIR = path.join(REPO_ROOT, 'node_modules/.cache/souq-build');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/**
 * A workspace's own `npm run build` (the Vite apps). Without the caller's NODE_ENV: Vite builds for whatever
 * it names, and a test runner's `test` (Vitest sets it) made a development build of React, half as big again
 * and too slow for the browser tests.
 */
async function buildWorkspace(workspace, label) {
  const { NODE_ENV: _callers, ...env } = process.env;
  const run = spawnSync(npm, ['run', 'build', '-w', workspace], { cwd: REPO_ROOT, stdio: 'inherit', env });
  if (run.status !== 0) throw new Error(`${label} build failed (exit ${run.status ?? run.signal})`);
}

/** What each build is made from, what it writes, and how. Each depends on the lockfile's packages. */
const TARGETS = {
  web: {
    label: 'the storefront',
    sources: ['apps/web', 'packages/shared', 'package-lock.json'],
    output: path.join(REPO_ROOT, 'apps/web/dist/index.html'),
    build: () => buildWorkspace('@souq/web', 'the storefront'),
  },
  admin: {
    label: 'the back office',
    sources: ['apps/admin', 'packages/shared', 'package-lock.json'],
    output: path.join(REPO_ROOT, 'apps/admin/dist/index.html'),
    build: () => buildWorkspace('@souq/admin', 'the back office'),
  },
  api: {
    label: 'the api',
    sources: [
      'apps/api/src',
      'apps/api/package.json',
      'packages/shared',
      'package-lock.json',
      'scripts/build',
    ],
    output: SERVER_ENTRY,
    build: () => bundleApi(REPO_ROOT, path.dirname(SERVER_ENTRY)),
  },
};

const stampPath = (name) => path.join(STAMP_DIR, `${name}.hash`);

async function build(name, hash) {
  const target = TARGETS[name];
  // Dropped first: a build that fails or is cut off part-way must not pass for the sources' build.
  await rm(stampPath(name), { force: true });
  await target.build();
  await mkdir(STAMP_DIR, { recursive: true });
  await writeFile(stampPath(name), hash);
}

/** True when `name`'s build exists and was made from the sources as they are now. */
async function isFresh(name, hash) {
  if (!existsSync(TARGETS[name].output)) return false;
  const built = await readFile(stampPath(name), 'utf8').catch(() => null);
  return built === hash;
}

/**
 * Builds each of `names` ('web', 'admin', 'api') whose sources changed since its last build, or that was never
 * built: after a pull, the next start serves the new code. `log` hears what is rebuilt and why.
 */
export async function buildStale(names, log = (message) => console.log(message)) {
  for (const name of names) {
    const hash = await sourceHash(REPO_ROOT, TARGETS[name].sources);
    if (await isFresh(name, hash)) continue;
    const had = existsSync(TARGETS[name].output);
    log(
      `${had ? 'Sources changed since the last build' : 'No build yet'}: building ${TARGETS[name].label}...`,
    );
    await build(name, hash);
  }
}

/** Builds each of `names`, stale or not. */
export async function buildAll(names) {
  for (const name of names) await build(name, await sourceHash(REPO_ROOT, TARGETS[name].sources));
}
