import { allowedTypos, typoDistance } from './typo-distance';

/** A word of the shopper's text, normalised by the database (`search_words`): the word and its forms. */
export interface TypedWord {
  /** The word with any hyphens taken out ("tshirt"). */
  word: string;
  /** The hyphenated word's parts ("ls", "gd", "004"); empty for a word without hyphens. */
  parts: readonly string[];
  forms: readonly string[];
}

/** What the catalogue's lexicon says of the words asked about. */
export interface Vocabulary {
  /** The asked words that some product holds. */
  known: ReadonlySet<string>;
  /** Whether some product's word begins with the last typed word. */
  prefixKnown: boolean;
  /** For each word asked about, the lexicon's nearest words by trigrams (candidates for a correction). */
  near: ReadonlyMap<string, readonly string[]>;
  /** The owner's synonym groups, each a list of normalised words. */
  synonyms: readonly (readonly string[])[];
}

export type MatchKind = 'exact' | 'synonym' | 'prefix' | 'typo';

/** The kinds a word typed as the shopper meant it is found by: everything but a correction. */
export const AS_TYPED: readonly MatchKind[] = ['exact', 'synonym', 'prefix'];
export const ANY_KIND: readonly MatchKind[] = ['exact', 'synonym', 'prefix', 'typo'];

/** One way a word may be found: all of `tokens` in a document (each as a prefix when `prefix`). */
export interface Alternative {
  tokens: readonly string[];
  prefix: boolean;
  kind: MatchKind;
}

export interface PlannedWord {
  /** The word as the correction shows it: the typed word, or the correction chosen for it. */
  shown: string;
  corrected: boolean;
  alternatives: readonly Alternative[];
}

/** Shorter prefixes than this find too much to be worth it: the word is then taken as typed. */
const MIN_PREFIX = 2;
/** A word typed without its space ("teddybear") is read as two known words of at least this many letters. */
const MIN_SPLIT_PART = 3;

/** Every way to cut a word in two parts of at least MIN_SPLIT_PART letters, the longer first part first. */
function splitsOf(word: string): [string, string][] {
  const letters = [...word];
  const splits: [string, string][] = [];
  for (let i = letters.length - MIN_SPLIT_PART; i >= MIN_SPLIT_PART; i--) {
    splits.push([letters.slice(0, i).join(''), letters.slice(i).join('')]);
  }
  return splits;
}

/** The words, forms and adjacent joins the lexicon is asked about, and the last word as a prefix. */
export function wordsToAsk(words: readonly TypedWord[]): { known: string[]; prefix: string } {
  const known = new Set<string>();
  for (const w of words) {
    for (const f of w.forms) known.add(f);
    for (const split of splitsOf(w.word)) for (const part of split) known.add(part);
  }
  for (let i = 0; i + 1 < words.length; i++) known.add(joined(words, i));
  const last = words.at(-1);
  return {
    known: [...known],
    prefix: last && [...last.word].length >= MIN_PREFIX ? last.word : '',
  };
}

/**
 * Whether word `i` is also looked for as the beginning of a longer word: only the last, only while the shopper
 * may still be typing it (no space after it), and only from MIN_PREFIX letters.
 */
function isPrefix(words: readonly TypedWord[], i: number, lastIsPrefix: boolean): boolean {
  return i === words.length - 1 && lastIsPrefix && [...(words[i]?.word ?? '')].length >= MIN_PREFIX;
}

function joined(words: readonly TypedWord[], i: number): string {
  return `${words[i]?.word ?? ''}${words[i + 1]?.word ?? ''}`;
}

function synonymsOf(word: string, vocabulary: Vocabulary): string[] {
  return vocabulary.synonyms.filter((group) => group.includes(word)).flatMap((group) => [...group]);
}

function exact(tokens: readonly string[], kind: MatchKind = 'exact'): Alternative {
  return { tokens, prefix: false, kind };
}

/**
 * Each word's ways of being found. A product must be found by every word; a word is found by any of its
 * alternatives: its forms and synonyms (exact), the last word as the beginning of a longer word (prefix), and,
 * only when the catalogue holds no such word, corrections within the word's typo allowance (typo). Two
 * neighbouring words the catalogue or the synonyms know joined ("t shirt") are one word, found joined or apart.
 * `lastIsPrefix` is false when the shopper ended the text with a space: the last word is then complete.
 */
export function planWords(
  words: readonly TypedWord[],
  vocabulary: Vocabulary,
  lastIsPrefix: boolean,
): PlannedWord[] {
  const synonymWords = new Set(vocabulary.synonyms.flat());
  const planned: PlannedWord[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as TypedWord;
    const last = i === words.length - 1;
    const pair = joined(words, i);
    if (!last && (vocabulary.known.has(pair) || synonymWords.has(pair))) {
      const next = words[i + 1] as TypedWord;
      const alternatives = [exact([pair]), ...synonymsOf(pair, vocabulary).map((t) => exact([t], 'synonym'))];
      alternatives.push(exact([word.word, next.word]));
      planned.push({ shown: pair, corrected: false, alternatives: dedupe(alternatives) });
      i++;
      continue;
    }
    const alternatives: Alternative[] = [];
    for (const form of word.forms) {
      alternatives.push(exact([form]));
      for (const synonym of synonymsOf(form, vocabulary)) alternatives.push(exact([synonym], 'synonym'));
    }
    // A code's parts ("GD-004" in LS-GD-004), and a hyphenated word's parts anywhere in a document.
    if (word.parts.length > 1) alternatives.push(exact(word.parts));
    const asPrefix = isPrefix(words, i, lastIsPrefix);
    if (asPrefix) alternatives.push({ tokens: [word.word], prefix: true, kind: 'prefix' });
    const split = knownSplit(word, vocabulary);
    if (split) alternatives.push(exact(split));
    const found = foundAsTyped(word, vocabulary, synonymWords, asPrefix);
    let shown = word.word;
    let corrected = false;
    if (!found) {
      const corrections = correctionsOf(word.word, vocabulary, synonymWords);
      for (const correction of corrections) {
        alternatives.push({ tokens: [correction], prefix: false, kind: 'typo' });
        for (const synonym of synonymsOf(correction, vocabulary)) {
          alternatives.push({ tokens: [synonym], prefix: false, kind: 'typo' });
        }
      }
      if (corrections[0] !== undefined) {
        shown = corrections[0];
        corrected = true;
      }
    }
    planned.push({ shown, corrected, alternatives: dedupe(alternatives) });
  }
  return planned;
}

/** What the lexicon says of the words as typed, before any nearest words are looked up. */
type Known = Pick<Vocabulary, 'known' | 'prefixKnown'>;

function knownSplit(word: TypedWord, vocabulary: Known): [string, string] | undefined {
  return splitsOf(word.word).find(([a, b]) => vocabulary.known.has(a) && vocabulary.known.has(b));
}

/** Whether the catalogue or the synonyms hold the word as typed (so no correction is looked for). */
function foundAsTyped(
  word: TypedWord,
  vocabulary: Known,
  synonymWords: ReadonlySet<string>,
  asPrefix: boolean,
): boolean {
  return (
    knownSplit(word, vocabulary) !== undefined ||
    word.parts.length > 1 ||
    word.forms.some((f) => vocabulary.known.has(f) || synonymWords.has(f)) ||
    (asPrefix && vocabulary.prefixKnown)
  );
}

/**
 * The words that may need a correction: those within a typo allowance that neither the catalogue nor the
 * synonyms hold as typed. Only these are looked up in the lexicon for their nearest words, the costliest part
 * of reading the vocabulary.
 */
export function wordsToCorrect(
  words: readonly TypedWord[],
  vocabulary: Omit<Vocabulary, 'near'>,
  lastIsPrefix: boolean,
): string[] {
  const synonymWords = new Set(vocabulary.synonyms.flat());
  return words
    .filter(
      (word, i) =>
        allowedTypos(word.word) > 0 &&
        !foundAsTyped(word, vocabulary, synonymWords, isPrefix(words, i, lastIsPrefix)),
    )
    .map((word) => word.word);
}

/** Lexicon and synonym words within the word's allowance, the closest first (the lexicon's order breaks ties). */
function correctionsOf(word: string, vocabulary: Vocabulary, synonymWords: ReadonlySet<string>): string[] {
  const limit = allowedTypos(word);
  if (limit === 0) return [];
  const candidates = [...(vocabulary.near.get(word) ?? []), ...synonymWords];
  const scored: { word: string; distance: number; rank: number }[] = [];
  candidates.forEach((candidate, rank) => {
    if (candidate === word || scored.some((s) => s.word === candidate)) return;
    const distance = typoDistance(word, candidate, limit);
    if (distance <= limit) scored.push({ word: candidate, distance, rank });
  });
  scored.sort((a, b) => a.distance - b.distance || a.rank - b.rank);
  return scored.map((s) => s.word);
}

function dedupe(alternatives: readonly Alternative[]): Alternative[] {
  const seen = new Set<string>();
  return alternatives.filter((a) => {
    const key = `${a.kind}|${a.prefix}|${a.tokens.join(' ')}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Tokens are the database's own output: letters (Latin or Arabic) and digits only. */
const SAFE_TOKEN = /^[a-z0-9\u0621-\u064a]+$/;

/** One alternative as a tsquery, optionally only in one weight's fields. */
function alternativeQuery(alternative: Alternative, weight: string): string {
  const suffix = `${alternative.prefix ? ':*' : ''}${weight ? (alternative.prefix ? weight : `:${weight}`) : ''}`;
  const tokens = alternative.tokens.filter((t) => SAFE_TOKEN.test(t)).map((t) => `'${t}'${suffix}`);
  return tokens.length === 1 ? (tokens[0] as string) : `(${tokens.join(' & ')})`;
}

/** The word's alternatives of these kinds that can find something. */
export function searchableAlternatives(word: PlannedWord, kinds: readonly MatchKind[]): Alternative[] {
  return word.alternatives.filter(
    (a) => kinds.includes(a.kind) && a.tokens.length > 0 && a.tokens.every((t) => SAFE_TOKEN.test(t)),
  );
}

/** Any of the alternatives of these kinds, as a tsquery; null when the word has none of them. */
export function wordQuery(word: PlannedWord, kinds: readonly MatchKind[], weight = ''): string | null {
  const chosen = searchableAlternatives(word, kinds);
  if (chosen.length === 0) return null;
  return chosen.map((a) => alternativeQuery(a, weight)).join(' | ');
}

/** Every word found by one of its alternatives of these kinds; null when some word has none. */
export function allWordsQuery(words: readonly PlannedWord[], kinds: readonly MatchKind[]): string | null {
  const parts: string[] = [];
  for (const word of words) {
    const query = wordQuery(word, kinds);
    if (query === null) return null;
    parts.push(`(${query})`);
  }
  return parts.length > 0 ? parts.join(' & ') : null;
}

/**
 * Any `count` of the words found, each by any of its alternatives: the fallback when no product holds every
 * word, asked for the most words first. Null when fewer words than that can be found at all.
 */
export function someWordsQuery(words: readonly PlannedWord[], count: number): string | null {
  const queries = words.flatMap((word) => {
    const query = wordQuery(word, ANY_KIND);
    return query === null ? [] : [`(${query})`];
  });
  if (count < 1 || queries.length < count) return null;
  return subsetsOf(queries, count)
    .map((subset) => (subset.length === 1 ? subset[0] : `(${subset.join(' & ')})`))
    .join(' | ');
}

/** Every way to choose `count` of `items`, in their order. */
function subsetsOf<T>(items: readonly T[], count: number): T[][] {
  if (count === 0) return [[]];
  const subsets: T[][] = [];
  for (let i = 0; i + count <= items.length; i++) {
    for (const rest of subsetsOf(items.slice(i + 1), count - 1)) subsets.push([items[i] as T, ...rest]);
  }
  return subsets;
}

/**
 * A word's points, best first: found as typed (exactly, then by a synonym, then as a prefix) before found by a
 * correction; in the name (A) before the sku, group, kind or colours (B) before the description (C). A
 * product's relevance is the sum over the words.
 */
export const SCORE_STEPS: readonly { kinds: readonly MatchKind[]; weight: string; points: number }[] = [
  { kinds: ['exact'], weight: 'A', points: 24 },
  { kinds: ['synonym'], weight: 'A', points: 23 },
  { kinds: ['prefix'], weight: 'A', points: 22 },
  { kinds: ['exact'], weight: 'B', points: 20 },
  { kinds: ['synonym'], weight: 'B', points: 19 },
  { kinds: ['prefix'], weight: 'B', points: 18 },
  { kinds: ['exact'], weight: 'C', points: 16 },
  { kinds: ['synonym'], weight: 'C', points: 15 },
  { kinds: ['prefix'], weight: 'C', points: 14 },
  // A word found apart ("t" and "shirt") in different fields.
  { kinds: AS_TYPED, weight: '', points: 12 },
  { kinds: ['typo'], weight: 'A', points: 6 },
  { kinds: ['typo'], weight: 'B', points: 4 },
  { kinds: ['typo'], weight: 'C', points: 2 },
];

/** The tokens that can find something, for marking found words in names. */
export function plannedTerms(words: readonly PlannedWord[]): string[] {
  return [...new Set(words.flatMap((w) => w.alternatives.flatMap((a) => a.tokens)))];
}
