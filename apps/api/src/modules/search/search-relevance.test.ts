import { productPageResponseSchema } from '@souq/shared/schemas/product-page';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { SEED_PRODUCTS } from '../../db/seed/catalog-data';
import { GOLDEN_QUERIES, type GoldenQuery } from './golden-queries';

/**
 * Search judged by the golden relevance set (golden-queries.ts): every query through `GET /api/products` on
 * the seeded demo catalogue, in the order a shopper sees. A query passes at N when one of its products is in
 * the first N. The goals: 90 % in the first 3, 98 % in the first 10. The misses are printed for the engine's
 * author: the query, the products it meant, and what came first instead.
 */
const GOALS = { top3: 0.9, top10: 0.98 };
const ARABIC = /[\u0600-\u06ff]/;
/** SEARCH_RELEVANCE_ALL=1 prints every query's first results, not only the misses. */
const PRINT_ALL = process.env.SEARCH_RELEVANCE_ALL === '1';

const t = useTestApp();

interface Outcome {
  golden: GoldenQuery;
  /** 1-based place of the first expected product among the first 10; null when none is there. */
  rank: number | null;
  first: string[];
  total: number;
  correction: string | null;
}

async function run(golden: GoldenQuery): Promise<Outcome> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/products?search=${encodeURIComponent(golden.q)}&limit=10`,
  });
  expect(res.statusCode, `${golden.q}: ${res.body}`).toBe(200);
  const page = productPageResponseSchema.parse(res.json());
  const skus = page.products.map((p) => p.sku);
  const index = skus.findIndex((sku) => golden.skus.includes(sku));
  return {
    golden,
    rank: index === -1 ? null : index + 1,
    first: page.products.slice(0, 3).map((p) => `${p.sku} ${p.name}`),
    total: page.total,
    correction: page.correction ?? null,
  };
}

const share = (outcomes: readonly Outcome[], n: number) =>
  outcomes.filter((o) => o.rank !== null && o.rank <= n).length / outcomes.length;

const percent = (x: number) => `${(100 * x).toFixed(1)} %`;

function summary(label: string, group: readonly Outcome[]): string {
  const top3 = percent(share(group, 3)).padStart(7);
  const top10 = percent(share(group, 10)).padStart(7);
  return `${label.padEnd(14)} ${String(group.length).padStart(4)} queries  top-3 ${top3}  top-10 ${top10}`;
}

function report(outcomes: readonly Outcome[]): string {
  const groups = new Map<string, Outcome[]>([
    ['all', [...outcomes]],
    ['English', []],
    ['Arabic', []],
  ]);
  for (const o of outcomes) {
    groups.get(ARABIC.test(o.golden.q) ? 'Arabic' : 'English')?.push(o);
    const why = `  ${o.golden.why}`;
    groups.set(why, [...(groups.get(why) ?? []), o]);
  }
  const lines = [...groups].map(([label, group]) => summary(label, group));
  const misses = outcomes.filter((o) => o.rank === null || o.rank > 3);
  lines.push('', `${misses.length} queries without an expected product in the first 3:`);
  for (const o of misses) {
    const where = o.rank === null ? 'not in top 10' : `first expected at ${o.rank}`;
    const correction = o.correction ? `, did you mean "${o.correction}"` : '';
    lines.push(
      `  "${o.golden.q}" (${o.golden.why}, ${where}, ${o.total} found${correction})`,
      `      expected: ${o.golden.skus.join(', ')}`,
      `      came first: ${o.first.join(' | ') || 'nothing'}`,
    );
  }
  if (PRINT_ALL) {
    lines.push('', 'Every query (place of the first expected product, or -):');
    for (const o of outcomes)
      lines.push(`  ${o.rank ?? '-'} "${o.golden.q}" -> ${o.first.join(' | ') || 'nothing'}`);
  }
  return lines.join('\n');
}

describe('search relevance, judged by the golden queries', () => {
  it('is a fair set: enough queries in both languages, each naming products of the catalogue', () => {
    const skus = new Set(SEED_PRODUCTS.map((p) => p.sku));
    expect(GOLDEN_QUERIES.length).toBeGreaterThanOrEqual(150);
    expect(GOLDEN_QUERIES.filter((g) => ARABIC.test(g.q)).length).toBeGreaterThanOrEqual(50);
    // Exactly the same text twice counts one query double; "T-SHIRT" beside "t-shirt" is deliberate.
    const texts = GOLDEN_QUERIES.map((g) => g.q.trim());
    expect(texts.filter((q, i) => texts.indexOf(q) !== i)).toEqual([]);
    for (const golden of GOLDEN_QUERIES) {
      expect(golden.skus.length, golden.q).toBeGreaterThan(0);
      const unknown = golden.skus.filter((sku) => !skus.has(sku));
      expect(unknown, golden.q).toEqual([]);
    }
  });

  it('puts what a parent means in the first 3 for 90 % of queries and in the first 10 for 98 %', async () => {
    const outcomes: Outcome[] = [];
    for (const golden of GOLDEN_QUERIES) outcomes.push(await run(golden));
    console.log(
      `Search relevance (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}):\n${report(outcomes)}`,
    );
    expect(share(outcomes, 3), 'share with an expected product in the first 3').toBeGreaterThanOrEqual(
      GOALS.top3,
    );
    expect(share(outcomes, 10), 'share with an expected product in the first 10').toBeGreaterThanOrEqual(
      GOALS.top10,
    );
  }, 300_000);
});
