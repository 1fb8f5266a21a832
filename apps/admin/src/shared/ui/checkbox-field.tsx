import { type InputHTMLAttributes, type Ref, useId } from 'react';

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  /** A line under the label saying what ticking it means. */
  hint: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled checkbox whose whole row is the target (44 px high), its hint read with it. */
export function CheckboxField({ label, hint, id, className = '', ref, ...input }: CheckboxFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  return (
    <div className={`flex items-start gap-3 ${className}`}>
      <input
        ref={ref}
        id={inputId}
        type="checkbox"
        aria-describedby={hintId}
        className="mt-3 h-5 w-5 shrink-0 cursor-pointer accent-coral-600"
        {...input}
      />
      <div>
        <label
          htmlFor={inputId}
          className="flex min-h-11 cursor-pointer items-center font-bold text-navy-800"
        >
          {label}
        </label>
        <p id={hintId} className="-mt-2 text-sm text-navy-600">
          {hint}
        </p>
      </div>
    </div>
  );
}
