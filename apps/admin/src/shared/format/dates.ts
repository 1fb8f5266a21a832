import { STORE_TIME_ZONE } from '@souq/shared/config/store';

// The store works in Dubai's day, wherever the back office is opened.
const DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: STORE_TIME_ZONE,
});
const DAY = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: STORE_TIME_ZONE,
});

function format(formatter: Intl.DateTimeFormat, iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatter.format(date);
}

/** '21 Nov 2026, 14:05' in Dubai. */
export const formatDateTime = (iso: string) => format(DATE_TIME, iso);

/** '21 Nov 2026' in Dubai. */
export const formatDay = (iso: string) => format(DAY, iso);

const CALENDAR_DAY = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A day the api names as YYYY-MM-DD (already Dubai's) as '21 Nov 2026', the same calendar day anywhere. */
export function formatCalendarDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return day;
  return CALENDAR_DAY.format(new Date(Date.UTC(year, month - 1, date)));
}
