// Prints one closing line for CI, 'N passed, N failed', from the Vitest and Playwright JSON reports.
import { readFileSync } from 'node:fs';
import path from 'node:path';

let passed = 0;
let failed = 0;
let skipped = 0;
for (const dir of process.argv.slice(2)) {
  const vitest = JSON.parse(readFileSync(path.join(dir, 'vitest.json'), 'utf8'));
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  skipped += vitest.numPendingTests + vitest.numTodoTests;
  const playwright = JSON.parse(readFileSync(path.join(dir, 'playwright.json'), 'utf8'));
  passed += playwright.stats.expected + playwright.stats.flaky;
  failed += playwright.stats.unexpected;
  skipped += playwright.stats.skipped;
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
