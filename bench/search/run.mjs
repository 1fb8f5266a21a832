// bench/search: GET /api/products?search=…&facets=true at 10,000 and 100,000 products, on PGlite and on
// PostgreSQL: each distinct text's first (uncached) search apart from its repeats (served from the
// catalogue's memory), at 1 and 20 concurrent clients, with and without a facet filter.
import { spawnSync } from 'node:child_process';
import { cp, mkdir, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { runBench } from '../lib/cleanup.mjs';
import { percent, pinGroup, watchCore } from '../lib/cpu.mjs';
import { runCaptured } from '../lib/processes.mjs';
import { REPO_ROOT, tempDir } from '../lib/repo.mjs';
import { goal, heading, latencySummary, ms, printMachine, table } from '../lib/report.mjs';
import { scratchDatabase } from '../lib/scratch-db.mjs';
import { startStore } from '../lib/store.mjs';
import { GROUPS, WARMUP } from './queries.mjs';

const list = (value, fallback) =>
  (value ?? fallback)
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
/** What to run, e.g. BENCH_PRODUCTS=10000 BENCH_DATABASES=postgres for a quick look. */
const PRODUCT_COUNTS = list(process.env.BENCH_PRODUCTS, '10000,100000')
  .map(Number)
  .sort((a, b) => a - b);
const DATABASES = list(process.env.BENCH_DATABASES, 'pglite,postgres');
const CONCURRENCY = list(process.env.BENCH_CONCURRENCY, '1,20').map(Number);
/** Passes over the texts once they are in memory. */
const REPEATS = Number(process.env.BENCH_REPEATS ?? 1);

/** The store gets one core and this bench (the clients) the other, as in bench/api-list. */
const SERVER_CPU = 0;
const CLIENT_CPU = 1;
/** The storefront's listing asks for its facets beside the page; the second variant ticks one group. */
const VARIANTS = [
  { name: 'none', query: '&facets=true' },
  { name: 'category=Girls', query: '&facets=true&category=Girls' },
];
const ACCEPT = { 'accept-encoding': 'gzip, br' };
const OWNER = { email: 'bench.owner@littlesouq.test', password: 'a long bench password' };
/** Uncached p99 goals (ms) for the texts other than the broad ones, by catalogue size and database. */
const GOALS_MS = { 10000: { pglite: 50, postgres: 50 }, 100000: { pglite: 150, postgres: 80 } };
/** Broad one-word texts at 100,000 products, on either database. */
const BROAD_GOAL = { products: 100000, ms: 300 };

const TEXTS = Object.entries(GROUPS).flatMap(([group, texts]) => texts.map((text) => ({ group, text })));

/** A fixed shuffle (mulberry32), so every run and case asks in the same order, groups mixed. */
function shuffled(items, seed) {
  let state = seed;
  const random = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

/** Pins every thread of this process (the clients) to `cpus` ("1", or "0-1" to let it go again). */
function pinSelf(cpus) {
  const result = spawnSync('taskset', ['-apc', cpus, String(process.pid)], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`taskset -apc ${cpus} ${process.pid} failed: ${result.stderr}`);
}

/** One GET over a kept-alive connection of `agent`: the time to the last byte, and the body as sent. */
function timedGet(agent, url) {
  return new Promise((resolve) => {
    const started = performance.now();
    const request = http.get(url, { agent, headers: ACCEPT }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          ms: performance.now() - started,
          status: response.statusCode,
          encoding: response.headers['content-encoding'],
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', () => resolve({ ms: performance.now() - started, status: 'error' }));
    });
    request.on('error', () => resolve({ ms: performance.now() - started, status: 'error' }));
  });
}

/** What the answer found: decoded after the pass, so no client's timing waits for another's parsing. */
function answerOf(response) {
  if (response.status !== 200) return { total: null, correction: null };
  const raw =
    response.encoding === 'br'
      ? zlib.brotliDecompressSync(response.body)
      : response.encoding === 'gzip'
        ? zlib.gunzipSync(response.body)
        : response.body;
  const page = JSON.parse(raw.toString('utf8'));
  return { total: page.total, correction: page.correction ?? null };
}

/** Every text once, `concurrency` clients taking the next text as each finishes. */
async function pass(baseUrl, texts, concurrency, variant) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const queue = [...texts];
  const results = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) {
        const url = `${baseUrl}/api/products?search=${encodeURIComponent(item.text)}${variant.query}`;
        results.push({ ...item, response: await timedGet(agent, url) });
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  const answered = results.map(({ response, ...item }) => ({
    ...item,
    ms: response.ms,
    status: response.status,
    ...answerOf(response),
  }));
  return Object.assign(answered, { perSecond: answered.length / seconds });
}

/** The back office's session, to archive and restore a product (what makes the catalogue forget searches). */
async function signIn(url) {
  const response = await fetch(`${url}/api/admin/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify(OWNER),
  });
  if (response.status !== 200)
    throw new Error(`sign-in answered ${response.status}: ${await response.text()}`);
  return (response.headers.get('set-cookie') ?? '').split(';')[0];
}

async function productsTotal(url, query) {
  const response = await fetch(`${url}/api/products?${query}`);
  if (response.status !== 200) throw new Error(`/api/products?${query} answered ${response.status}`);
  return (await response.json()).total;
}

/**
 * Makes the store forget every search it has kept, the way a shop does: a product changes. One product is
 * archived and restored through the back office; the catalogue forgets its searches (and the pages made
 * from them) each time it takes the change in, which the product's leaving and coming back shows.
 */
async function forgetSearches(store, cookie, productId) {
  for (const archived of [true, false]) {
    const response = await fetch(`${store.url}/api/admin/products/${productId}/archive`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: store.url, cookie },
      body: JSON.stringify({ archived }),
    });
    if (response.status !== 200) throw new Error(`archive answered ${response.status}`);
    const deadline = performance.now() + 30_000;
    while ((await productsTotal(store.url, `ids=${productId}`)) !== (archived ? 0 : 1)) {
      if (performance.now() > deadline) throw new Error('the catalogue never took in the archived product');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  // Whatever the catalogue does on a change (sorting, encoding the list) is over before the clock starts.
  await new Promise((resolve) => setTimeout(resolve, 500));
}

/** Seeds the catalogue at `where` up to `products` (the seed adds only what is missing): its seconds. */
async function seed(products, where) {
  const started = performance.now();
  await runCaptured('npm', ['run', 'seed', '-w', '@souq/api', '--', '--products', String(products)], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...where },
  });
  return (performance.now() - started) / 1000;
}

const databaseName = (database) => (database === 'pglite' ? 'PGlite' : 'PostgreSQL');

/**
 * Every size on one database, smallest first: each size is a copy of the one before (PostgreSQL's `create
 * database … template`, or the PGlite folder copied) grown by the seed, so no product is made twice.
 */
async function seedSizes(database) {
  const pglite = database === 'pglite';
  const cases = [];
  let previous;
  for (const products of PRODUCT_COUNTS) {
    let where;
    if (pglite) {
      const dataDir = await tempDir('search-pglite');
      if (previous) await cp(previous.where.DATA_DIR, dataDir, { recursive: true });
      where = { DATA_DIR: dataDir, DATABASE_URL: '' };
    } else {
      const templateUrl = previous?.where.DATABASE_URL;
      where = { DATABASE_URL: await scratchDatabase('search', { templateUrl }) };
    }
    const had = previous?.products ?? 0;
    const seconds = await seed(products, where);
    const label = `${products.toLocaleString('en')} on ${databaseName(database)}`;
    console.log(`${label}: seeded in ${seconds.toFixed(1)} s`);
    previous = { database, products, where, label };
    cases.push({
      ...previous,
      seeding: {
        case: label,
        from: had.toLocaleString('en'),
        added: (products - had).toLocaleString('en'),
        seconds: seconds.toFixed(1),
        'ms a product': ((seconds * 1000) / Math.max(1, products - had)).toFixed(2),
      },
    });
  }
  return cases;
}

/** A storefront build is not needed to search: an empty page stands in, so nothing is built for it. */
async function webDistDir() {
  if (process.env.WEB_DIST_DIR) return process.env.WEB_DIST_DIR;
  const dir = await tempDir('search-web');
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>bench</title><div id="root"></div>');
  await mkdir(path.join(dir, 'assets'), { recursive: true });
  return dir;
}

function percentileRow(results) {
  return latencySummary(results.map((r) => r.ms));
}

/** One catalogue size on one database, the store already seeded: every cell's results. */
async function measureCase(label, where, webDist) {
  const store = await startStore({
    databaseUrl: where.DATABASE_URL,
    name: `search-${label}`,
    cpu: SERVER_CPU,
    env: { ...where, WEB_DIST_DIR: webDist, ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: OWNER.password },
  });
  const startedAt = performance.now();
  const total = await productsTotal(store.url, 'limit=1');
  console.log(
    `store up; the catalogue (${total.toLocaleString('en')} products) loaded in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`,
  );
  // Searches are scored by the database until the index in memory has loaded; the figures are the index's.
  while ((await (await fetch(`${store.url}/api/health`)).json()).search !== 'index') {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  console.log(
    `the search index loaded ${((performance.now() - startedAt) / 1000).toFixed(1)} s after the start`,
  );
  const cookie = await signIn(store.url);
  // Any product will do: it is back in the catalogue before a clock starts.
  const cheapest = await (await fetch(`${store.url}/api/products?sort=low-high&limit=1`)).json();
  const productId = cheapest.products[0]._id;

  const cells = [];
  let sanity;
  try {
    pinSelf(String(CLIENT_CPU));
    const pinned = pinGroup(store.pid, SERVER_CPU);
    console.log(
      `store: ${pinned.processes} process(es), ${pinned.threads} threads on core ${SERVER_CPU}; clients on core ${CLIENT_CPU}`,
    );
    // Warm the code and the database: texts no measured pass asks for.
    for (const variant of VARIANTS) {
      await pass(
        store.url,
        WARMUP.map((text) => ({ group: 'warmup', text })),
        4,
        variant,
      );
    }
    let seed = 1;
    for (const concurrency of CONCURRENCY) {
      for (const variant of VARIANTS) {
        await forgetSearches(store, cookie, productId);
        const core = watchCore(SERVER_CPU, store.pid);
        const firstPass = watchCore(SERVER_CPU, store.pid);
        const uncached = await pass(store.url, shuffled(TEXTS, seed++), concurrency, variant);
        uncached.storeCpuMs = (firstPass.stop().serverSeconds * 1000) / uncached.length;
        const repeats = [];
        for (let r = 0; r < REPEATS; r++) {
          repeats.push(...(await pass(store.url, shuffled(TEXTS, seed++), concurrency, variant)));
        }
        cells.push({ concurrency, variant: variant.name, uncached, repeats, core: core.stop() });
        sanity ??= uncached;
      }
    }
  } finally {
    pinSelf(`0-${os.cpus().length - 1}`);
    await store.stop();
  }
  return { cells, sanity };
}

/** Per group: how many texts found something, how many were corrected, and how much they found. */
function sanityRows(results) {
  return Object.keys(GROUPS).map((group) => {
    const rows = results.filter((r) => r.group === group);
    const totals = rows.map((r) => r.total ?? 0).sort((a, b) => a - b);
    return {
      group,
      texts: rows.length,
      'found something': rows.filter((r) => (r.total ?? 0) > 0).length,
      corrected: rows.filter((r) => r.correction).length,
      'median found': totals[Math.floor(totals.length / 2)] ?? 0,
      'most found': totals.at(-1) ?? 0,
      'not 200': rows.filter((r) => r.status !== 200).length,
    };
  });
}

function cellRow(label, cell) {
  const narrow = (results) => results.filter((r) => r.group !== 'broad');
  const broad = (results) => results.filter((r) => r.group === 'broad');
  const first = percentileRow(narrow(cell.uncached));
  const firstBroad = percentileRow(broad(cell.uncached));
  const again = percentileRow(cell.repeats);
  return {
    case: label,
    clients: cell.concurrency,
    filter: cell.variant,
    'uncached p50': ms(first.p50),
    'uncached p99': ms(first.p99),
    'uncached max': ms(first.max),
    'uncached/s': Math.round(cell.uncached.perSecond),
    'broad p50': ms(firstBroad.p50),
    'broad p99': ms(firstBroad.p99),
    'repeat p50': ms(again.p50),
    'repeat p99': ms(again.p99),
    'not 200': [...cell.uncached, ...cell.repeats].filter((r) => r.status !== 200).length,
    'store CPU a text': ms(cell.uncached.storeCpuMs),
    'core 0 to others': percent(cell.core.others),
  };
}

async function main() {
  printMachine(
    `bench/search: GET /api/products?search=…&facets=true, ${TEXTS.length} texts (${GROUPS.broad.length} broad), ` +
      `${PRODUCT_COUNTS.join(' and ')} products on ${DATABASES.join(' and ')}, ${CONCURRENCY.join(' and ')} clients`,
  );
  if (os.cpus().length < 2)
    throw new Error('this bench pins the store and its clients to two different cores');
  const webDist = await webDistDir();
  const benchStarted = performance.now();
  heading(
    `seeding ${PRODUCT_COUNTS.join(' and ')} products on ${DATABASES.map(databaseName).join(' and ')}` +
      (DATABASES.length > 1 ? ' (the databases side by side, one core each)' : ''),
  );
  const cases = (await Promise.all(DATABASES.map(seedSizes))).flat();
  const seededAt = performance.now();
  const rows = [];
  const goals = [];
  for (const { database, products, where, label } of cases) {
    heading(label);
    const caseStarted = performance.now();
    const { cells, sanity } = await measureCase(label, where, webDist);
    console.log(`measured in ${((performance.now() - caseStarted) / 60_000).toFixed(1)} min`);

    heading(`${label}: what the texts found (first search, ${CONCURRENCY[0]} client(s), no filter)`);
    table(sanityRows(sanity));
    const nothing = sanity.filter((r) => r.status === 200 && r.total === 0).map((r) => r.text);
    if (nothing.length > 0) console.log(`found nothing: ${nothing.join(', ')}`);
    heading(`${label}: latency`);
    const caseRows = cells.map((cell) => cellRow(label, cell));
    table(caseRows);
    rows.push(...caseRows);

    const limit = GOALS_MS[products]?.[database];
    for (const cell of cells) {
      const when = `${cell.concurrency} client${cell.concurrency > 1 ? 's' : ''}, filter ${cell.variant}`;
      const narrow = cell.uncached.filter((r) => r.group !== 'broad');
      const failed = [...cell.uncached, ...cell.repeats].filter((r) => r.status !== 200).length;
      if (limit !== undefined) {
        const p99 = percentileRow(narrow).p99;
        goals.push([`${label}: uncached p99 <= ${limit} ms (${when})`, ms(p99), p99 <= limit]);
      }
      if (products === BROAD_GOAL.products) {
        const p99 = percentileRow(cell.uncached.filter((r) => r.group === 'broad')).p99;
        goals.push([
          `${label}: broad one-word uncached p99 <= ${BROAD_GOAL.ms} ms (${when})`,
          ms(p99),
          p99 <= BROAD_GOAL.ms,
        ]);
      }
      goals.push([`${label}: every answer 200 (${when})`, `${failed} not 200`, failed === 0]);
    }
  }

  heading(
    'seeding (the seed CLI: migrations, the demo catalogue, generated products and their search documents)',
  );
  table(cases.map((c) => c.seeding));
  console.log(`seeding took ${((seededAt - benchStarted) / 60_000).toFixed(1)} min of the run`);
  heading(
    `all cases: uncached = each text's first search (${TEXTS.length - GROUPS.broad.length} texts; broad: ${GROUPS.broad.length}), ` +
      `repeat = ${REPEATS} more passes from memory (all ${TEXTS.length})`,
  );
  table(rows);
  console.log(`\nbench took ${((performance.now() - benchStarted) / 60_000).toFixed(1)} min`);

  heading('goals');
  const passed = goals.map(([text, measured, ok]) => goal(text, measured, ok));
  if (passed.includes(false)) process.exitCode = 1;
}

await runBench(main);
