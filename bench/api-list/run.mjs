// issue 6 bench/api-list: GET /api/product/list from the store against nginx serving the same gzip bytes.
import { runBench } from '../lib/cleanup.mjs';
import { getRaw, sha256 } from '../lib/http.mjs';
import { loadFigures, loadTest } from '../lib/load.mjs';
import { startNginxServingGzip } from '../lib/nginx.mjs';
import { tempDir } from '../lib/repo.mjs';
import { goal, heading, kb, printMachine, table } from '../lib/report.mjs';
import { scratchDatabase } from '../lib/scratch-db.mjs';
import { startStore } from '../lib/store.mjs';

const PATH = '/api/product/list';
const GZIP = { 'accept-encoding': 'gzip' };
const CONNECTIONS = 50;
const DURATION_S = 10;
const WARMUP_S = 2;
const GOAL_RATIO = 0.5;
const GOAL_P99_MS = 20;

async function measure(name, url) {
  await loadTest({ url: `${url}${PATH}`, headers: GZIP, connections: CONNECTIONS, duration: WARMUP_S });
  console.log(`${name}: ${CONNECTIONS} connections for ${DURATION_S} s...`);
  return loadTest({ url: `${url}${PATH}`, headers: GZIP, connections: CONNECTIONS, duration: DURATION_S });
}

async function main() {
  printMachine('bench/api-list: GET /api/product/list, the store against nginx serving its gzip bytes');
  const store = await startStore({ databaseUrl: await scratchDatabase('list'), name: 'store' });

  const first = await getRaw(`${store.url}${PATH}`, GZIP);
  if (first.status !== 200) throw new Error(`${PATH} answered ${first.status}`);
  if (first.headers['content-encoding'] !== 'gzip') {
    throw new Error(`${PATH} was not gzip-encoded (content-encoding: ${first.headers['content-encoding']})`);
  }
  const contentType = first.headers['content-type'] ?? 'application/json';
  const nginx = await startNginxServingGzip({
    dir: await tempDir('nginx'),
    urlPath: PATH,
    gzipBytes: first.body,
    contentType,
  });

  heading('bytes');
  const fromStore = await getRaw(`${store.url}${PATH}`, GZIP);
  const fromNginx = await getRaw(`${nginx.url}${PATH}`, GZIP);
  const identical = sha256(fromStore.body) === sha256(fromNginx.body);
  table([
    { server: 'store', bytes: fromStore.body.length, sha256: sha256(fromStore.body), type: contentType },
    {
      server: 'nginx',
      bytes: fromNginx.body.length,
      sha256: sha256(fromNginx.body),
      type: fromNginx.headers['content-type'],
    },
  ]);
  console.log(`gzip body ${kb(first.body.length)}; identical bytes: ${identical ? 'yes' : 'NO'}`);

  heading('304');
  const etag = first.headers.etag;
  if (etag) {
    const again = await getRaw(`${store.url}${PATH}`, { ...GZIP, 'if-none-match': etag });
    console.log(`If-None-Match ${etag} -> ${again.status} (${again.body.length} bytes)`);
  } else {
    console.log('the store sent no ETag: no 304 path to check');
  }

  heading(`load: ${CONNECTIONS} connections, ${DURATION_S} s, accept-encoding gzip`);
  const storeResult = await measure('store', store.url);
  const nginxResult = await measure('nginx', nginx.url);
  table([
    { server: 'store', ...loadFigures(storeResult) },
    { server: 'nginx', ...loadFigures(nginxResult) },
  ]);
  const ratio = storeResult.requests.average / nginxResult.requests.average;

  heading('goals');
  const passed = [
    goal(`req/s ratio store/nginx >= ${GOAL_RATIO}`, ratio.toFixed(3), ratio >= GOAL_RATIO),
    goal(
      `store p99 <= ${GOAL_P99_MS} ms`,
      `${storeResult.latency.p99} ms`,
      storeResult.latency.p99 <= GOAL_P99_MS,
    ),
    goal('identical bytes', identical ? 'yes' : 'no', identical),
    goal(
      'no errors or non-2xx',
      `${storeResult.non2xx + storeResult.errors} from the store`,
      storeResult.non2xx + storeResult.errors === 0,
    ),
  ];
  if (passed.includes(false)) process.exitCode = 1;
}

await runBench(main);
