import type { SynonymGroup } from '@souq/shared/schemas/admin-search-synonyms';
import { useEffect, useRef, useState } from 'react';
import { buttonStyles } from '@/shared/ui/button-styles';
import { Card } from '@/shared/ui/card';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { LoadFailed } from '@/shared/ui/load-failed';
import { Loading } from '@/shared/ui/loading';
import { Notice } from '@/shared/ui/notice';
import { PageHeading } from '@/shared/ui/page-heading';
import { ServerAlert } from '@/shared/ui/server-alert';
import { SuccessNote } from '@/shared/ui/success-note';
import { useDeleteSynonymGroup } from '../api/delete-synonym-group';
import { useSynonymGroups } from '../api/get-synonym-groups';
import {
  groupName,
  OWNERS_CHANGE_SYNONYMS,
  SYNONYMS_EXPLAINED,
  SYNONYMS_READ_AS_SEARCH,
} from '../synonym-labels';
import { SynonymGroupCard } from './synonym-group-card';
import { SynonymGroupForm } from './synonym-group-form';

/** Where focus goes once a form closes or a group is deleted, so the keyboard never lands on the page's top. */
type FocusAfter = { on: 'add' } | { on: 'edit'; id: string } | { on: 'list' } | null;

/**
 * /admin/search-synonyms: the groups of words the listing's search treats as one, the most recently changed
 * first. Every member reads them; an owner adds a group, changes one in place and deletes one (asked first).
 */
export function SynonymsPage({ canEdit }: { canEdit: boolean }) {
  const groups = useSynonymGroups();
  const remove = useDeleteSynonymGroup();
  const [adding, setAdding] = useState(false);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<SynonymGroup | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [focusAfter, setFocusAfter] = useState<FocusAfter>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (focusAfter === null) return;
    if (focusAfter.on === 'add') addButton.current?.focus();
    if (focusAfter.on === 'list') listHeading.current?.focus();
    if (focusAfter.on === 'edit')
      document.querySelector<HTMLButtonElement>(`[data-edit="${CSS.escape(focusAfter.id)}"]`)?.focus();
    setFocusAfter(null);
  }, [focusAfter]);

  const startAdding = () => {
    setDone(null);
    setEditingId(null);
    setAdding(true);
  };
  const closeNew = (message: string | null) => {
    setAdding(false);
    if (message) setDone(message);
    setFocusAfter({ on: 'add' });
  };
  const startEditing = (id: string) => {
    setDone(null);
    setAdding(false);
    setEditingId(id);
  };
  const closeEdit = (id: string, message: string | null) => {
    setEditingId(null);
    if (message) setDone(message);
    setFocusAfter({ on: 'edit', id });
  };

  return (
    <>
      <PageHeading title="Search synonyms">
        {canEdit && !adding ? (
          <button ref={addButton} type="button" className={buttonStyles.primary} onClick={startAdding}>
            Add a group
          </button>
        ) : null}
      </PageHeading>
      <div className="mb-4 max-w-3xl">
        <p className="font-bold text-navy-800">{SYNONYMS_EXPLAINED}</p>
        <p className="mt-1 text-sm text-navy-600">{SYNONYMS_READ_AS_SEARCH}</p>
        {canEdit ? null : <p className="mt-1 text-sm text-navy-600">{OWNERS_CHANGE_SYNONYMS}</p>}
      </div>
      <SuccessNote message={done} className="mb-4" />
      <ServerAlert message={remove.error?.message ?? null} className="mb-4" />
      {adding ? (
        <Card as="section" aria-labelledby="new-group-heading" className="mb-6 p-4 sm:p-6">
          <h2 id="new-group-heading" className="mb-3 text-lg font-extrabold">
            New synonym group
          </h2>
          <SynonymGroupForm onDone={closeNew} />
        </Card>
      ) : null}
      {groups.isPending ? (
        <Loading label="Loading the synonyms…" />
      ) : groups.error ? (
        <LoadFailed error={groups.error} onRetry={() => void groups.refetch()} />
      ) : groups.data.length === 0 ? (
        <Notice
          title="No synonym groups yet"
          text={canEdit ? 'Add a group to make its words find each other.' : OWNERS_CHANGE_SYNONYMS}
        />
      ) : (
        <section aria-labelledby="groups-heading">
          <h2 id="groups-heading" ref={listHeading} tabIndex={-1} className="mb-3 text-lg font-extrabold">
            Groups <span className="font-semibold text-navy-600">({groups.data.length})</span>
          </h2>
          <ul className="grid gap-3 lg:grid-cols-2">
            {groups.data.map((group) => (
              <SynonymGroupCard
                key={group.id}
                group={group}
                canEdit={canEdit}
                editing={editingId === group.id}
                onEdit={() => startEditing(group.id)}
                onEdited={(message) => closeEdit(group.id, message)}
                onDelete={() => {
                  setDone(null);
                  remove.reset();
                  setDeleting(group);
                }}
              />
            ))}
          </ul>
        </section>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={
          <>
            Delete the group “<bdi>{groupName(deleting?.terms ?? [])}</bdi>”?
          </>
        }
        confirmLabel="Delete"
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: ({ message }) => {
              setDone(message);
              setFocusAfter({ on: 'list' });
            },
            onSettled: () => setDeleting(null),
          });
        }}
      >
        A search for one of{' '}
        {deleting?.terms.map((term, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a saved group's terms are each once; the place is stable.
          <span key={index}>
            {index > 0 ? ', ' : ''}“<bdi>{term}</bdi>”
          </span>
        ))}{' '}
        will no longer find what the others find.
      </ConfirmDialog>
    </>
  );
}
