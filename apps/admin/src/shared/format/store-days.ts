import { STORE_TIME_ZONE } from '@souq/shared/config/store';

/** 2026-11-27: a calendar day as the api's `from` and `to` read it. */
const DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: STORE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const DAY_MS = 24 * 60 * 60 * 1000;

/** Today in Dubai, whatever the time zone of the machine the back office is opened on. */
export const storeToday = (now: Date = new Date()): string => DAY.format(now);

/** The calendar day `days` before `day` (both YYYY-MM-DD). */
export function daysBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * A range of days for a download: the days asked for where given, else the last 30 days up to today (a
 * range given only one end is 30 days from or to it).
 */
export function dayRange(
  from: string | undefined,
  to: string | undefined,
  today: string = storeToday(),
): { from: string; to: string } {
  const end = to ?? (from && from > today ? from : today);
  return { from: from ?? daysBefore(end, 29), to: end };
}
