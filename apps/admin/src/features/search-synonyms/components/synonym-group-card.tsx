import type { SynonymGroup } from '@souq/shared/schemas/admin-search-synonyms';
import { formatDateTime } from '@/shared/format/dates';
import { buttonStyles } from '@/shared/ui/button-styles';
import { Card } from '@/shared/ui/card';
import { groupName } from '../synonym-labels';
import { SynonymGroupForm } from './synonym-group-form';
import { TermChips } from './term-chips';

interface SynonymGroupCardProps {
  group: SynonymGroup;
  /** An owner's card offers Edit and Delete. */
  canEdit: boolean;
  /** The card shows the form to change the group in place of its terms. */
  editing: boolean;
  onEdit: () => void;
  onEdited: (message: string | null) => void;
  onDelete: () => void;
}

/** One group: its terms as chips and when it last changed; for an owner, Edit (in place) and Delete. */
export function SynonymGroupCard({
  group,
  canEdit,
  editing,
  onEdit,
  onEdited,
  onDelete,
}: SynonymGroupCardProps) {
  const name = groupName(group.terms);
  return (
    <Card as="li" aria-label={`Synonym group “${name}”`} className="flex flex-col gap-3 p-4">
      {editing ? (
        <>
          <h3 className="font-extrabold">
            Change the group “<bdi>{name}</bdi>”
          </h3>
          <SynonymGroupForm group={group} onDone={onEdited} />
        </>
      ) : (
        <>
          <TermChips terms={group.terms} label={`Terms of “${name}”`} />
          <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
            <p className="text-xs text-navy-600">Changed {formatDateTime(group.updatedAt)}</p>
            {canEdit ? (
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  data-edit={group.id}
                  className={buttonStyles.secondary}
                  aria-label={`Edit “${name}”`}
                  onClick={onEdit}
                >
                  Edit
                </button>
                <button
                  type="button"
                  className={buttonStyles.danger}
                  aria-label={`Delete “${name}”`}
                  onClick={onDelete}
                >
                  Delete
                </button>
              </div>
            ) : null}
          </div>
        </>
      )}
    </Card>
  );
}
