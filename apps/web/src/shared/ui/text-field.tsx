import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import { answerText } from '@/shared/i18n/answers';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | undefined;
  /** Shown inside the field's end edge (the right in English), e.g. a show/hide button. */
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input whose error sits under it and is announced with the field. */
export function TextField({ label, error, trailing, id, className, ref, ...input }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1 block text-sm font-bold text-navy-800">
        {label}
      </label>
      <div className="relative">
        <input
          ref={ref}
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`min-h-11 w-full rounded-xl border bg-white px-3 py-2 text-base text-navy-800 placeholder:text-navy-300 focus:border-navy-600 ${
            error ? 'border-danger' : 'border-navy-100'
          } ${trailing ? 'pe-12' : ''}`}
          {...input}
        />
        {trailing ? <div className="absolute inset-y-0 end-0 flex items-center pe-1">{trailing}</div> : null}
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-semibold text-danger">
          {answerText(error)}
        </p>
      ) : null}
    </div>
  );
}
