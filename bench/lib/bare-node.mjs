import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { freePort, waitUntilUp } from './ports.mjs';
import { startProcess } from './processes.mjs';

/** Headers Node writes itself on every answer; the rest are the store's own. */
const NODE_OWN = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

/**
 * The least any Node server can do for one answer: a bare `node:http` server, no framework, sending the
 * store's gzip bytes with the store's exact response headers, each request answered in one `writeHead` and
 * one `end`. Beside nginx it shows how much of the distance is Node's own HTTP and the kernel, which no
 * change to the store can remove. Started under `taskset -c cpu`; `pid` leads its group.
 */
export async function startBareNode({ dir, urlPath, gzipBytes, headers, cpu }) {
  const port = await freePort();
  const bodyFile = path.join(dir, 'body.gz');
  await writeFile(bodyFile, gzipBytes);
  const sent = Object.fromEntries(Object.entries(headers).filter(([name]) => !NODE_OWN.has(name)));
  const script = `
const http = require('node:http');
const body = require('node:fs').readFileSync(${JSON.stringify(bodyFile)});
const headers = { ...${JSON.stringify(sent)}, 'content-length': body.length };
http.createServer((req, res) => {
  if (req.url !== ${JSON.stringify(urlPath)}) { res.statusCode = 404; res.end(); return; }
  res.writeHead(200, headers);
  res.end(body);
}).listen(${port}, '127.0.0.1');
`;
  const node = startProcess('taskset', ['-c', String(cpu), process.execPath, '-e', script], {});
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(`${url}${urlPath}`, { hasExited: node.hasExited, name: 'bare node', timeoutMs: 15_000 });
  return { url, pid: node.child.pid, stop: node.stop };
}
