import { EMIRATES } from '@souq/shared/schemas/order';
import { type Ref, type SelectHTMLAttributes, useId } from 'react';

interface RegionSelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  error?: string | undefined;
  ref?: Ref<HTMLSelectElement>;
}

/** The delivery address's region is one of the 7 emirates; the first option asks for one. */
export function RegionSelect({ error, className, ref, ...select }: RegionSelectProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-bold text-navy-800">
        Region
      </label>
      <select
        ref={ref}
        id={id}
        autoComplete="address-level1"
        defaultValue=""
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`min-h-11 w-full rounded-xl border bg-white px-3 py-2 text-base text-navy-800 focus:border-navy-600 ${
          error ? 'border-danger' : 'border-navy-100'
        }`}
        {...select}
      >
        <option value="">Select region</option>
        {EMIRATES.map((emirate) => (
          <option key={emirate} value={emirate}>
            {emirate}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-semibold text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
