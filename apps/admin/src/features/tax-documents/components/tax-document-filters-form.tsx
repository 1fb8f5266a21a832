import { TAX_DOCUMENT_KINDS } from '@souq/shared/schemas/tax-documents';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '@/shared/ui/button-styles';
import { SelectField } from '@/shared/ui/select-field';
import { TextField } from '@/shared/ui/text-field';
import {
  type DayPeriod,
  KIND_LABELS,
  QUICK_PERIODS,
  quickPeriod,
  searchFromTaxDocumentFilters,
  type TaxDocumentFilters,
  taxDocumentFiltersFromSearch,
} from '../tax-document-filters';

export const FROM_AFTER_TO = 'From must not be after To.';

interface TaxDocumentFiltersFormProps {
  filters: TaxDocumentFilters;
  /** The days shown: those in the address, else this month so far. */
  period: DayPeriod;
  today: string;
  /** The filters chosen, back on the first page. */
  onApply: (filters: TaxDocumentFilters) => void;
}

/**
 * The period and the kind. The kind applies at once; the dates with the button (or Enter), so the list does
 * not jump while a date is half typed. The quick periods are links, so each is an address of its own.
 */
export function TaxDocumentFiltersForm({ filters, period, today, onApply }: TaxDocumentFiltersFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const [dateError, setDateError] = useState<string | undefined>();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const search = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === 'string') search.set(name, value);
    }
    const from = search.get('from');
    const to = search.get('to');
    if (from && to && from > to) {
      setDateError(FROM_AFTER_TO);
      return;
    }
    setDateError(undefined);
    onApply({ ...taxDocumentFiltersFromSearch(search), page: 1 });
  };
  const quickHref = (next: DayPeriod) =>
    `/tax-documents${searchFromTaxDocumentFilters({ ...next, kind: filters.kind })}`;

  return (
    <search aria-label="Filter tax documents" className="mb-6 block">
      <form
        ref={form}
        noValidate
        onSubmit={submit}
        className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-navy-100"
      >
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-[repeat(3,minmax(0,12rem))_auto] sm:items-start">
          <TextField label="From" name="from" type="date" defaultValue={period.from} error={dateError} />
          <TextField label="To" name="to" type="date" defaultValue={period.to} />
          <SelectField
            className="col-span-2 sm:col-span-1"
            label="Kind"
            name="kind"
            defaultValue={filters.kind ?? ''}
            onChange={() => form.current?.requestSubmit()}
          >
            <option value="">All</option>
            {TAX_DOCUMENT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {KIND_LABELS[kind]}
              </option>
            ))}
          </SelectField>
          <button
            type="submit"
            className={`${buttonStyles.primary} col-span-2 sm:col-span-1 sm:mt-6 sm:justify-self-start`}
          >
            Show
          </button>
        </div>
        <nav aria-label="Quick periods" className="flex flex-wrap gap-2">
          {QUICK_PERIODS.map((quick) => {
            const days = quickPeriod(quick, today);
            const current = days.from === period.from && days.to === period.to;
            return (
              <Link
                key={quick}
                to={quickHref(days)}
                aria-current={current ? 'true' : undefined}
                className={`inline-flex min-h-11 items-center rounded-full px-3 text-sm font-bold ring-1 sm:px-4 ${
                  current
                    ? 'bg-navy-800 text-white ring-navy-800'
                    : 'bg-white text-navy-800 ring-navy-100 hover:bg-navy-50'
                }`}
              >
                {quick}
              </Link>
            );
          })}
        </nav>
      </form>
    </search>
  );
}
