import { chmod, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ensureDebianPackage } from './apt.mjs';
import { freePort, waitUntilUp } from './ports.mjs';
import { startProcess } from './processes.mjs';

const NGINX = '/usr/sbin/nginx';

/**
 * Serves one body at `urlPath` as the store does (its Content-Type, Content-Encoding gzip) from a generated
 * config in `dir`, nginx's own gzip_static way: the gzip bytes sit beside the file as `.gz`. With
 * `identityBytes`, a client that does not accept gzip gets those; without, every client gets the gzip
 * bytes. `workerProcesses` (default `auto`) and `cpu` (started under `taskset -c`) shape what it may use.
 * nginx-light is installed from Debian when missing. Stopped when the bench ends; `pid` leads its group.
 */
export async function startNginxServingGzip({
  dir,
  urlPath,
  gzipBytes,
  identityBytes,
  contentType,
  workerProcesses = 'auto',
  cpu,
}) {
  ensureDebianPackage(NGINX, 'nginx-light');
  const port = await freePort();
  const file = path.join(dir, 'body');
  await writeFile(`${file}.gz`, gzipBytes);
  if (identityBytes) await writeFile(file, identityBytes);
  await mkdir(path.join(dir, 'tmp'), { recursive: true });
  // nginx's workers run as "nobody" under root: they must be able to read the files and write temp files.
  await chmod(dir, 0o755);
  await chmod(`${file}.gz`, 0o644);
  if (identityBytes) await chmod(file, 0o644);
  await chmod(path.join(dir, 'tmp'), 0o777);
  const tmp = path.join(dir, 'tmp');
  const config = `worker_processes ${workerProcesses};
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
      gzip_static ${identityBytes ? 'on' : 'always'};
      gzip_vary on;
      alias ${file};
    }
  }
}
`;
  const configFile = path.join(dir, 'nginx.conf');
  await writeFile(configFile, config);
  const nginxArgs = ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', configFile];
  const [command, args] =
    cpu === undefined ? [NGINX, nginxArgs] : ['taskset', ['-c', String(cpu), NGINX, ...nginxArgs]];
  const nginx = startProcess(command, args, {});
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(`${url}${urlPath}`, { hasExited: nginx.hasExited, name: 'nginx', timeoutMs: 15_000 });
  return { url, pid: nginx.child.pid, stop: nginx.stop };
}
