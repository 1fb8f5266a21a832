import { type Ref, type TextareaHTMLAttributes, useId } from 'react';
import { FieldError } from './field-error';
import { fieldClass, labelClass } from './field-styles';

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string | undefined;
  /** A line under the label that helps fill the field in. */
  hint?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled text area whose error sits under it and is announced with it. */
export function TextAreaField({ label, error, hint, id, className, ref, ...textarea }: TextAreaFieldProps) {
  const generatedId = useId();
  const areaId = id ?? generatedId;
  const errorId = `${areaId}-error`;
  const hintId = `${areaId}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={areaId} className={labelClass}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="mb-1 text-sm text-navy-600">
          {hint}
        </p>
      ) : null}
      <textarea
        ref={ref}
        id={areaId}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={fieldClass(error)}
        {...textarea}
      />
      <FieldError id={errorId} error={error} />
    </div>
  );
}
