import type { StockMovement } from '@souq/shared/schemas/admin-stock';
import { describe, expect, it } from 'vitest';
import { formatDelta, ledgerFilterFromSearch, movementSource, searchFromLedgerFilter } from './stock-ledger';

const movement = (fields: Partial<StockMovement>): StockMovement => ({
  id: 1,
  at: '2026-03-01T10:00:00.000Z',
  productId: 'p',
  colorName: 'Pink',
  size: '110',
  subSku: 'P-110',
  delta: -1,
  stockAfter: 0,
  reason: 'order_placed',
  orderId: null,
  orderNumber: null,
  staffName: null,
  note: null,
  ...fields,
});

describe('the stock ledger', () => {
  it('signs a change', () => {
    expect(formatDelta(3)).toBe('+3');
    expect(formatDelta(-1)).toBe('\u22121');
    expect(formatDelta(0)).toBe('0');
  });

  it('names the order, else the member of staff, else the store', () => {
    expect(movementSource(movement({ orderId: 'o1', orderNumber: 'LS-100231' }))).toEqual({
      kind: 'order',
      orderId: 'o1',
      orderNumber: 'LS-100231',
    });
    expect(movementSource(movement({ reason: 'counted', staffName: 'Mariam' }))).toEqual({
      kind: 'staff',
      name: 'Mariam',
    });
    expect(movementSource(movement({ reason: 'initial' }))).toEqual({ kind: 'store' });
  });

  it('keeps its filter in the address', () => {
    expect(searchFromLedgerFilter({ colorName: 'Sky Blue', size: '110' })).toBe('?colour=Sky+Blue&size=110');
    expect(searchFromLedgerFilter({})).toBe('');
    expect(ledgerFilterFromSearch(new URLSearchParams('colour=Sky+Blue&size='))).toEqual({
      colorName: 'Sky Blue',
      size: undefined,
    });
  });
});
