import { EMIRATES } from '@souq/shared/schemas/order';
import { type Ref, type SelectHTMLAttributes, useId } from 'react';
import { useIntl } from 'react-intl';
import { answerText } from '@/shared/i18n/answers';
import { EMIRATE_NAME } from './emirate-name';

interface RegionSelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  error?: string | undefined;
  ref?: Ref<HTMLSelectElement>;
}

/**
 * The delivery address's region is one of the 7 emirates; the first option asks for one. Each option keeps
 * the emirate's English name as its value and shows it in the page's language.
 */
export function RegionSelect({ error, className, ref, ...select }: RegionSelectProps) {
  const { formatMessage: t } = useIntl();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-bold text-navy-800">
        {t({ id: 'address.region' })}
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
        <option value="">{t({ id: 'address.selectRegion' })}</option>
        {EMIRATES.map((emirate) => (
          <option key={emirate} value={emirate}>
            {t({ id: EMIRATE_NAME[emirate] })}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-semibold text-danger">
          {answerText(error)}
        </p>
      ) : null}
    </div>
  );
}
