import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

const LOCK_FILE = 'store.pid';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite keeps no lock of its own, and two processes writing one data folder corrupt it. The store takes
 * a pid file before opening the folder and refuses to start while another live process holds it.
 */
export async function lockDataFolder(dir: string): Promise<() => Promise<void>> {
  const file = path.join(dir, LOCK_FILE);
  try {
    await writeFile(file, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = Number(await readFile(file, 'utf8').catch(() => ''));
    if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isRunning(holder)) {
      throw new Error(
        `Another store process (pid ${holder}) is using the database in ${dir}. Stop it, or set DATA_DIR to another folder.`,
      );
    }
    // A lock left by a process that died: take it over.
    await writeFile(file, String(process.pid));
  }
  return () => rm(file, { force: true });
}
