// bench/api-list: GET /api/product/list from the store against nginx serving the same gzip bytes (and a
// bare node:http server sending them with the store's headers), each pinned to one core with wrk on the
// other, in interleaved runs.
import os from 'node:os';
import { startBareNode } from '../lib/bare-node.mjs';
import { runBench } from '../lib/cleanup.mjs';
import { loadAverage, percent, pinGroup, watchCore } from '../lib/cpu.mjs';
import { getRaw, sha256 } from '../lib/http.mjs';
import { startNginxServingGzip } from '../lib/nginx.mjs';
import { tempDir } from '../lib/repo.mjs';
import { goal, heading, kb, median, ms, printMachine, table } from '../lib/report.mjs';
import { scratchDatabase } from '../lib/scratch-db.mjs';
import { startStore } from '../lib/store.mjs';
import { runWrk } from '../lib/wrk.mjs';

const PATH = '/api/product/list';
const GZIP = { 'accept-encoding': 'gzip' };
/** The servers share this core; wrk has the other to itself. */
const SERVER_CPU = 0;
const CLIENT_CPU = 1;
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const WARMUP_S = 3;
const GOAL_RATIO = 0.5;
const GOAL_P99_MS = 10;
/** Above this share of the servers' core going to other work, the figures say more about the machine. */
const NOISY_SHARE = 0.1;

async function measure(server, durationS) {
  pinGroup(server.pid, SERVER_CPU);
  const core = watchCore(SERVER_CPU, server.pid);
  const result = await runWrk({
    url: `${server.url}${PATH}`,
    headers: GZIP,
    connections: CONNECTIONS,
    durationS,
    cpu: CLIENT_CPU,
  });
  return { ...result, core: core.stop(), load: loadAverage() };
}

/**
 * Requests per second of CPU the server itself used: what it would serve with the core to itself. Less
 * moved by other work on the machine than req/s, though a busy machine slows every CPU-second too.
 */
function perCpuSecond(run) {
  return run.core.server > 0 ? Math.round(run.requestsPerSecond / run.core.server) : 'n/a';
}

function runRow(round, name, run) {
  return {
    run: round,
    server: name,
    'req/s': Math.round(run.requestsPerSecond),
    'req/cpu-s': perCpuSecond(run),
    p50: ms(run.p50),
    p99: ms(run.p99),
    max: ms(run.max),
    errors: run.non2xx3xx + run.socketErrors,
    'server cpu': percent(run.core.server),
    'core 0 to others': percent(run.core.others),
    steal: percent(run.core.steal),
    'load 1m': run.load.toFixed(2),
  };
}

function medians(name, runs) {
  return {
    server: name,
    'req/s': Math.round(median(runs.map((r) => r.requestsPerSecond))),
    'req/cpu-s': Math.round(median(runs.map((r) => r.requestsPerSecond / Math.max(r.core.server, 1e-9)))),
    p50: ms(median(runs.map((r) => r.p50))),
    p99: ms(median(runs.map((r) => r.p99))),
    'core 0 to others': percent(median(runs.map((r) => r.core.others))),
  };
}

async function main() {
  printMachine('bench/api-list: GET /api/product/list, the store against nginx serving its gzip bytes');
  if (os.cpus().length < 2) throw new Error('this bench pins the servers and wrk to two different cores');
  const store = await startStore({
    databaseUrl: await scratchDatabase('list'),
    name: 'store',
    cpu: SERVER_CPU,
  });

  const first = await getRaw(`${store.url}${PATH}`, GZIP);
  if (first.status !== 200) throw new Error(`${PATH} answered ${first.status}`);
  if (first.headers['content-encoding'] !== 'gzip') {
    throw new Error(`${PATH} was not gzip-encoded (content-encoding: ${first.headers['content-encoding']})`);
  }
  const identity = await getRaw(`${store.url}${PATH}`, { 'accept-encoding': 'identity' });
  const contentType = first.headers['content-type'] ?? 'application/json';
  const nginx = await startNginxServingGzip({
    dir: await tempDir('nginx'),
    urlPath: PATH,
    gzipBytes: first.body,
    identityBytes: identity.body,
    contentType,
    workerProcesses: 1,
    cpu: SERVER_CPU,
  });

  const bareNode = await startBareNode({
    dir: await tempDir('bare-node'),
    urlPath: PATH,
    gzipBytes: first.body,
    headers: first.headers,
    cpu: SERVER_CPU,
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
  console.log(
    `gzip body ${kb(first.body.length)} (${kb(identity.body.length)} as JSON); identical bytes: ${identical ? 'yes' : 'NO'}`,
  );

  heading('304');
  const etag = first.headers.etag;
  const again = etag ? await getRaw(`${store.url}${PATH}`, { ...GZIP, 'if-none-match': etag }) : undefined;
  const notModified = again?.status === 304 && again.body.length === 0;
  console.log(
    etag
      ? `If-None-Match ${etag} -> ${again?.status} (${again?.body.length} bytes)`
      : 'the store sent no ETag',
  );

  const servers = [
    { name: 'store', ...store },
    { name: 'nginx', ...nginx },
    { name: 'node', ...bareNode },
  ];
  heading(
    `load: wrk on core ${CLIENT_CPU}, 1 thread, ${CONNECTIONS} connections, accept-encoding gzip; ` +
      `servers on core ${SERVER_CPU}; ${RUNS} × ${DURATION_S} s each, interleaved`,
  );
  for (const server of servers) {
    const pinned = pinGroup(server.pid, SERVER_CPU);
    console.log(
      `${server.name}: ${pinned.processes} process(es), ${pinned.threads} threads pinned to core ${SERVER_CPU}; ${WARMUP_S} s warm-up`,
    );
    await measure(server, WARMUP_S);
  }
  const runs = { store: [], nginx: [], node: [] };
  const rows = [];
  for (let round = 1; round <= RUNS; round += 1) {
    for (const server of servers) {
      const run = await measure(server, DURATION_S);
      runs[server.name].push(run);
      rows.push(runRow(round, server.name, run));
    }
  }
  table(rows);
  const ratios = runs.store.map((run, i) => run.requestsPerSecond / runs.nginx[i].requestsPerSecond);
  const ratio = median(ratios);
  const storeP99 = median(runs.store.map((r) => r.p99));
  const othersShare = median([...runs.store, ...runs.nginx, ...runs.node].map((r) => r.core.others));

  heading(`medians of ${RUNS} runs`);
  table([medians('store', runs.store), medians('nginx', runs.nginx), medians('node', runs.node)]);
  console.log(
    `ratio store/nginx per run: ${ratios.map((r) => r.toFixed(3)).join(', ')}; median ${ratio.toFixed(3)}`,
  );
  const ceiling = median(runs.node.map((run, i) => run.requestsPerSecond / runs.nginx[i].requestsPerSecond));
  const ofNode = median(runs.store.map((run, i) => run.requestsPerSecond / runs.node[i].requestsPerSecond));
  console.log(
    `bare node:http with the same bytes and headers, over nginx: median ${ceiling.toFixed(3)} (the most a Node ` +
      `server reaches here); the store over it: median ${ofNode.toFixed(3)}`,
  );
  console.log(
    othersShare > NOISY_SHARE
      ? `NOISY: other work took ${percent(othersShare)} of core ${SERVER_CPU} during the runs (median): both servers lost time to it`
      : `quiet enough: other work took ${percent(othersShare)} of core ${SERVER_CPU} during the runs (median)`,
  );

  heading('goals');
  const storeErrors = runs.store.reduce((sum, r) => sum + r.non2xx3xx + r.socketErrors, 0);
  const passed = [
    goal(`req/s ratio store/nginx >= ${GOAL_RATIO} (median)`, ratio.toFixed(3), ratio >= GOAL_RATIO),
    goal(`store p99 <= ${GOAL_P99_MS} ms (median)`, ms(storeP99), storeP99 <= GOAL_P99_MS),
    goal('identical bytes', identical ? 'yes' : 'no', identical),
    goal(
      'If-None-Match with the ETag -> 304, no body',
      again ? String(again.status) : 'no ETag',
      notModified,
    ),
    goal('no errors or non-2xx/3xx', `${storeErrors} from the store`, storeErrors === 0),
  ];
  if (passed.includes(false)) process.exitCode = 1;
}

await runBench(main);
