import { type Ref, type TextareaHTMLAttributes, useId } from 'react';
import { FieldError } from './field-error';
import { fieldClass, labelClass } from './field-styles';

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string | undefined;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled text area whose error sits under it and is announced with it. */
export function TextAreaField({ label, error, id, className, ref, ...textarea }: TextAreaFieldProps) {
  const generatedId = useId();
  const areaId = id ?? generatedId;
  const errorId = `${areaId}-error`;
  return (
    <div className={className}>
      <label htmlFor={areaId} className={labelClass}>
        {label}
      </label>
      <textarea
        ref={ref}
        id={areaId}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={fieldClass(error)}
        {...textarea}
      />
      <FieldError id={errorId} error={error} />
    </div>
  );
}
