import { searchSuggestionsResponseSchema } from '@souq/shared/schemas/search-suggestions';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';

const t = useTestApp();

async function suggest(q: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/search/suggestions?q=${encodeURIComponent(q)}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return searchSuggestionsResponseSchema.parse(res.json());
}

describe('GET /api/search/suggestions', () => {
  it('offers at most six products, best first, and the three groups or kinds holding most of them', async () => {
    const answer = await suggest('dre');
    expect(answer.products.length).toBeGreaterThan(0);
    expect(answer.products.length).toBeLessThanOrEqual(6);
    expect(answer.products[0]?.name.toLowerCase()).toContain('dress');
    expect(answer.categories.length).toBeLessThanOrEqual(3);
    expect(answer.categories[0]).toEqual({
      facet: expect.any(String),
      value: expect.any(String),
      count: expect.any(Number),
    });
    const counts = answer.categories.map((c) => c.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(answer.terms).toContain('dre');
  });

  it('suggests what the correction finds and says so', async () => {
    const answer = await suggest('dinosuar');
    expect(answer.correction).toBe('dinosaur');
    expect(answer.products[0]?.name.toLowerCase()).toContain('dinosaur');
  });

  it('answers nothing for blank words and refuses overlong ones', async () => {
    expect(await suggest('   ')).toEqual({
      success: true,
      products: [],
      categories: [],
      terms: [],
      correction: null,
    });
    // A NUL reaches the server in a URL but cannot reach PostgreSQL's text: it is a space between words.
    expect((await suggest('\u0000')).products).toEqual([]);
    expect((await suggest('dinosaur\u0000pyjamas')).products.length).toBeGreaterThan(0);
    const listing = await t.app.inject({ method: 'GET', url: '/api/products?search=%00' });
    expect(listing.statusCode, listing.body).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: `/api/search/suggestions?q=${'a'.repeat(101)}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'Search must be at most 100 characters.' });
    const missing = await t.app.inject({ method: 'GET', url: '/api/search/suggestions' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ success: false });
  });
});
