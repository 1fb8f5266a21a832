import { type InputHTMLAttributes, type Ref, useId } from 'react';
import { FieldError } from './field-error';
import { fieldClass, labelClass } from './field-styles';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | undefined;
  /** A line under the label that helps fill the field in. */
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input whose error sits under it and is announced with the field. */
export function TextField({ label, error, hint, id, className, ref, ...input }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={inputId} className={labelClass}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="mb-1 text-sm text-navy-600">
          {hint}
        </p>
      ) : null}
      <input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={fieldClass(error)}
        {...input}
      />
      <FieldError id={errorId} error={error} />
    </div>
  );
}
