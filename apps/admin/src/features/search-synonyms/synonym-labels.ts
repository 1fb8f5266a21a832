/** What the synonym screens say, word for word (the back office is in English, its words kept beside their screens). */
export const SYNONYMS_EXPLAINED =
  'Words shoppers use for the same thing: a search for any of them finds all of them.';
export const SYNONYMS_READ_AS_SEARCH =
  'Letter case, accents and Arabic marks do not matter, and “T-Shirt”, “t shirt” and “tshirt” are one word. A word can be in one group only.';
export const OWNERS_CHANGE_SYNONYMS = 'Only an owner can add or change synonyms.';

/** A group is named by its first term. */
export const groupName = (terms: readonly string[]) => terms[0] ?? '';
