import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lockDataFolder } from './pglite-lock';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'souq-lock-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('lockDataFolder', () => {
  it('takes the folder and gives it back', async () => {
    const unlock = await lockDataFolder(dir);
    expect(await readFile(path.join(dir, 'store.pid'), 'utf8')).toBe(String(process.pid));
    await unlock();
    await expect(readFile(path.join(dir, 'store.pid'), 'utf8')).rejects.toThrow();
  });

  it('refuses a folder another live process holds', async () => {
    await writeFile(path.join(dir, 'store.pid'), String(process.ppid));
    await expect(lockDataFolder(dir)).rejects.toThrow(`Another store process (pid ${process.ppid})`);
  });

  it('takes over a lock left by a process that died', async () => {
    await writeFile(path.join(dir, 'store.pid'), '2147483646');
    const unlock = await lockDataFolder(dir);
    expect(await readFile(path.join(dir, 'store.pid'), 'utf8')).toBe(String(process.pid));
    await unlock();
  });
});
