import { type InputHTMLAttributes, useEffect, useRef } from 'react';

interface SelectCheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** What ticking it selects, read by screen readers ('Select order LS-100231'). */
  label: string;
  /** Some but not all rows selected: the header's box shows a dash. */
  indeterminate?: boolean;
}

/** A row's (or all rows') selection box, big enough for a thumb. */
export function SelectCheckbox({ label, indeterminate = false, ...input }: SelectCheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // `indeterminate` is a property only, with no attribute to render.
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label={label}
      className="h-5 w-5 cursor-pointer accent-coral-600"
      {...input}
    />
  );
}
