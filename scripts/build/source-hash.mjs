import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** Folders never part of a build's sources, for a checkout without git. */
const NOT_SOURCES = new Set(['node_modules', 'dist', '.git']);

/**
 * The files under `paths` (relative to `root`) that git knows or would add: tracked or untracked, never
 * ignored (so no dist/, no node_modules/). Without git (an unpacked archive), every file but build output.
 */
async function sourceFiles(root, paths) {
  try {
    const out = execFileSync(
      'git',
      ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', ...paths],
      {
        cwd: root,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    );
    return [...new Set(out.split('\0').filter(Boolean))];
  } catch {
    const files = [];
    for (const entry of paths) await walk(root, entry, files);
    return files;
  }
}

async function walk(root, relative, files) {
  const entries = await readdir(path.join(root, relative), { withFileTypes: true }).catch(() => null);
  if (!entries) {
    files.push(relative);
    return;
  }
  for (const entry of entries) {
    if (NOT_SOURCES.has(entry.name)) continue;
    await walk(root, path.posix.join(relative, entry.name), files);
  }
}

/**
 * One hash over the names and contents of a build's sources as they are on disk now (edits not yet
 * committed included). Contents, not modification times: a checkout or pull sets every time to now.
 */
export async function sourceHash(root, paths) {
  const files = (await sourceFiles(root, paths)).sort();
  const hash = createHash('sha256');
  for (const file of files) {
    // A file git still lists but the work tree has deleted counts as absent.
    const content = await readFile(path.join(root, file)).catch(() => null);
    hash.update(`${file}\0${content?.length ?? -1}\0`);
    if (content) hash.update(content);
  }
  return hash.digest('hex');
}
