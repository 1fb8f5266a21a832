import { type Ref, type SelectHTMLAttributes, useId } from 'react';
import { FieldError } from './field-error';
import { fieldClass, labelClass } from './field-styles';

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string | undefined;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select (the phone's own picker, the keyboard's own handling). */
export function SelectField({ label, error, id, className, ref, children, ...select }: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const errorId = `${selectId}-error`;
  return (
    <div className={className}>
      <label htmlFor={selectId} className={labelClass}>
        {label}
      </label>
      <select
        ref={ref}
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`${fieldClass(error)} cursor-pointer`}
        {...select}
      >
        {children}
      </select>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
