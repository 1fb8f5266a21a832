// bench/csv-import: the back office's products import of a 5,000-row CSV file (500 products × 2 colours × 5
// sizes), dry run and apply, on embedded PGlite (and PostgreSQL when asked), against the 30 s goal.
import { tsImport } from 'tsx/esm/api';
import { runBench } from '../lib/cleanup.mjs';
import { requireFromApi } from '../lib/repo.mjs';
import { goal, heading, printMachine, table } from '../lib/report.mjs';
import { scratchDatabase } from '../lib/scratch-db.mjs';
import { startStore } from '../lib/store.mjs';

const { PRODUCT_CSV_COLUMNS } = await tsImport(
  '../../packages/shared/src/schemas/admin-csv.ts',
  import.meta.url,
);
const { stringify } = requireFromApi('csv-stringify/sync');

const PRODUCTS = Number(process.env.BENCH_CSV_PRODUCTS ?? 500);
const COLOURS = ['Sand', 'Navy'];
const SIZES = ['100', '110', '120', '130', '140'];
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite').split(',').filter(Boolean);
const GOAL_S = 30;
const OWNER = { email: 'bench.owner@littlesouq.test', password: 'a long bench password' };

/**
 * The products file: `PRODUCTS` products, each of two colours in five sizes, as an export writes them.
 * `variant` changes every price and every stock, so a second file updates each row.
 */
function productsCsv(variant) {
  const rows = [];
  for (let p = 1; p <= PRODUCTS; p += 1) {
    const sku = `BENCH-${String(p).padStart(4, '0')}`;
    for (const [c, colour] of COLOURS.entries()) {
      for (const [s, size] of SIZES.entries()) {
        const cells = {
          SKU: sku,
          Name: `Bench tee ${p} قميص`,
          Description: `A cotton tee for the import bench, number ${p}.\nSecond line, with a comma.`,
          Category: ['Boys', 'Girls', 'Unisex'][p % 3],
          'Sub-category': 'Tops',
          'Price (AED)': (39 + (p % 50) + variant).toFixed(2),
          'Discount %': String(p % 4 === 0 ? 10 : 0),
          'Flash sale': 'no',
          'Flash discount %': '0',
          Bestseller: p % 7 === 0 ? 'yes' : 'no',
          'Best of kids': 'no',
          'Product images': `/uploads/catalog/bench-${p}.webp`,
          Colour: colour,
          'Colour images': `/uploads/catalog/bench-${p}-${c}.webp`,
          Size: size,
          'Sub-SKU': `${sku}-${colour.toUpperCase()}-${size}`,
          Stock: String(((p + c + s) % 20) + variant),
          Archived: 'no',
        };
        rows.push(PRODUCT_CSV_COLUMNS.map((column) => cells[column]));
      }
    }
  }
  return `\ufeff${stringify(rows, { header: true, columns: [...PRODUCT_CSV_COLUMNS], record_delimiter: 'windows', quoted_match: /[\r\n]/ })}`;
}

async function signIn(url) {
  const res = await fetch(`${url}/api/admin/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify(OWNER),
  });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
  return (res.headers.get('set-cookie') ?? '').split(';')[0];
}

/** One import call, timed from sending the file to the whole answer. */
async function importFile(url, cookie, csv, mode) {
  const started = performance.now();
  const res = await fetch(`${url}/api/admin/import/products?mode=${mode}`, {
    method: 'POST',
    headers: { 'content-type': 'text/csv; charset=utf-8', origin: url, cookie },
    body: csv,
  });
  const answer = await res.json();
  const seconds = (performance.now() - started) / 1000;
  if (res.status !== 200) throw new Error(`${mode} answered ${res.status}: ${answer.message}`);
  return { seconds, counts: answer.counts };
}

async function measure(kind) {
  heading(`${kind}: ${(PRODUCTS * COLOURS.length * SIZES.length).toLocaleString('en')} rows`);
  const databaseUrl = kind === 'postgres' ? await scratchDatabase('csv') : '';
  const store = await startStore({
    databaseUrl,
    name: `csv-${kind}`,
    env: { ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: OWNER.password, WEB_CONCURRENCY: '1' },
  });
  const cookie = await signIn(store.url);
  const fresh = productsCsv(0);
  const changed = productsCsv(1);
  console.log(`file: ${(Buffer.byteLength(fresh) / 1024).toFixed(0)} KB`);

  const steps = [
    ['new products, dry run', fresh, 'dry-run'],
    ['new products, apply', fresh, 'apply'],
    ['the same file, dry run', fresh, 'dry-run'],
    ['every price and stock changed, dry run', changed, 'dry-run'],
    ['every price and stock changed, apply', changed, 'apply'],
  ];
  const rows = [];
  for (const [step, csv, mode] of steps) {
    const { seconds, counts } = await importFile(store.url, cookie, csv, mode);
    rows.push({ step, seconds: seconds.toFixed(2), ...counts });
  }
  await store.stop();
  table(rows);
  const worst = Math.max(...rows.map((row) => Number(row.seconds)));
  const all = PRODUCTS * COLOURS.length * SIZES.length;
  const expected =
    rows[1].created === all && rows[2].unchanged === all && rows[4].updated === all && rows[4].error === 0;
  return [
    goal(`${kind}: every step ≤ ${GOAL_S} s`, `slowest ${worst.toFixed(2)} s`, worst <= GOAL_S),
    goal(`${kind}: created, then unchanged, then updated, every row`, expected ? 'yes' : 'no', expected),
  ].every(Boolean);
}

await runBench(async () => {
  printMachine('bench/csv-import: a 5,000-row products file, dry run and apply, through the real store');
  const passed = [];
  for (const kind of DATABASES) passed.push(await measure(kind));
  if (!passed.every(Boolean)) process.exitCode = 1;
});
