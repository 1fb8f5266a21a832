import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldText, highlightRanges, highlightSegments } from './highlight';

/** The name with each marked part in [brackets], to read a test at a glance. */
function marked(name: string, terms: readonly string[]): string {
  return highlightSegments(name, terms)
    .map((s) => (s.marked ? `[${s.text}]` : s.text))
    .join('');
}

describe('folding a name as search_norm does', () => {
  it('lowers case, removes accents and apostrophes', () => {
    expect(foldText("Été Kid's CAFÉ Straße")).toBe('ete kids cafe strasse');
  });

  it('folds Arabic letters to one form, drops harakat and tatweel, writes digits 0-9', () => {
    expect(foldText('أإآٱ ؤ ئ ة ى ی ک')).toBe('اااا و ي ه ي ي ك');
    expect(foldText('فُسْتَانٌ جمـــيل')).toBe('فستان جميل');
    expect(foldText('٣ سنوات ۴')).toBe('3 سنوات 4');
  });

  it('spells dashes as hyphens, so a dashed word is one word', () => {
    expect(foldText('T–Shirt')).toBe('t-shirt');
  });
});

describe('highlighting the words a search found', () => {
  it('marks the beginning of each word that starts with a term, whatever its case', () => {
    expect(marked('Dinosaur Pyjama Set', ['dinosaur'])).toBe('[Dinosaur] Pyjama Set');
    expect(marked('Dinosaur Pyjama Set', ['dino'])).toBe('[Dino]saur Pyjama Set');
    expect(marked('Pink Party Dress', ['p', 'pa'])).toBe('Pink [Pa]rty Dress');
  });

  it('marks several words, and the longest term a word begins with', () => {
    expect(marked('Red Dress with Red Bow', ['red', 'dress', 'dre'])).toBe('[Red] [Dress] with [Red] Bow');
  });

  it('marks nothing inside a word: a term must begin it', () => {
    expect(marked('Sundress', ['dress'])).toBe('Sundress');
    expect(highlightRanges('Sundress', ['dress'])).toEqual([]);
  });

  it('gives offsets in the name as written, accents and all', () => {
    expect(highlightRanges('Robe Été', ['ete'])).toEqual([{ start: 5, end: 8 }]);
    // An apostrophe is dropped, not a space: "d’été" is the one word "dete", as the search reads it.
    expect(marked('Robe d’été', ['ete'])).toBe('Robe d’été');
    expect(marked('Robe d’été', ['dete'])).toBe('Robe [d’été]');
    expect(marked('Kid’s Kids', ['kids'])).toBe('[Kid’s] [Kids]');
    expect(marked('Große Straße', ['strass'])).toBe('Große [Straß]e');
    // A decomposed accent stays with its letter.
    expect(marked('Cafe\u0301 Latte', ['cafe'])).toBe('[Cafe\u0301] Latte');
  });

  it('matches a joined term across a hyphen, and a term at each hyphenated part', () => {
    expect(marked('Striped T-Shirt', ['tshirt'])).toBe('Striped [T-Shirt]');
    expect(marked('Striped T-Shirt', ['shirt'])).toBe('Striped T-[Shirt]');
    expect(marked('Striped T–Shirt', ['shirt'])).toBe('Striped T–[Shirt]');
  });

  it('takes a one-letter term as a whole word, not as every word beginning with it', () => {
    expect(marked('T-Shirt with Tiger', ['t', 'shirt'])).toBe('[T]-[Shirt] with Tiger');
  });

  it('marks Arabic names with their letters folded, harakat kept inside the mark', () => {
    expect(marked('فستان الأميرة', ['اميره'])).toBe('فستان ال[أميرة]');
    expect(marked('فُسْتَانٌ وردي', ['فستان'])).toBe('[فُسْتَانٌ] وردي');
    expect(marked('بيجامة ديناصور', ['ديناص'])).toBe('بيجامة [ديناص]ور');
  });

  it('marks after an Arabic article or a leading و, as the search finds it', () => {
    expect(marked('الفستان الوردي', ['فستان'])).toBe('ال[فستان] الوردي');
    expect(marked('والفستان', ['فستان'])).toBe('وال[فستان]');
    expect(marked('بالفستان', ['فستان'])).toBe('بال[فستان]');
    expect(marked('للبنات', ['بنات'])).toBe('لل[بنات]');
    expect(marked('وفستان', ['فستان'])).toBe('و[فستان]');
    // The whole word when the term holds the article too.
    expect(marked('الفستان', ['الفستان', 'فستان'])).toBe('[الفستان]');
  });

  it('leaves a short word its first letters, as the search does (و of ورد is no conjunction)', () => {
    expect(marked('ورد', ['رد'])).toBe('ورد');
    expect(marked('الدب', ['دب'])).toBe('الدب');
  });

  it('folds the terms too, and ignores empty ones', () => {
    expect(marked('Dinosaur Set', ['DINO', '', '  '])).toBe('[Dino]saur Set');
    expect(marked('٣ سنوات', ['3'])).toBe('[٣] سنوات');
  });

  it('leaves the name whole when nothing is found', () => {
    expect(highlightSegments('Dinosaur Pyjama Set', [])).toEqual([
      { text: 'Dinosaur Pyjama Set', marked: false },
    ]);
    expect(highlightSegments('', ['x'])).toEqual([{ text: '', marked: false }]);
    expect(highlightSegments('Dinosaur Pyjama Set', ['dinosuar'])).toEqual([
      { text: 'Dinosaur Pyjama Set', marked: false },
    ]);
  });

  it('cuts the name into parts that join back into it', () => {
    const name = 'Dinosaur Pyjama Set — Dino-Friends';
    const segments = highlightSegments(name, ['dino', 'set']);
    expect(segments.map((s) => s.text).join('')).toBe(name);
    expect(segments.filter((s) => s.marked).map((s) => s.text)).toEqual(['Dino', 'Set', 'Dino']);
  });

  it('keeps letters outside the Basic Multilingual Plane whole', () => {
    expect(marked('🦖 Dino 🦕', ['dino'])).toBe('🦖 [Dino] 🦕');
  });

  it('for any name and terms, answers ordered ranges apart that cut the name back into itself', () => {
    const text = fc.string({ unit: fc.constantFrom(...'aAéE-’ ٣الفستانأةـَ🦖xy'.split(/(?:)/u)) });
    fc.assert(
      fc.property(text, fc.array(text, { maxLength: 4 }), (name, terms) => {
        const ranges = highlightRanges(name, terms);
        let at = 0;
        for (const { start, end } of ranges) {
          expect(start).toBeGreaterThanOrEqual(at);
          expect(end).toBeGreaterThan(start);
          at = end;
        }
        expect(at).toBeLessThanOrEqual(name.length);
        expect(
          highlightSegments(name, terms)
            .map((s) => s.text)
            .join(''),
        ).toBe(name);
      }),
    );
  });
});
