import {
  type SynonymGroup,
  type SynonymGroupBody,
  synonymGroupInputSchema,
  tidySynonymTerm,
} from '@souq/shared/schemas/admin-search-synonyms';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** What the form holds: the terms added so far (the chips), and what is typed in the box for the next. */
export interface SynonymFormValues {
  terms: string[];
  draft: string;
}

/** A new group's form, or a saved group's. */
export const formValuesOf = (group?: SynonymGroup): SynonymFormValues => ({
  terms: group ? [...group.terms] : [],
  draft: '',
});

/** The terms typed in the box: commas (English or Arabic) and line breaks separate several. */
export const splitTerms = (text: string): string[] =>
  text
    .split(/[,\u060C\n]/)
    .map(tidySynonymTerm)
    .filter((term) => term !== '');

/** The group as it would be saved: the chips, then whatever is still typed in the box. */
export const termsOf = (values: SynonymFormValues): string[] => [
  ...values.terms,
  ...splitTerms(values.draft),
];

/**
 * Checks the group with the api's own schema (how many terms, empty, too long, twice); what only the database
 * can tell (a word in another group) is the server's refusal. The error sits under the terms.
 */
export const synonymResolver: Resolver<SynonymFormValues, unknown, SynonymGroupBody> = async (values) => {
  const parsed = synonymGroupInputSchema.safeParse({ terms: termsOf(values) });
  if (parsed.success) return { values: parsed.data, errors: {} };
  const issue = parsed.error.issues[0];
  const errors: FieldErrors<SynonymFormValues> = {
    terms: { type: issue?.code ?? 'custom', message: issue?.message ?? 'Check the terms.' },
  };
  return { values: {}, errors };
};
