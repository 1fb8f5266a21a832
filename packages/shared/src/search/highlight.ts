/*
 * Which parts of a product's name the shopper's words found, for the header search's suggestions to mark.
 * The search answers the normalised words and prefixes that found something (`terms`); the name is folded the
 * way the database folds what it searches (`search_norm`, apps/api/src/db/migrations/0020_search.sql), keeping
 * where each folded letter came from, so a mark lands on the letters as written ("Été" for "ete", "الأميرة"
 * for "اميره").
 */

/** A part of the name to mark: its UTF-16 offsets, `end` exclusive. */
export interface HighlightRange {
  start: number;
  end: number;
}

/** The name cut into its parts, each marked or not; joined, they are the name again. */
export interface HighlightSegment {
  text: string;
  marked: boolean;
}

/**
 * Dropped, as search_norm drops them: combining accents (what NFD leaves of é), harakat, the hamza and madda
 * written apart, the superscript alef, tatweel, the Arabic signs U+066A-U+066F (its harakat range holds them),
 * and apostrophes ("kid's" is "kids").
 */
const DROPPED = /[\u0300-\u036f\u064b-\u065f\u066a-\u0670\u0640'\u2018\u2019\u201b]/;

/**
 * Letters folded to another: the Arabic forms search_norm translates, and the Latin letters and dashes unaccent
 * spells out that NFD leaves alone.
 */
const FOLDED: Readonly<Record<string, string>> = {
  أ: 'ا',
  إ: 'ا',
  آ: 'ا',
  ٱ: 'ا',
  ؤ: 'و',
  ئ: 'ي',
  ة: 'ه',
  ى: 'ي',
  ی: 'ي',
  ک: 'ك',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ħ: 'h',
  ı: 'i',
  ĳ: 'ij',
  ĸ: 'q',
  ŀ: 'l',
  ł: 'l',
  ŉ: 'n',
  ŋ: 'n',
  ſ: 's',
  ŧ: 't',
  þ: 'th',
  ƒ: 'f',
  ª: 'a',
  º: 'o',
  '\u00ad': '-',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2013': '-',
  '\u2014': '-',
  '\u2015': '-',
};

/** Arabic-Indic (U+0660) and Eastern Arabic-Indic (U+06F0) digits. */
function westernDigit(char: string): string | undefined {
  const code = char.charCodeAt(0);
  if (code >= 0x0660 && code <= 0x0669) return String(code - 0x0660);
  if (code >= 0x06f0 && code <= 0x06f9) return String(code - 0x06f0);
  return undefined;
}

const ARABIC_BLOCK = /[\u0600-\u06ff]/;

/** One character of a name (a code point) as search_norm writes it: none, one or a few folded characters. */
export function foldCharacter(char: string): string {
  const lower = char.toLowerCase();
  // Arabic letters are folded by the table alone: NFD would also split letters search_norm keeps (ۀ).
  let folded = '';
  for (const part of ARABIC_BLOCK.test(lower) ? lower : lower.normalize('NFD')) {
    if (DROPPED.test(part)) continue;
    folded += FOLDED[part] ?? westernDigit(part) ?? part;
  }
  return folded;
}

interface FoldedText {
  /** The folded text, one UTF-16 unit per entry of `from` and `to`. */
  text: string;
  /** Where each folded character's original character starts in the name. */
  from: number[];
  /** Where it ends. */
  to: number[];
}

function fold(name: string): FoldedText {
  const folded: FoldedText = { text: '', from: [], to: [] };
  let offset = 0;
  for (const char of name) {
    const end = offset + char.length;
    const units = foldCharacter(char);
    folded.text += units;
    for (let i = 0; i < units.length; i++) {
      folded.from.push(offset);
      folded.to.push(end);
    }
    offset = end;
  }
  return folded;
}

/** A folded text as search_norm would write it, e.g. a term: the shopper's words are folded by the database. */
export function foldText(text: string): string {
  return fold(text).text;
}

/** What search_words keeps in a word (everything else splits words); a hyphen joins the parts of one. */
const WORD_CHARACTER = /[a-z0-9\u0621-\u064a-]/;
const ARABIC_WORD = /^[\u0621-\u064a]+$/;

/**
 * How many letters of an Arabic word are its article or leading conjunction, as search_word_forms strips them
 * (with its own minimum lengths, so a short word keeps its first letters: و of ورد is no conjunction).
 */
export function articleLength(word: string): number {
  if (!ARABIC_WORD.test(word)) return 0;
  const length = [...word].length;
  if (/^(وال|بال|فال|كال)/.test(word) && length > 5) return 3;
  if (/^(ال|لل)/.test(word) && length > 4) return 2;
  if (/^و/.test(word) && length > 4) return 1;
  return 0;
}

/** Where words begin in the folded text: each word, each hyphenated part, and each again after its article. */
function wordBeginnings(text: string): { start: number; end: number }[] {
  const beginnings: { start: number; end: number }[] = [];
  let i = 0;
  while (i < text.length) {
    if (!WORD_CHARACTER.test(text[i] as string)) {
      i++;
      continue;
    }
    let end = i;
    while (end < text.length && WORD_CHARACTER.test(text[end] as string)) end++;
    // A term may run across the word's hyphens ("tshirt" in "t-shirt"), never past the word.
    let part = i;
    while (part < end) {
      if (text[part] === '-') {
        part++;
        continue;
      }
      let partEnd = part;
      while (partEnd < end && text[partEnd] !== '-') partEnd++;
      beginnings.push({ start: part, end });
      const article = articleLength(text.slice(part, partEnd));
      if (article > 0) beginnings.push({ start: part + article, end });
      part = partEnd;
    }
    i = end;
  }
  return beginnings;
}

/**
 * Where `term` ends when the folded text from `start` begins with it (hyphens skipped), else -1. A term of one
 * letter must be the whole word or part: it is a word typed apart ("t" of "t shirt"), not a prefix.
 */
function matchEnd(text: string, start: number, wordEnd: number, term: string): number {
  let at = start;
  for (const char of term) {
    while (at < wordEnd && text[at] === '-') at++;
    if (at >= wordEnd || text[at] !== char) return -1;
    at++;
  }
  if (term.length === 1 && at < wordEnd && text[at] !== '-') return -1;
  return at;
}

/** Combining marks written after a letter belong to it: a mark that ends on the letter takes them too. */
const TRAILING_MARK = /[\u0300-\u036f\u064b-\u065f\u0670]/;

/**
 * The parts of `name` to mark for the search's `terms`: each word (or hyphenated part, or the word after an
 * Arabic article ال وال بال فال كال لل or a leading و) that begins with a term, over its longest such term.
 * Ranges are in order and never overlap.
 */
export function highlightRanges(name: string, terms: readonly string[]): HighlightRange[] {
  const wanted = [...new Set(terms.map((term) => foldText(term).replace(/[^a-z0-9\u0621-\u064a]/g, '')))]
    .filter((term) => term !== '')
    .sort((a, b) => b.length - a.length);
  if (wanted.length === 0) return [];
  const folded = fold(name);
  const ranges: HighlightRange[] = [];
  for (const { start, end: wordEnd } of wordBeginnings(folded.text)) {
    let end = -1;
    for (const term of wanted) {
      end = matchEnd(folded.text, start, wordEnd, term);
      if (end >= 0) break;
    }
    if (end < 0) continue;
    let to = folded.to[end - 1] as number;
    while (to < name.length && TRAILING_MARK.test(name[to] as string)) to++;
    ranges.push({ start: folded.from[start] as number, end: to });
  }
  return merge(ranges);
}

function merge(ranges: HighlightRange[]): HighlightRange[] {
  const sorted = [...ranges].sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: HighlightRange[] = [];
  for (const range of sorted) {
    const last = merged.at(-1);
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
}

/** `name` cut into marked and unmarked parts (highlightRanges), for a list to show with <mark>. */
export function highlightSegments(name: string, terms: readonly string[]): HighlightSegment[] {
  const segments: HighlightSegment[] = [];
  let at = 0;
  for (const { start, end } of highlightRanges(name, terms)) {
    if (start > at) segments.push({ text: name.slice(at, start), marked: false });
    segments.push({ text: name.slice(start, end), marked: true });
    at = end;
  }
  if (at < name.length || segments.length === 0) segments.push({ text: name.slice(at), marked: false });
  return segments;
}
