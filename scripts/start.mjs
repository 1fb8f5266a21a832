// `npm start`: builds what is missing or older than its sources (the storefront and the back office, unless
// WEB_DIST_DIR or ADMIN_DIST_DIR names another build, and the api), then runs the compiled store on one port.
import { spawn } from 'node:child_process';
import { buildStale, REPO_ROOT, SERVER_ARGS, SERVER_ENV } from './build/builds.mjs';

try {
  await buildStale([
    ...(process.env.WEB_DIST_DIR ? [] : ['web']),
    ...(process.env.ADMIN_DIST_DIR ? [] : ['admin']),
    'api',
  ]);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const server = spawn(process.execPath, SERVER_ARGS, {
  cwd: REPO_ROOT,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...SERVER_ENV, ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
