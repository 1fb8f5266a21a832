import { STORE_TIME_ZONE } from '@souq/shared/config/store';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The instant a day (YYYY-MM-DD) starts in the store's time zone, worked out by the database, so a day from a
 * query never passes through a JavaScript Date. A period of days is `>= start(from)` and
 * `< start(to) + interval '1 day'`.
 */
export const storeDayStart = (day: string): SQL =>
  sql`(${day}::date::timestamp at time zone ${STORE_TIME_ZONE})`;
