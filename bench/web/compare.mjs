// Lighthouse on two or more builds of the storefront, run by turns, to tell whether a change helps.
import path from 'node:path';
import { runBench } from '../lib/cleanup.mjs';
import { heading, median, printMachine, table } from '../lib/report.mjs';
import { startStore } from '../lib/store.mjs';
import { audit, CPU_SLOWDOWN } from './lighthouse-runs.mjs';
import { pagePathOn } from './pages.mjs';

const ROUNDS = Number(process.env.ROUNDS ?? 5);
/** A path, or `product` for each store's first product page. */
const PAGE = process.env.PAGE ?? '/';

const figures = (run) => ({
  perf: run.scores.performance,
  FCP: Math.round(run.lhr.audits['first-contentful-paint'].numericValue),
  LCP: Math.round(run.lcpMs),
  SI: Math.round(run.lhr.audits['speed-index'].numericValue),
  TBT: Math.round(run.tbtMs),
  // The main thread's whole busy time (Lighthouse's mainthread-work-breakdown, slowed down like TBT): it
  // counts every task, not only what a task holds past 50 ms, so it moves less from run to run.
  main: Math.round(run.lhr.audits['mainthread-work-breakdown'].numericValue),
  CLS: Number(run.cls.toFixed(3)),
  DOM: run.domNodes,
});

async function main() {
  const builds = process.argv.slice(2).map((dir) => path.resolve(dir));
  if (builds.length < 2) throw new Error('usage: npm run web:compare -- <dist dir> <dist dir> [...]');
  printMachine(
    `bench/web compare: Lighthouse on ${PAGE}, CPU slowdown ${CPU_SLOWDOWN}x, ${ROUNDS} round(s), the builds by turns`,
  );
  // One store per build, all started first: each round then audits every build within a minute or two,
  // so a machine that slows down or speeds up over the runs weighs on every build alike.
  const pageUrls = [];
  for (const [i, dir] of builds.entries()) {
    const store = await startStore({ databaseUrl: '', name: `web-compare-${i}`, env: { WEB_DIST_DIR: dir } });
    pageUrls.push(`${store.url}${await pagePathOn(store.url, PAGE)}`);
  }
  const runs = builds.map(() => []);
  heading('runs');
  for (let round = 1; round <= ROUNDS; round++) {
    for (const [i, url] of pageUrls.entries()) {
      const run = figures(await audit(url));
      runs[i].push(run);
      console.log(`  round ${round} ${builds[i]}: ${JSON.stringify(run)}`);
    }
  }
  heading(`median of ${ROUNDS} round(s)`);
  table(
    builds.map((build, i) => ({
      build,
      ...Object.fromEntries(Object.keys(runs[i][0]).map((k) => [k, median(runs[i].map((r) => r[k]))])),
    })),
  );
}

await runBench(main);
