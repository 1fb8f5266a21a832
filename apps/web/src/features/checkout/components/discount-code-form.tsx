import { DISCOUNT_CODE_MAX_LENGTH } from '@souq/shared/schemas/discount';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { answerText } from '@/shared/i18n/answers';
import { buttonStyles } from '@/shared/ui/button-styles';
import type { DiscountNote } from '../use-discount-code';

interface DiscountCodeFormProps {
  code: string;
  onCodeChange: (code: string) => void;
  onApply: () => void;
  applying: boolean;
  note: DiscountNote | null;
}

/**
 * The Discount Code field and its Apply button. A form of its own, so Enter in the field applies
 * the code instead of submitting the address.
 */
export function DiscountCodeForm({ code, onCodeChange, onApply, applying, note }: DiscountCodeFormProps) {
  const { formatMessage: t } = useIntl();
  const inputId = useId();
  const noteId = `${inputId}-note`;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!applying) onApply();
      }}
    >
      {/* The section's heading already reads 'Discount Code'; the field still needs its own name. */}
      <label htmlFor={inputId} className="sr-only">
        {t({ id: 'checkout.discountCode' })}
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          value={code}
          onChange={(event) => onCodeChange(event.target.value)}
          readOnly={applying}
          maxLength={DISCOUNT_CODE_MAX_LENGTH}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder={t({ id: 'checkout.discountPlaceholder' })}
          aria-invalid={note?.tone === 'error' ? true : undefined}
          aria-describedby={noteId}
          className={`min-h-11 min-w-0 flex-1 rounded-xl border bg-white px-3 py-2 text-base uppercase text-navy-800 placeholder:normal-case placeholder:text-navy-300 focus:border-navy-600 ${
            note?.tone === 'error' ? 'border-danger' : 'border-navy-100'
          }`}
        />
        <button type="submit" className={`${buttonStyles.secondary} shrink-0`} disabled={applying}>
          {applying ? t({ id: 'checkout.applying' }) : t({ id: 'checkout.apply' })}
        </button>
      </div>
      <p
        id={noteId}
        aria-live="polite"
        className={`mt-1 min-h-5 text-sm font-semibold ${note?.tone === 'success' ? 'text-mint-700' : 'text-danger'}`}
      >
        {note ? answerText(note.text) : null}
      </p>
    </form>
  );
}
