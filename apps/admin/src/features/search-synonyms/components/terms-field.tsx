import {
  SYNONYM_TERM_MAX_LENGTH,
  SYNONYM_TERMS_MAX,
  SYNONYM_TERMS_MIN,
  type SynonymGroupBody,
} from '@souq/shared/schemas/admin-search-synonyms';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { type Control, useController } from 'react-hook-form';
import { buttonStyles } from '@/shared/ui/button-styles';
import { FieldError } from '@/shared/ui/field-error';
import { fieldClass, labelClass } from '@/shared/ui/field-styles';
import { type SynonymFormValues, splitTerms } from '../synonym-form-values';

const HINT = `${SYNONYM_TERMS_MIN} to ${SYNONYM_TERMS_MAX} terms, each up to ${SYNONYM_TERM_MAX_LENGTH} characters, in English or Arabic. Type one and press Enter or Add; commas separate several. The first names the group.`;

/**
 * The group's terms: chips, each with its own Remove button, and a box with Add for the next ones (Enter adds
 * too, rather than saving the form). What is added or removed is said to a screen reader, and focus stays in
 * the box, so a group can be typed from the keyboard alone.
 */
export function TermsField({
  control,
  error,
}: {
  control: Control<SynonymFormValues, unknown, SynonymGroupBody>;
  error?: string | undefined;
}) {
  const terms = useController({ control, name: 'terms' });
  const draft = useController({ control, name: 'draft' });
  const [said, setSaid] = useState('');
  const box = useRef<HTMLInputElement>(null);
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const list: string[] = terms.field.value;

  const add = () => {
    const added = splitTerms(draft.field.value);
    if (added.length === 0) return;
    terms.field.onChange([...list, ...added]);
    draft.field.onChange('');
    setSaid(`Added ${added.map((term) => `“${term}”`).join(', ')}.`);
    box.current?.focus();
  };
  const removeAt = (index: number) => {
    const term = list[index];
    terms.field.onChange(list.filter((_, i) => i !== index));
    setSaid(`Removed “${term}”.`);
    box.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    add();
  };

  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className={labelClass}>Terms</legend>
      <p id={hintId} className="mb-2 text-sm text-navy-600">
        {HINT}
      </p>
      {list.length > 0 ? (
        <ul aria-label="Terms in this group" className="mb-3 flex flex-wrap gap-2">
          {list.map((term, index) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: a term may be typed twice (the check says so); its place tells them apart.
              key={`${index}-${term}`}
              className="flex max-w-full items-center gap-1 rounded-full bg-navy-50 py-1 pr-1 pl-3 text-sm font-bold text-navy-800"
            >
              <span dir="auto" className="min-w-0 break-words">
                {term}
              </span>
              <button
                type="button"
                aria-label={`Remove “${term}”`}
                onClick={() => removeAt(index)}
                className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-lg leading-none text-navy-600 hover:bg-white hover:text-danger"
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <label htmlFor={`${id}-box`} className="sr-only">
        New term
      </label>
      <div className="flex gap-2">
        <input
          ref={(element) => {
            box.current = element;
            draft.field.ref(element);
          }}
          id={`${id}-box`}
          name={draft.field.name}
          value={draft.field.value}
          onChange={draft.field.onChange}
          onBlur={draft.field.onBlur}
          onKeyDown={onKeyDown}
          dir="auto"
          autoComplete="off"
          spellCheck={false}
          placeholder="New term"
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
          className={`${fieldClass(error)} min-w-0 flex-1`}
        />
        <button type="button" className={buttonStyles.secondary} onClick={add}>
          Add
        </button>
      </div>
      <FieldError id={errorId} error={error} />
      <p role="status" className="sr-only">
        {said}
      </p>
    </fieldset>
  );
}
