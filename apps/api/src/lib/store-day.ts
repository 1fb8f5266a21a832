import { STORE_TIME_ZONE } from '@souq/shared/config/store';

const DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: STORE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The day an instant falls on in the store's time zone, YYYY-MM-DD: a file's name, a date of supply. */
export function storeDay(at: Date): string {
  return DAY.format(at);
}
