import { z } from 'zod';

/**
 * The owner's synonym groups for the listing's search (docs/product/back-office.md, "Search synonyms"): words
 * shoppers use for the same thing, so that a search for any of them finds all of them.
 */
export const SYNONYM_TERMS_MIN = 2;
export const SYNONYM_TERMS_MAX = 20;
export const SYNONYM_TERM_MAX_LENGTH = 40;

export const SYNONYM_GROUP_NOT_FOUND = 'Synonym group not found.';
export const SYNONYM_TERMS_MISSING = 'Enter the terms of the group.';
export const SYNONYM_TERMS_NOT_A_LIST = 'Terms must be a list of words.';
export const SYNONYM_TERM_NOT_TEXT = 'Each term must be text.';
export const SYNONYM_TERMS_TOO_FEW = `A group needs at least ${SYNONYM_TERMS_MIN} terms.`;
export const SYNONYM_TERMS_TOO_MANY = `A group has at most ${SYNONYM_TERMS_MAX} terms.`;
export const SYNONYM_TERM_EMPTY = 'A term cannot be empty: write a word or remove it.';

/** Characters as a person counts them (an emoji is one), not UTF-16 units. */
const lengthOf = (text: string) => [...text].length;

/** Names a term too long to quote whole by its first characters. */
export const synonymTermTooLong = (term: string) =>
  `“${[...term].slice(0, SYNONYM_TERM_MAX_LENGTH).join('')}…” is too long: a term has at most ${SYNONYM_TERM_MAX_LENGTH} characters.`;
export const synonymTermTwice = (term: string) => `“${term}” is in the group twice.`;
/** A term with nothing a search reads ("!!!", "-"): the database's search_terms() makes no word of it. */
export const synonymTermWithoutWord = (term: string) => `“${term}” has no letters or digits to search by.`;
/** Every term is one word to search ("T-Shirt", "t shirt" and "tshirt" are all "tshirt"). */
export const synonymTermsOneWord = (word: string) =>
  `All these terms are the same word to search (“${word}”): add a different word.`;
/** A word may be in one group only; the other group is named by its first term. */
export const synonymTermInOtherGroup = (term: string, group: string) =>
  `“${term}” is already in the synonym group “${group}”: a word can be in one group only.`;

/** A term as it is kept: trimmed, its runs of spaces made one. */
export const tidySynonymTerm = (term: string) => term.trim().replace(/\s+/g, ' ');

/**
 * What is wrong with a group's tidied terms before the database reads them, or null: how many there are, an
 * empty or too long term, and the same term typed twice (in any letter case).
 */
export function synonymTermsProblem(terms: readonly string[]): string | null {
  if (terms.length < SYNONYM_TERMS_MIN) return SYNONYM_TERMS_TOO_FEW;
  if (terms.length > SYNONYM_TERMS_MAX) return SYNONYM_TERMS_TOO_MANY;
  const seen = new Set<string>();
  for (const term of terms) {
    if (term === '') return SYNONYM_TERM_EMPTY;
    if (lengthOf(term) > SYNONYM_TERM_MAX_LENGTH) return synonymTermTooLong(term);
    const key = term.toLowerCase();
    if (seen.has(key)) return synonymTermTwice(term);
    seen.add(key);
  }
  return null;
}

/** A group's terms, each as a shopper would type it, in English or Arabic. */
export const synonymTermsSchema = z
  .array(z.string({ error: SYNONYM_TERM_NOT_TEXT }), {
    error: (issue) => (issue.input === undefined ? SYNONYM_TERMS_MISSING : SYNONYM_TERMS_NOT_A_LIST),
  })
  .transform((terms) => terms.map(tidySynonymTerm))
  .superRefine((terms, ctx) => {
    const problem = synonymTermsProblem(terms);
    if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
  });

/** POST /api/admin/search-synonyms and PUT /api/admin/search-synonyms/:id: the whole group. */
export const synonymGroupInputSchema = z.object({ terms: synonymTermsSchema });
export type SynonymGroupInput = z.input<typeof synonymGroupInputSchema>;
export type SynonymGroupBody = z.output<typeof synonymGroupInputSchema>;

/** `:id` in an address; anything that cannot be a group's id is not found (a 400 with the same words). */
export const synonymGroupIdParamsSchema = z.object({ id: z.uuid({ error: SYNONYM_GROUP_NOT_FOUND }) });

export const synonymGroupSchema = z.object({
  id: z.string(),
  /** As the owner typed them (tidied), in their order: the first names the group. */
  terms: z.array(z.string()),
  /** The terms as search reads them, each one word, sorted and each once: worked out by the database. */
  words: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SynonymGroup = z.infer<typeof synonymGroupSchema>;

/** GET /api/admin/search-synonyms: every group, the most recently changed first. */
export const synonymGroupsResponseSchema = z.object({
  success: z.literal(true),
  groups: z.array(synonymGroupSchema),
});
export type SynonymGroupsResponse = z.infer<typeof synonymGroupsResponseSchema>;

/** What creating or editing a group answers: the group as it now is. */
export const synonymGroupSavedSchema = z.object({
  success: z.literal(true),
  group: synonymGroupSchema,
  message: z.string(),
});
export type SynonymGroupSaved = z.infer<typeof synonymGroupSavedSchema>;
