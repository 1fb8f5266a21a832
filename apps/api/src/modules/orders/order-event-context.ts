import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/executor';

export type OrderEventActor =
  | { kind: 'shopper' }
  | { kind: 'staff'; staffId: string; staffName: string; note: string | null };

/**
 * Tells the trigger that writes an order's timeline (migration 0010) who is moving it in this transaction.
 * The settings are local to the transaction; without them a move is the store's own (placement, payments,
 * the expiry sweep).
 */
export async function setOrderEventActor(tx: Tx, actor: OrderEventActor): Promise<void> {
  const staff = actor.kind === 'staff' ? actor : null;
  await tx.execute(sql`select
    set_config('souq.actor', ${actor.kind}, true),
    set_config('souq.staff_id', ${staff?.staffId ?? ''}, true),
    set_config('souq.staff_name', ${staff?.staffName ?? ''}, true),
    set_config('souq.status_note', ${staff?.note ?? ''}, true)`);
}
