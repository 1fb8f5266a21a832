import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-database';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { GOLDEN_QUERIES } from './golden-queries';
import { KnownWords } from './known-words';
import { PostgresSearch } from './postgres-search';
import { SearchIndex } from './search-index';
import type { PlannedWord } from './search-plan';
import { type DocumentWords, SearchPostings } from './search-postings';

let database: Database;
let index: SearchIndex;
/** The database scoring the words itself, and the same words scored from the index in memory. */
let inDatabase: PostgresSearch;
let inMemory: PostgresSearch;

beforeAll(async () => {
  database = await openTestDatabase();
  inDatabase = new PostgresSearch(database.db);
  index = new SearchIndex(database.db);
  index.open();
  inMemory = new PostgresSearch(database.db, index);
  expect(await index.loaded()).toBe(true);
});
afterAll(async () => {
  index.close();
  await database.close();
});

/** What an engine found, as the shopper's page reads it (the index's numbers for them are checked apart). */
async function answer(engine: PostgresSearch, text: string) {
  const { scores, correction, terms } = await engine.find(text);
  return { scores, correction, terms };
}

/** Renames the seeded product with this sku in the database (the index has not heard of it yet): its id. */
async function renamed(sku: string, name: string): Promise<{ id: string }> {
  const [product] = await queryRows<{ id: string }>(
    database.db,
    sql`select id::text as id from products where sku = ${sku}`,
  );
  if (!product) throw new Error(`the seed has ${sku}`);
  await database.db.execute(sql`update products set name = ${name} where id = ${product.id}`);
  return product;
}

/** Texts beyond the golden set: the last word as a prefix, codes, typos, several words held by no product. */
const MORE_TEXTS = [
  'd',
  'di',
  'din',
  'dino ',
  't-sh',
  't shirt',
  'tshirt',
  'ls-gd',
  'LS-GD-004',
  'ls gd 004',
  'فست',
  'الفساتين',
  'cotton pyjamas for kids',
  'red dress girls',
  'girls',
  'blue',
  'dinosuar pyjamas',
  'hoddie grey',
  'qqqq',
  'qqqq dress',
  'teddybear',
  'soft toy',
  'swim',
];

describe('the search index in memory', () => {
  it('finds and scores exactly what the database finds and scores, for every golden query and more', async () => {
    const texts = [...new Set([...GOLDEN_QUERIES.map((g) => g.q), ...MORE_TEXTS])];
    const differ: string[] = [];
    for (const text of texts) {
      const [expected, actual] = await Promise.all([answer(inDatabase, text), answer(inMemory, text)]);
      try {
        expect(actual).toEqual(expected);
      } catch {
        differ.push(text);
      }
    }
    expect(differ).toEqual([]);
    expect(texts.length).toBeGreaterThan(400);
  });

  it('gives what it found by its product numbers too, naming the same products with the same scores', async () => {
    for (const text of ['dinosaur', 'girls', 'dinosuar pyjamas', 'ls-gd', 'cotton pyjamas for kids']) {
      const { scores, numbered } = await inMemory.find(text);
      if (!numbered) throw new Error(`no numbers for ${text}`);
      expect(numbered.version).toBe(numbered.numbering.version);
      const byNumber = new Map(
        Array.from(numbered.numbers, (n, i) => [numbered.numbering.ids[n], numbered.points[i]]),
      );
      expect(byNumber, text).toEqual(scores);
    }
    // The database's own scoring has no numbers: the catalogue looks its products up by id.
    expect((await inDatabase.find('dinosaur')).numbered).toBeUndefined();
  });

  it('answers from memory, and reads a changed product again once it is told, removed ones too', async () => {
    const product = await renamed('LS-BE-004', 'Zebraquilt Dino Set');
    // The database's document changed with the row; the copy in memory has not heard of it yet.
    expect((await answer(inDatabase, 'zebraquilt')).scores.has(product.id)).toBe(true);
    expect((await answer(inMemory, 'zebraquilt')).scores.size).toBe(0);

    index.changed([product.id]);
    const found = await answer(inMemory, 'zebraquilt');
    expect([...found.scores.keys()]).toEqual([product.id]);
    expect(found).toEqual(await answer(inDatabase, 'zebraquilt'));
    // Its new word reached the lexicon's copy too: known whole ("zebra quilt" is read as it), as a prefix.
    for (const text of ['zebraq', 'zebra quilt', 'zebraquilf']) {
      expect(await answer(inMemory, text), text).toEqual(await answer(inDatabase, text));
    }
    expect((await answer(inMemory, 'zebraq')).correction).toBeNull();

    await database.db.execute(sql`delete from products where id = ${product.id}`);
    index.changed([product.id]);
    expect((await answer(inMemory, 'zebraquilt')).scores.size).toBe(0);
    expect(await answer(inMemory, 'dinosaur')).toEqual(await answer(inDatabase, 'dinosaur'));
  });

  it('has a search wait for a changed product read in flight, begun by another caller', async () => {
    const product = await renamed('LS-GD-004', 'Wombatfrill Dress');
    index.changed([product.id]);
    // The catalogue asks for the numbering after a change (it starts the read); a search comes meanwhile.
    const [numbering, found] = await Promise.all([index.numbering(), answer(inMemory, 'wombatfrill')]);
    expect([...found.scores.keys()]).toEqual([product.id]);
    expect(numbering?.ids).toContain(product.id);
  });

  it('reads the synonyms again once told they changed', async () => {
    expect((await answer(inMemory, 'quokkawear')).scores.size).toBe(0);
    await database.db.execute(
      sql`insert into search_synonyms (terms) values (array['quokkawear', 'sandals'])`,
    );
    const expected = await answer(inDatabase, 'quokkawear');
    expect(expected.scores.size).toBeGreaterThan(0);
    expect((await answer(inMemory, 'quokkawear')).scores.size).toBe(0);
    index.synonymsChanged();
    expect(await answer(inMemory, 'quokkawear')).toEqual(expected);
    await database.db.execute(sql`delete from search_synonyms where 'quokkawear' = any(terms)`);
    index.synonymsChanged();
    expect((await answer(inMemory, 'quokkawear')).scores.size).toBe(0);
  });

  it('loads everything again when anything may have changed, the database scoring meanwhile', async () => {
    await database.db.execute(sql`update products set name = name || ' Marmalade' where sku = 'LS-GD-004'`);
    index.changed(null);
    const whileLoading = answer(inMemory, 'marmalade');
    expect(await index.loaded()).toBe(true);
    const found = await whileLoading;
    expect(found.scores.size).toBe(1);
    expect(await answer(inMemory, 'marmalade')).toEqual(found);
  });
});

const word = (token: string, prefix = false): PlannedWord => ({
  shown: token,
  corrected: false,
  alternatives: [{ tokens: [token], prefix, kind: prefix ? 'prefix' : 'exact' }],
});

/** Product `i` as written in round `round`: some words shared, one its own each round (thousands of words). */
const documentOf = (i: number, round: number): DocumentWords => ({
  id: `p${i}`,
  A: [`name${round % 3}`, `round${round}`, `w${round}p${i}`],
  B: [i % 2 === 0 ? 'even' : 'odd'],
  C: ['shared'],
});

describe('known words', () => {
  it('say which words they hold and whether one begins with a prefix, new words included', () => {
    const known = new KnownWords(['dress', 'dino', 'فستان', 'boots']);
    expect(known.has('dress')).toBe(true);
    expect(known.has('dres')).toBe(false);
    expect(['d', 'dr', 'dino', 'b', 'فس'].map((p) => known.anyStartingWith(p))).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['dinos', 'c', 'z', 'فض', 'dressy'].some((p) => known.anyStartingWith(p))).toBe(false);
    known.add(['dinosaur', 'zebra', 'dress']);
    expect(['dinos', 'z', 'zebra'].every((p) => known.anyStartingWith(p))).toBe(true);
    expect(known.anyStartingWith('zz')).toBe(false);
  });
});

describe('search postings', () => {
  it('keep answering the same after products are written again many times (old numbers compacted away)', () => {
    const products = Array.from({ length: 50 }, (_, i) => i);
    const postings = new SearchPostings();
    for (let round = 0; round < 200; round++) postings.put(products.map((i) => documentOf(i, round)));
    const fresh = new SearchPostings();
    fresh.put(products.map((i) => documentOf(i, 199)));
    expect(postings.size).toBe(50);
    for (const planned of [
      [word('shared')],
      [word('name1')],
      [word('round199')],
      [word('round198')],
      [word('roun', true)],
      [word('name', true), word('even')],
      [word('even'), word('missing')],
      [word('w199p1', true)],
      [word('w19', true), word('odd')],
    ]) {
      const [scored, expected] = [postings.score(planned), fresh.score(planned)];
      expect({ scores: scored.scores, asTyped: scored.asTyped }).toEqual({
        scores: expected.scores,
        asTyped: expected.asTyped,
      });
    }
    expect(postings.score([word('round199')]).scores.size).toBe(50);
    expect(postings.score([word('round198')]).scores.size).toBe(0);
    expect([...postings.score([word('w199p1', true)]).scores.keys()].sort()).toEqual(
      ['p1', 'p10', 'p11', 'p12', 'p13', 'p14', 'p15', 'p16', 'p17', 'p18', 'p19'].sort(),
    );
  });
});
