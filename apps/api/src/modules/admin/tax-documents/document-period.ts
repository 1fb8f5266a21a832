import { storeDay } from '../../../lib/store-day';

/**
 * The days of a period in Dubai, both included: without `from`, the first of `to`'s month (this month's without
 * either); without `to`, today (or `from` itself when it is later).
 */
export function documentPeriod(from: string | undefined, to: string | undefined, now = new Date()) {
  const today = storeDay(now);
  const fromDay = from ?? `${(to ?? today).slice(0, 8)}01`;
  const toDay = to ?? (fromDay > today ? fromDay : today);
  return { fromDay, toDay };
}
