import {
  SYNONYM_GROUP_NOT_FOUND,
  type SynonymGroupSaved,
  type SynonymGroupsResponse,
  synonymTermInOtherGroup,
  synonymTermsOneWord,
  synonymTermWithoutWord,
} from '@souq/shared/schemas/admin-search-synonyms';
import type { Db } from '../../../db/client';
import type { Executor } from '../../../db/executor';
import { badRequest, conflict, notFound } from '../../../lib/app-error';
import { type Actor, recordAudit } from '../audit/audit-writer';
import { createAdminSearchSynonymsRepo } from './admin-search-synonyms-repo';
import { auditedGroup, toSynonymGroup } from './admin-synonym-json';
import { groupAdded, groupDeleted, groupSaved } from './synonym-messages';

const ENTITY = 'synonym-group';

/** The group's name wherever the back office says it: its first term. */
const nameOf = (terms: readonly string[]) => terms[0] ?? '';

/**
 * Refuses terms search cannot use as a group, read as search reads them (the database's search_terms(), the
 * `words` column's own function): a term with no word in it, terms that are all one word, and a word another
 * group holds (that group named by its first term). Runs under the synonyms' lock, so no other change can
 * slip in between this check and the write.
 */
async function checkTerms(executor: Executor, terms: readonly string[], groupId: string | null) {
  const repo = createAdminSearchSynonymsRepo(executor);
  const termWords = await repo.wordsOf(terms);
  const wordless = termWords.find((t) => t.word === null);
  if (wordless) throw badRequest(synonymTermWithoutWord(wordless.term));
  const words = [...new Set(termWords.map((t) => t.word ?? ''))];
  if (words.length < 2) throw badRequest(synonymTermsOneWord(words[0] ?? ''));
  const other = await repo.holding(words, groupId);
  if (other) {
    const taken = termWords.find((t) => t.word !== null && other.words.includes(t.word));
    throw conflict(synonymTermInOtherGroup(taken?.term ?? '', nameOf(other.terms)));
  }
}

/**
 * The owner's search synonyms in the back office (docs/product/back-office.md, "Search synonyms"): any member
 * reads them; an owner adds, edits and deletes groups. Every change writes its audit row in its transaction.
 * Searches are asked again by themselves: the table's trigger tells every api instance (migration 0020).
 */
export function createAdminSearchSynonymsService(db: Db) {
  const repo = createAdminSearchSynonymsRepo(db);

  return {
    async list(): Promise<SynonymGroupsResponse> {
      return { success: true, groups: (await repo.list()).map(toSynonymGroup) };
    },

    async create(terms: readonly string[], actor: Actor): Promise<SynonymGroupSaved> {
      const made = await db.transaction(async (tx) => {
        const locked = createAdminSearchSynonymsRepo(tx);
        await locked.lockForChange();
        await checkTerms(tx, terms, null);
        const row = await locked.insert(terms);
        await recordAudit(tx, actor, {
          action: `${ENTITY}.create`,
          entity: ENTITY,
          entityId: row.id,
          after: auditedGroup(row),
        });
        return row;
      });
      return { success: true, group: toSynonymGroup(made), message: groupAdded(nameOf(made.terms)) };
    },

    async update(id: string, terms: readonly string[], actor: Actor): Promise<SynonymGroupSaved> {
      const saved = await db.transaction(async (tx) => {
        const locked = createAdminSearchSynonymsRepo(tx);
        await locked.lockForChange();
        const before = await locked.lock(id);
        if (!before) throw notFound(SYNONYM_GROUP_NOT_FOUND);
        await checkTerms(tx, terms, id);
        const after = await locked.update(id, terms);
        if (!after) throw notFound(SYNONYM_GROUP_NOT_FOUND);
        await recordAudit(tx, actor, {
          action: `${ENTITY}.edit`,
          entity: ENTITY,
          entityId: id,
          before: auditedGroup(before),
          after: auditedGroup(after),
        });
        return after;
      });
      return { success: true, group: toSynonymGroup(saved), message: groupSaved(nameOf(saved.terms)) };
    },

    async remove(id: string, actor: Actor): Promise<{ success: true; message: string }> {
      const removed = await db.transaction(async (tx) => {
        const locked = createAdminSearchSynonymsRepo(tx);
        await locked.lockForChange();
        const before = await locked.lock(id);
        if (!before) throw notFound(SYNONYM_GROUP_NOT_FOUND);
        await locked.remove(id);
        await recordAudit(tx, actor, {
          action: `${ENTITY}.delete`,
          entity: ENTITY,
          entityId: id,
          before: auditedGroup(before),
        });
        return before;
      });
      return { success: true, message: groupDeleted(nameOf(removed.terms)) };
    },
  };
}

export type AdminSearchSynonymsService = ReturnType<typeof createAdminSearchSynonymsService>;
