import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Makes sure `binary` exists, installing the Debian package that provides it with apt when the machine
 * lacks it (through sudo unless the bench runs as root).
 */
export function ensureDebianPackage(binary, debianPackage) {
  if (existsSync(binary)) return;
  console.log(`${binary} is missing: installing ${debianPackage} with apt...`);
  const root = process.getuid?.() === 0;
  const [command, args] = root ? ['apt-get', []] : ['sudo', ['apt-get']];
  for (const step of [['update'], ['install', '-y', '--no-install-recommends', debianPackage]]) {
    const result = spawnSync(command, [...args, ...step], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) throw new Error(`apt-get ${step.join(' ')} failed`);
  }
  if (!existsSync(binary)) throw new Error(`${debianPackage} was installed but ${binary} is missing`);
}
