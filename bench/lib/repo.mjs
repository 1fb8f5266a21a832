import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { onCleanup } from './cleanup.mjs';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

/** Loads a package the way the api does (from apps/api), so the bench needs no copy of it. */
export const requireFromApi = createRequire(path.join(REPO_ROOT, 'apps/api/package.json'));

/** A temporary folder removed when the bench ends. */
export async function tempDir(prefix) {
  const dir = await mkdtemp(path.join(tmpdir(), `souq-bench-${prefix}-`));
  onCleanup(() => rm(dir, { recursive: true, force: true }));
  return dir;
}
