import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import ar from './messages/ar.json';
import en from './messages/en.json';

/** The argument names a message uses, and for each plural argument its categories. */
function argumentsOf(elements: MessageFormatElement[], found = new Map<string, Set<string>>()) {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    const categories = found.get(element.value) ?? new Set<string>();
    found.set(element.value, categories);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const [key, option] of Object.entries(element.options)) {
        if (element.type === TYPE.plural) categories.add(key);
        argumentsOf(option.value, found);
      }
    }
    if (element.type === TYPE.tag) argumentsOf(element.children, found);
  }
  return found;
}

const CATALOGUES = { en, ar } as const;
/** The plural categories each language's grammar has (CLDR), every one of which a plural message must spell out. */
const PLURAL_CATEGORIES = {
  en: ['one', 'other'],
  ar: ['zero', 'one', 'two', 'few', 'many', 'other'],
} as const;

describe('the message catalogues', () => {
  it('hold the same ids in English and Arabic', () => {
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
  });

  it.each(Object.keys(en))('%s is valid ICU in both, with the same arguments', (id) => {
    const english = argumentsOf(parse(en[id as keyof typeof en], { requiresOtherClause: true }));
    const arabic = argumentsOf(parse(ar[id as keyof typeof ar], { requiresOtherClause: true }));
    expect([...arabic.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [language, found] of [
      ['en', english],
      ['ar', arabic],
    ] as const) {
      for (const categories of found.values()) {
        const plural = [...categories].filter((key) => !key.startsWith('='));
        if (plural.length === 0) continue;
        expect(plural.sort(), `${language} ${id}`).toEqual([...PLURAL_CATEGORIES[language]].sort());
      }
    }
  });

  it('keep every Arabic message in Arabic, not a copy of the English', () => {
    // A message of arguments and signs alone ('{title} | {store}') is the same in both.
    const words = (message: string) => /[a-z]{2}/i.test(message.replace(/\{[^{}]*\}/g, ''));
    const untranslated = Object.entries(CATALOGUES.ar).filter(
      ([id, message]) => message === CATALOGUES.en[id as keyof typeof en] && words(message),
    );
    expect(untranslated).toEqual([]);
  });
});
