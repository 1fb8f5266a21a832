import type { SynonymGroup } from '@souq/shared/schemas/admin-search-synonyms';
import type { StoredSynonymGroup } from './admin-search-synonyms-repo';

/** A group as the back office shows it: moments in ISO. */
export function toSynonymGroup(row: StoredSynonymGroup): SynonymGroup {
  return {
    id: row.id,
    terms: row.terms,
    words: row.words,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A group for the audit log's before and after. */
export const auditedGroup = (row: StoredSynonymGroup) => ({ terms: row.terms, words: row.words });
