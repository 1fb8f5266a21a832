import { zodResolver } from '@hookform/resolvers/zod';
import { NOTE_MAX_LENGTH, orderNoteRequestSchema } from '@souq/shared/schemas/admin-orders';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { buttonStyles } from '@/shared/ui/button-styles';
import { ServerAlert } from '@/shared/ui/server-alert';
import { TextAreaField } from '@/shared/ui/text-area-field';
import { useAddNote } from '../api/add-note';

/** An internal note for the rest of the staff; it joins the timeline and shoppers never see it. */
export function NoteForm({ orderId }: { orderId: string }) {
  const addNote = useAddNote(orderId);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<z.input<typeof orderNoteRequestSchema>, unknown, z.output<typeof orderNoteRequestSchema>>({
    resolver: zodResolver(orderNoteRequestSchema),
    defaultValues: { text: '' },
  });
  const onSubmit = handleSubmit((form) => addNote.mutate(form, { onSuccess: () => reset() }));
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3">
      <ServerAlert message={addNote.error?.message ?? null} />
      <TextAreaField
        label="Internal note"
        maxLength={NOTE_MAX_LENGTH}
        error={errors.text?.message}
        {...register('text')}
      />
      <button type="submit" className={`${buttonStyles.secondary} self-start`} disabled={addNote.isPending}>
        Add note
      </button>
    </form>
  );
}
