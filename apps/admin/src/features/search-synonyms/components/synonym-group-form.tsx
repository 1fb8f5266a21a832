import type { SynonymGroup, SynonymGroupBody } from '@souq/shared/schemas/admin-search-synonyms';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { buttonStyles } from '@/shared/ui/button-styles';
import { ServerAlert } from '@/shared/ui/server-alert';
import { useCreateSynonymGroup } from '../api/create-synonym-group';
import { useUpdateSynonymGroup } from '../api/update-synonym-group';
import { formValuesOf, type SynonymFormValues, synonymResolver } from '../synonym-form-values';
import { TermsField } from './terms-field';

interface SynonymGroupFormProps {
  /** The group changed, or none for a new one. */
  group?: SynonymGroup;
  /** Saved (with the server's words) or cancelled (null). */
  onDone: (message: string | null) => void;
}

/**
 * A group's terms, checked with the api's own schema before anything is sent; a word another group holds is
 * the server's refusal, shown above the buttons as it says. Used for a new group and to change one in place.
 */
export function SynonymGroupForm({ group, onDone }: SynonymGroupFormProps) {
  const create = useCreateSynonymGroup();
  const update = useUpdateSynonymGroup(group?.id ?? '');
  const save = group ? update : create;
  const {
    control,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<SynonymFormValues, unknown, SynonymGroupBody>({
    resolver: synonymResolver,
    defaultValues: formValuesOf(group),
  });
  // Opened from a button: the next term is what the owner types next.
  useEffect(() => setFocus('draft'), [setFocus]);
  const onSubmit = handleSubmit((body) => save.mutate(body, { onSuccess: ({ message }) => onDone(message) }));

  return (
    <form noValidate onSubmit={onSubmit} className="flex max-w-3xl flex-col gap-4">
      <TermsField control={control} error={errors.terms?.message} />
      <ServerAlert message={save.error?.message ?? null} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonStyles.primary} disabled={save.isPending}>
          Save group
        </button>
        <button type="button" className={buttonStyles.ghost} onClick={() => onDone(null)}>
          Cancel
        </button>
      </div>
    </form>
  );
}
