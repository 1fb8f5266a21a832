import {
  SYNONYM_TERM_EMPTY,
  SYNONYM_TERMS_TOO_FEW,
  type SynonymGroup,
  synonymTermTwice,
} from '@souq/shared/schemas/admin-search-synonyms';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import {
  formValuesOf,
  type SynonymFormValues,
  splitTerms,
  synonymResolver,
  termsOf,
} from './synonym-form-values';

const OPTIONS: ResolverOptions<SynonymFormValues> = { fields: {}, shouldUseNativeValidation: false };

const SAVED: SynonymGroup = {
  id: '7d0f2f4e-9d8c-4b53-9a4e-3f1f0b7c2a10',
  terms: ['tee', 't-shirt', 'تي شيرت'],
  words: ['tee', 'tshirt', 'تيشيرت'],
  createdAt: '2030-01-01T00:00:00.000Z',
  updatedAt: '2030-01-02T00:00:00.000Z',
};

describe('splitTerms', () => {
  it('reads several terms separated by commas (English or Arabic) or lines, tidied, none empty', () => {
    expect(splitTerms('  tee ,t-shirt,, ')).toEqual(['tee', 't-shirt']);
    expect(splitTerms('تيشيرت، تي   شيرت\nshirt')).toEqual(['تيشيرت', 'تي شيرت', 'shirt']);
    expect(splitTerms('   ')).toEqual([]);
  });
});

describe('the synonym form', () => {
  it('starts empty for a new group, and from the saved terms for an edit', () => {
    expect(formValuesOf()).toEqual({ terms: [], draft: '' });
    expect(formValuesOf(SAVED)).toEqual({ terms: SAVED.terms, draft: '' });
  });

  it('saves the chips and what is still typed in the box', async () => {
    const values = { terms: ['tee'], draft: ' tshirt , تي شيرت ' };
    expect(termsOf(values)).toEqual(['tee', 'tshirt', 'تي شيرت']);
    expect(await synonymResolver(values, undefined, OPTIONS)).toEqual({
      values: { terms: ['tee', 'tshirt', 'تي شيرت'] },
      errors: {},
    });
  });

  it.each([
    [{ terms: ['tee'], draft: '' }, SYNONYM_TERMS_TOO_FEW],
    [{ terms: ['tee', ' '], draft: '' }, SYNONYM_TERM_EMPTY],
    [{ terms: ['tee'], draft: 'TEE' }, synonymTermTwice('TEE')],
  ])('puts the api schema’s refusal of %j under the terms', async (values, message) => {
    const result = await synonymResolver(values, undefined, OPTIONS);
    expect(result.values).toEqual({});
    expect(result.errors.terms?.message).toBe(message);
  });
});
