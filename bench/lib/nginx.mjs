import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { freePort, waitUntilUp } from './ports.mjs';
import { startProcess } from './processes.mjs';

const NGINX = '/usr/sbin/nginx';

/** issue 6: the reference server; installed from Debian (nginx-light) when the machine lacks it. */
function ensureNginx() {
  if (existsSync(NGINX)) return;
  console.log('nginx is missing: installing nginx-light with apt...');
  const root = process.getuid?.() === 0;
  const [command, args] = root ? ['apt-get', []] : ['sudo', ['apt-get']];
  for (const step of [['update'], ['install', '-y', '--no-install-recommends', 'nginx-light']]) {
    const result = spawnSync(command, [...args, ...step], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) throw new Error(`apt-get ${step.join(' ')} failed`);
  }
  if (!existsSync(NGINX)) throw new Error(`nginx-light was installed but ${NGINX} is missing`);
}

/**
 * Serves one file of gzip bytes at `urlPath` as the store does (Content-Type application/json,
 * Content-Encoding gzip) from a generated config in `dir`. Stopped when the bench ends.
 */
export async function startNginxServingGzip({ dir, urlPath, gzipBytes, contentType }) {
  ensureNginx();
  const port = await freePort();
  const file = path.join(dir, 'body.gz');
  await writeFile(file, gzipBytes);
  await mkdir(path.join(dir, 'tmp'), { recursive: true });
  // nginx's workers run as "nobody" under root: they must be able to read the file and write temp files.
  await chmod(dir, 0o755);
  await chmod(file, 0o644);
  await chmod(path.join(dir, 'tmp'), 0o777);
  const tmp = path.join(dir, 'tmp');
  const config = `worker_processes auto;
daemon off;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 4096; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  tcp_nodelay on;
  keepalive_requests 1000000;
  client_body_temp_path ${tmp}/body;
  proxy_temp_path ${tmp}/proxy;
  fastcgi_temp_path ${tmp}/fastcgi;
  uwsgi_temp_path ${tmp}/uwsgi;
  scgi_temp_path ${tmp}/scgi;
  server {
    listen 127.0.0.1:${port};
    location = ${urlPath} {
      types { }
      default_type "${contentType}";
      add_header Content-Encoding gzip;
      alias ${file};
    }
  }
}
`;
  const configFile = path.join(dir, 'nginx.conf');
  await writeFile(configFile, config);
  const nginx = startProcess(NGINX, ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', configFile], {});
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(`${url}${urlPath}`, { hasExited: nginx.hasExited, name: 'nginx', timeoutMs: 15_000 });
  return { url, stop: nginx.stop };
}
