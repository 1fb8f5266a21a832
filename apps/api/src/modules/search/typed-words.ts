import { articleLength, foldText } from '@souq/shared/search/highlight';
import type { TypedWord } from './search-plan';

/*
 * The shopper's words as the database's `search_words(text, false)` makes them (migration 0020), worked out
 * here for the texts nearly every shopper types: ASCII and the Arabic block (U+0600-U+06FF). For these the
 * database's unaccent has no rule and lower() changes only A-Z, so folding the letters as the storefront's
 * highlighting does (foldText, which follows search_norm) and the forms below are the whole of `search_norm`
 * and `search_word_forms`. Any other character (an accent, a curly quote, a letter another locale lowers)
 * makes this answer null and the database normalises the text, as it always can; a test holds the two to the
 * same words over many texts.
 */

/** Whether the text holds only ASCII and Arabic-block characters. */
function isPlain(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code > 0x7f && (code < 0x0600 || code > 0x06ff)) return false;
  }
  return true;
}

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
    const article = articleLength(joined);
    if (article > 0) forms.push(joined.slice(article));
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
  return foldText(text)
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
