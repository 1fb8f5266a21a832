// Lighthouse on two or more builds of the storefront, run by turns, to tell whether a change helps.
import path from 'node:path';
import { runBench } from '../lib/cleanup.mjs';
import { heading, median, printMachine, table } from '../lib/report.mjs';
import { startStore } from '../lib/store.mjs';
import { audit } from './lighthouse-runs.mjs';

const ROUNDS = Number(process.env.ROUNDS ?? 5);
const PAGE = process.env.PAGE ?? '/';

const figures = (run) => ({
  perf: run.scores.performance,
  FCP: Math.round(run.lhr.audits['first-contentful-paint'].numericValue),
  LCP: Math.round(run.lcpMs),
  SI: Math.round(run.lhr.audits['speed-index'].numericValue),
  TBT: Math.round(run.tbtMs),
});

async function main() {
  const builds = process.argv.slice(2).map((dir) => path.resolve(dir));
  if (builds.length < 2) throw new Error('usage: npm run web:compare -- <dist dir> <dist dir> [...]');
  printMachine(`bench/web compare: Lighthouse on ${PAGE}, ${ROUNDS} round(s), the builds by turns`);
  // One store per build, all started first: each round then audits every build within a minute or two,
  // so a machine that slows down or speeds up over the runs weighs on every build alike.
  const stores = [];
  for (const [i, dir] of builds.entries()) {
    stores.push(await startStore({ databaseUrl: '', name: `web-compare-${i}`, env: { WEB_DIST_DIR: dir } }));
  }
  const runs = builds.map(() => []);
  heading('runs');
  for (let round = 1; round <= ROUNDS; round++) {
    for (const [i, store] of stores.entries()) {
      const run = figures(await audit(`${store.url}${PAGE}`));
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
