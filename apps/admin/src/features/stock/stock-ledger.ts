import type { StockMovement } from '@souq/shared/schemas/admin-stock';

/** '+3' or '−1' (a true minus sign, as a screen reader and a reader both take it); an empty opening stock 0. */
export function formatDelta(delta: number): string {
  if (delta === 0) return '0';
  return delta > 0 ? `+${delta}` : `\u2212${Math.abs(delta)}`;
}

/** Who or what moved the stock: an order (placed, cancelled, expired), a member of staff, or the store itself. */
export type MovementSource =
  | { kind: 'order'; orderId: string; orderNumber: string }
  | { kind: 'staff'; name: string }
  | { kind: 'store' };

export function movementSource(movement: StockMovement): MovementSource {
  if (movement.orderId !== null)
    return {
      kind: 'order',
      orderId: movement.orderId,
      // An order's row always has its number; the id stands in should the join ever come back empty.
      orderNumber: movement.orderNumber ?? movement.orderId,
    };
  if (movement.staffName !== null) return { kind: 'staff', name: movement.staffName };
  return { kind: 'store' };
}

/** The ledger's filter in the address (`?colour=Pink&size=110`), so Back and a shared link keep it. */
export interface LedgerFilter {
  colorName?: string | undefined;
  size?: string | undefined;
}

export function ledgerFilterFromSearch(params: URLSearchParams): LedgerFilter {
  return { colorName: params.get('colour') || undefined, size: params.get('size') || undefined };
}

export function searchFromLedgerFilter({ colorName, size }: LedgerFilter): string {
  const search = new URLSearchParams();
  if (colorName) search.set('colour', colorName);
  if (size) search.set('size', size);
  const query = search.toString();
  return query ? `?${query}` : '';
}
