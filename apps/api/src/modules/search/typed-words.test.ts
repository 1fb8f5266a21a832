import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-database';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { seededRandom } from '../../db/seed/seed-random';
import { GOLDEN_QUERIES } from './golden-queries';
import type { TypedWord } from './search-plan';
import { plainTypedWords, typedWord } from './typed-words';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** What the database's `search_words(text, false)` makes of each text, as the planner takes it. */
async function databaseWords(texts: readonly string[]): Promise<TypedWord[][]> {
  const rows = await queryRows<{ i: number; word: string; forms: string[] }>(
    database.db,
    sql`select x.i::int as i, w.word, w.forms
        from unnest(${sql.param(texts)}::text[]) with ordinality as x(t, i), search_words(x.t, false) as w
        order by x.i, w.ord`,
  );
  const words: TypedWord[][] = texts.map(() => []);
  for (const row of rows) words[row.i - 1]?.push(typedWord(row.word, row.forms));
  return words;
}

/**
 * Pieces a shopper's text is made of, and the characters each normalising step treats apart: capitals,
 * apostrophes, hyphens, every folded Arabic form, both digit sets, harakat and tatweel (their range holds the
 * Arabic-Indic digits), Arabic punctuation and letters outside the word range, articles, conjunctions and the
 * plural endings the forms undo.
 */
const PIECES = [
  ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
  ...' -_\'".,;:!?/\\()[]{}#%&*+=@~`|<>^$\t\n\u0001\u007f',
  ...'ءآأؤإئابةتثجحخدذرزسشصضطظعغفقكلمنهوىي',
  ...'ٱیکۀڤپچگ٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹،؛؟٪٫ـ\u064b\u064c\u064d\u064e\u064f\u0650\u0651\u0652\u0670\u065f\u0653\u06d4',
  'ال',
  'وال',
  'بال',
  'فال',
  'كال',
  'لل',
  'و',
  'ات',
  'ies',
  'es',
  'ches',
  'shes',
  'xes',
  'ss',
  'us',
  's',
  't-shirt',
  'LS-GD-004',
  'kid’s',
];

function randomTexts(count: number): string[] {
  // Seeded, so a failure names texts that can be tried again.
  const random = seededRandom('typed words');
  return Array.from({ length: count }, () => {
    const length = 1 + Math.floor(random() * 12);
    return Array.from({ length }, () => PIECES[Math.floor(random() * PIECES.length)]).join('');
  });
}

describe('the shopper’s words worked out without the database', () => {
  it('are the words and forms search_words makes, for every plain text', async () => {
    const texts = [
      ...GOLDEN_QUERIES.map((g) => g.q),
      ...GOLDEN_QUERIES.map((g) => g.q.toUpperCase()),
      ...randomTexts(3000),
    ];
    const plain = texts.filter((t) => plainTypedWords(t) !== null);
    // Nearly every text is plain: the few that are not hold a character only the database folds.
    expect(plain.length).toBeGreaterThan(texts.length * 0.8);
    const expected = await databaseWords(plain);
    plain.forEach((text, i) => {
      expect({ text, words: plainTypedWords(text) }).toEqual({ text, words: expected[i] });
    });
  });

  it('leave to the database a text holding a character its unaccent or lower() may change', () => {
    for (const text of ['Café', 'kid’s', 'ÉCOLE', 'naïve', 'ﬁsh', 'Straße', 'İstanbul', 'a\u00a0b']) {
      expect(plainTypedWords(text)).toBeNull();
    }
    expect(plainTypedWords('T-Shirt  فُسْتَانٌ')).toEqual([
      { word: 'tshirt', parts: ['t', 'shirt'], forms: ['tshirt'] },
      { word: 'فستان', parts: [], forms: ['فستان'] },
    ]);
  });
});
