import type { TypedWord } from './search-plan';

/**
 * The shopper's words as the database's `search_words(text, false)` makes them (migration 0020), worked out
 * here for the texts nearly every shopper types: ASCII and the Arabic block (U+0600-U+06FF). For these the
 * database's unaccent has no rule and lower() changes only A-Z, so the steps below are the whole of
 * `search_norm` and `search_word_forms`. Any other character (an accent, a curly quote, a letter another
 * locale lowers) makes this answer null and the database normalises the text, as it always can; a test
 * holds the two to the same words over many texts.
 */
function isPlain(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code > 0x7f && (code < 0x0600 || code > 0x06ff)) return false;
  }
  return true;
}

/** search_norm's translate(): alef and hamza seats, taa marbuta, yeh and kaf forms, both digit sets, apostrophe. */
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
  "'": '',
  ...Object.fromEntries(
    Array.from({ length: 10 }, (_, d) => [
      [String.fromCharCode(0x0660 + d), String(d)],
      [String.fromCharCode(0x06f0 + d), String(d)],
    ]).flat(),
  ),
};
const TO_FOLD = /[أإآٱؤئةىیک'\u0660-\u0669\u06f0-\u06f9]/g;
/** Harakat, superscript alef and tatweel: removed after the digits are folded (they share a range). */
const MARKS = /[\u064b-\u0670\u0640]/g;
const SEPARATORS = /[^a-z0-9\u0621-\u064a-]+/;
const HAS_LETTER = /[a-z0-9\u0621-\u064a]/;
const ARABIC_WORD = /^[\u0621-\u064a]+$/;
const LATIN_WORD = /^[a-z]+$/;

/** search_word_forms(word, false): the word without hyphens, and the forms it is also found by. */
function formsOf(word: string): string[] {
  const joined = word.replaceAll('-', '');
  if (joined === '') return [];
  const forms = [joined];
  const length = joined.length;
  if (ARABIC_WORD.test(joined)) {
    if (/^(وال|بال|فال|كال)/.test(joined) && length > 5) forms.push(joined.slice(3));
    else if (/^(ال|لل)/.test(joined) && length > 4) forms.push(joined.slice(2));
    else if (joined.startsWith('و') && length > 4) forms.push(joined.slice(1));
    if (joined.endsWith('ات') && length > 4) forms.push(`${joined.slice(0, -2)}ه`);
  } else if (LATIN_WORD.test(joined) && length > 3) {
    if (joined.endsWith('ies')) forms.push(`${joined.slice(0, -3)}y`);
    else if (/(s|x|z|ch|sh)es$/.test(joined)) forms.push(joined.slice(0, -2));
    else if (/[^su]s$/.test(joined)) forms.push(joined.slice(0, -1));
  }
  return forms;
}

/** A text's words, each with its forms; null when the database must normalise it (see above). */
export function plainTypedWords(text: string): TypedWord[] | null {
  if (!isPlain(text)) return null;
  const normalised = text
    .toLowerCase()
    .replace(TO_FOLD, (c) => FOLDED[c] ?? c)
    .replace(MARKS, '');
  return normalised
    .split(SEPARATORS)
    .filter((w) => HAS_LETTER.test(w))
    .map((w) => typedWord(w, formsOf(w)));
}

/** One word of `search_words` (its hyphens kept) as the planner takes it. */
export function typedWord(word: string, forms: readonly string[]): TypedWord {
  return {
    word: word.replaceAll('-', ''),
    parts: word.includes('-') ? word.split('-').filter((p) => p !== '') : [],
    forms,
  };
}
