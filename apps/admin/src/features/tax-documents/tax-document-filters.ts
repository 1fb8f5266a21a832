import { type TaxDocumentKind, taxDocumentsQuerySchema } from '@souq/shared/schemas/tax-documents';
import type { z } from 'zod';

/** The tax documents' filters and page, as the api reads them and the address keeps them. */
export type TaxDocumentFilters = z.output<typeof taxDocumentsQuerySchema>;

/** A period of days in Dubai (YYYY-MM-DD), both included. */
export interface DayPeriod {
  from: string;
  to: string;
}

const FIELDS = ['from', 'to', 'kind', 'page'] as const;

export const NO_TAX_DOCUMENT_FILTERS: TaxDocumentFilters = taxDocumentsQuerySchema.parse({});

/**
 * The filters in an address's query, checked with the api's own schema. A value it would refuse (an old
 * link, a hand-edited address, a From after the To) is dropped by itself, so the rest of the link still works.
 */
export function taxDocumentFiltersFromSearch(search: URLSearchParams): TaxDocumentFilters {
  const raw: Record<string, string> = {};
  for (const field of FIELDS) {
    const value = search.get(field);
    if (value !== null && value.trim() !== '') raw[field] = value.trim();
  }
  const parsed = taxDocumentsQuerySchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const refused = new Set(parsed.error.issues.map((issue) => issue.path[0]));
  const kept = Object.fromEntries(Object.entries(raw).filter(([field]) => !refused.has(field)));
  return taxDocumentsQuerySchema.safeParse(kept).data ?? NO_TAX_DOCUMENT_FILTERS;
}

/** `?from=2026-10-01&to=2026-10-31&kind=invoice&page=2`: what is set, the first page left out. */
export function searchFromTaxDocumentFilters(filters: Partial<TaxDocumentFilters>): string {
  const search = new URLSearchParams();
  for (const field of FIELDS) {
    const value = filters[field];
    if (value === undefined || value === '' || value === NO_TAX_DOCUMENT_FILTERS[field]) continue;
    search.set(field, String(value));
  }
  const query = search.toString();
  return query ? `?${query}` : '';
}

const firstOfMonth = (day: string) => `${day.slice(0, 8)}01`;

/** The last day of the month before `day`'s. */
function endOfMonthBefore(day: string): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  // Day 0 of a month is the last day of the month before it.
  return new Date(Date.UTC(year, month - 1, 0)).toISOString().slice(0, 10);
}

/**
 * The days the page shows: those asked for, else this month so far, as the api answers without them. A To
 * alone shows its month up to it (the page always sends both ends, so the api's own default never applies);
 * a From alone runs to today, or is a day of its own when it is still to come.
 */
export function periodOf(filters: Pick<TaxDocumentFilters, 'from' | 'to'>, today: string): DayPeriod {
  const to = filters.to ?? (filters.from && filters.from > today ? filters.from : today);
  const from = filters.from ?? firstOfMonth(to);
  return { from, to };
}

export const QUICK_PERIODS = ['This month', 'Last month', 'This quarter'] as const;
export type QuickPeriod = (typeof QUICK_PERIODS)[number];

/** This month so far, the whole of last month, and this calendar quarter so far, as of `today`. */
export function quickPeriod(quick: QuickPeriod, today: string): DayPeriod {
  switch (quick) {
    case 'This month':
      return { from: firstOfMonth(today), to: today };
    case 'Last month': {
      const to = endOfMonthBefore(today);
      return { from: firstOfMonth(to), to };
    }
    case 'This quarter': {
      const month = Number(today.slice(5, 7));
      const first = month - ((month - 1) % 3);
      return { from: `${today.slice(0, 5)}${String(first).padStart(2, '0')}-01`, to: today };
    }
  }
}

export const KIND_LABELS: Record<TaxDocumentKind, string> = {
  invoice: 'Invoices',
  credit_note: 'Credit notes',
};
