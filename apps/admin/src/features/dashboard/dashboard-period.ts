import { DASHBOARD_PERIODS } from '@souq/shared/schemas/admin-dashboard';

export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

const isPeriod = (value: string | null): value is DashboardPeriod =>
  DASHBOARD_PERIODS.some((period) => period === value);

/** The period in `?days=`, or the api's own default (7) for anything else. */
export function periodFromSearch(search: URLSearchParams): DashboardPeriod {
  const days = search.get('days');
  return isPeriod(days) ? days : '7';
}

/** 'YYYY-MM-DD' (a day in Dubai, as the api names it) as '21 Nov'. */
export function shortDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return day;
  // The day is already Dubai's: formatted as the same calendar day in UTC, with no shift.
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, date)),
  );
}
