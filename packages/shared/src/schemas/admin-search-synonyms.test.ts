import { describe, expect, it } from 'vitest';
import {
  SYNONYM_TERM_EMPTY,
  SYNONYM_TERMS_TOO_FEW,
  SYNONYM_TERMS_TOO_MANY,
  synonymGroupInputSchema,
  synonymTermsProblem,
  synonymTermTooLong,
  synonymTermTwice,
} from './admin-search-synonyms';

describe('synonymGroupInputSchema', () => {
  it('keeps the terms in their order, trimmed, runs of spaces made one, and drops other keys', () => {
    expect(synonymGroupInputSchema.parse({ terms: ['  Tee ', 'تي   شيرت'], id: 'x' })).toEqual({
      terms: ['Tee', 'تي شيرت'],
    });
  });

  it('counts characters as a person does: forty emoji are forty characters', () => {
    expect(synonymTermsProblem(['tee', '🦕'.repeat(40)])).toBeNull();
    expect(synonymTermsProblem(['tee', 'x'.repeat(41)])).toBe(synonymTermTooLong('x'.repeat(41)));
  });

  it.each([
    [['tee'], SYNONYM_TERMS_TOO_FEW],
    [Array.from({ length: 21 }, (_, i) => `t${i}`), SYNONYM_TERMS_TOO_MANY],
    [['tee', ''], SYNONYM_TERM_EMPTY],
    [['tee', 'shirt', 'TEE'], synonymTermTwice('TEE')],
  ])('refuses %j', (terms, message) => {
    expect(synonymTermsProblem(terms)).toBe(message);
  });

  it('names a term too long to quote by its first 40 characters', () => {
    expect(synonymTermTooLong(`${'a'.repeat(40)}bbbb`)).toBe(
      `“${'a'.repeat(40)}…” is too long: a term has at most 40 characters.`,
    );
  });
});
