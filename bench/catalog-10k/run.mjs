// issue 6 bench/catalog-10k: the paginated listing endpoint and the home page's JSON over 10,000 products.
import { existsSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { runBench } from '../lib/cleanup.mjs';
import { getRaw } from '../lib/http.mjs';
import { loadFigures, loadTest } from '../lib/load.mjs';
import { runToEnd } from '../lib/processes.mjs';
import { REPO_ROOT } from '../lib/repo.mjs';
import { goal, heading, kb, latencySummary, ms, printMachine, table } from '../lib/report.mjs';
import { scratchDatabase } from '../lib/scratch-db.mjs';
import { startStore } from '../lib/store.mjs';
import { homeJson } from './home-json.mjs';

const PRODUCTS = 10_000;
const CONNECTIONS = 20;
const DURATION_S = 10;
const WARMUP_S = 2;
const SAMPLES_PER_QUERY = 30;
const GOAL_P99_MS = 50;
const GOAL_HOME_JSON_BYTES = 200 * 1024;
const GZIP = { 'accept-encoding': 'gzip, br' };

/** The listing's queries (spec §2 Listing): page 1 of each group, the whole catalogue, search, sort. */
const QUERIES = [
  '/api/products',
  '/api/products?category=Boys',
  '/api/products?category=Girls',
  '/api/products?category=Unisex',
  '/api/products?search=shorts',
  '/api/products?search=dress',
  '/api/products?sort=low-high',
  '/api/products?category=Girls&sort=high-low&page=3',
];

function decoded(response) {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'gzip') return zlib.gunzipSync(response.body);
  if (encoding === 'br') return zlib.brotliDecompressSync(response.body);
  return response.body;
}

/** Each query alone, one request at a time: what it matches, its size and its unloaded latency. */
async function sampleQueries(baseUrl) {
  const rows = [];
  for (const query of QUERIES) {
    const times = [];
    let last;
    for (let i = 0; i < SAMPLES_PER_QUERY; i++) {
      const started = performance.now();
      last = await getRaw(`${baseUrl}${query}`, GZIP);
      times.push(performance.now() - started);
    }
    let total = '?';
    try {
      total = JSON.parse(decoded(last).toString('utf8')).total ?? '?';
    } catch {
      // Not JSON: the status says why.
    }
    const latency = latencySummary(times);
    rows.push({
      query,
      status: last.status,
      total,
      bytes: `${last.body.length} ${last.headers['content-encoding'] ?? ''}`.trim(),
      p50: ms(latency.p50),
      max: ms(latency.max),
    });
  }
  return rows;
}

async function ensureWebBuild() {
  const dist = process.env.WEB_DIST_DIR ?? path.join(REPO_ROOT, 'apps/web/dist');
  if (existsSync(path.join(dist, 'index.html'))) return dist;
  if (process.env.WEB_DIST_DIR) throw new Error(`WEB_DIST_DIR=${dist} has no index.html`);
  console.log('No storefront build: running npm run build...');
  await runToEnd('npm', ['run', 'build'], { cwd: REPO_ROOT });
  return dist;
}

async function main() {
  printMachine(`bench/catalog-10k: ${PRODUCTS} products`);
  const webDist = await ensureWebBuild();
  const databaseUrl = await scratchDatabase('catalog');
  const seedStarted = performance.now();
  await runToEnd('npm', ['run', 'seed', '-w', '@souq/api', '--', '--products', String(PRODUCTS)], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
  console.log(`seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);
  const store = await startStore({ databaseUrl, name: 'store', env: { WEB_DIST_DIR: webDist } });

  heading(`each query alone (${SAMPLES_PER_QUERY} requests one after another)`);
  table(await sampleQueries(store.url));

  heading(`GET /api/products, the mix above: ${CONNECTIONS} connections, ${DURATION_S} s`);
  const requests = QUERIES.map((query) => ({ method: 'GET', path: query, headers: GZIP }));
  await loadTest({ url: store.url, requests, connections: CONNECTIONS, duration: WARMUP_S });
  const listing = await loadTest({
    url: store.url,
    requests,
    connections: CONNECTIONS,
    duration: DURATION_S,
  });
  table([{ endpoint: '/api/products', ...loadFigures(listing) }]);

  heading('JSON the home page downloads (first visit, scrolled to the bottom)');
  const home = await homeJson(store.url);
  for (const { viewport, rows, transfer, decoded: decodedBytes } of home) {
    console.log(
      `\n${viewport}: ${rows.length} /api/ responses, ${kb(transfer)} transferred, ${kb(decodedBytes)} decoded`,
    );
    table(rows);
  }
  const heaviest = Math.max(...home.map((h) => h.transfer));

  heading('goals');
  const passed = [
    goal(
      `/api/products p99 <= ${GOAL_P99_MS} ms`,
      `${listing.latency.p99} ms`,
      listing.latency.p99 <= GOAL_P99_MS,
    ),
    goal(
      '/api/products all 2xx',
      `${listing.non2xx} non-2xx, ${listing.errors} errors`,
      listing.non2xx + listing.errors === 0,
    ),
    goal(
      `home JSON <= ${kb(GOAL_HOME_JSON_BYTES)} transferred`,
      kb(heaviest),
      heaviest <= GOAL_HOME_JSON_BYTES,
    ),
  ];
  if (passed.includes(false)) process.exitCode = 1;
}

await runBench(main);
