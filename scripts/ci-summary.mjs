// Prints one closing line for CI, 'N passed, N failed', from the Vitest and Playwright JSON reports, and names
// every browser test that passed only when run again (flaky), so a rare failure is not lost in the log.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The titles of the flaky tests in a Playwright JSON report's suites, as 'file › describe › test'. */
function flakyTitles(suites, parents = []) {
  const titles = [];
  for (const suite of suites ?? []) {
    const trail = suite.title ? [...parents, suite.title] : parents;
    for (const spec of suite.specs ?? []) {
      if (spec.tests.some((test) => test.status === 'flaky')) titles.push([...trail, spec.title].join(' › '));
    }
    titles.push(...flakyTitles(suite.suites, trail));
  }
  return titles;
}

let passed = 0;
let failed = 0;
let skipped = 0;
const flaky = [];
for (const dir of process.argv.slice(2)) {
  const vitest = JSON.parse(readFileSync(path.join(dir, 'vitest.json'), 'utf8'));
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  skipped += vitest.numPendingTests + vitest.numTodoTests;
  const playwright = JSON.parse(readFileSync(path.join(dir, 'playwright.json'), 'utf8'));
  passed += playwright.stats.expected + playwright.stats.flaky;
  failed += playwright.stats.unexpected;
  skipped += playwright.stats.skipped;
  for (const title of flakyTitles(playwright.suites)) flaky.push(`${path.basename(dir)}: ${title}`);
}
for (const title of flaky) console.log(`flaky (failed, then passed when run again): ${title}`);
console.log(
  `${passed} passed, ${failed} failed, ${skipped} skipped${flaky.length ? `, ${flaky.length} flaky` : ''}`,
);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
