import { STORE_TIME_ZONE } from '@souq/shared/config/store';
import type { TaxDocumentKind } from '@souq/shared/schemas/tax-documents';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/executor';
import { queryRows } from '../../db/query-rows';

const SERIES: Record<TaxDocumentKind, string> = { invoice: 'INV', credit_note: 'CN' };

/** `INV-2026-000001`: the series, the year in Dubai, and the number within that year. */
export function formatDocumentNumber(kind: TaxDocumentKind, year: number, sequence: number): string {
  return `${SERIES[kind]}-${year}-${String(sequence).padStart(6, '0')}`;
}

/**
 * The next number of a series, taken inside the transaction that issues the document
 * (docs/decisions/019-gap-free-document-numbers.md). The counter's row stays locked until that transaction
 * ends: a second issuer waits, and a rollback hands the number back, so numbers never repeat or skip. The
 * issue time is read once the lock is held, so later numbers never carry earlier times.
 */
export async function takeDocumentNumber(
  tx: Tx,
  kind: TaxDocumentKind,
): Promise<{ number: string; issuedAt: Date }> {
  const [row] = await queryRows<{ last: number; year: number; issued_at: string | Date }>(
    tx,
    sql`insert into document_counters (series, year, last)
        values (${SERIES[kind]}, extract(year from clock_timestamp() at time zone ${STORE_TIME_ZONE})::int, 1)
        on conflict (series, year) do update set last = document_counters.last + 1
        returning last, year, clock_timestamp() as issued_at`,
  );
  if (!row) throw new Error('the document counter gave no number');
  return {
    number: formatDocumentNumber(kind, row.year, row.last),
    issuedAt: new Date(row.issued_at),
  };
}
