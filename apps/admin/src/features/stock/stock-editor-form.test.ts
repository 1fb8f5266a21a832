import { stockAdjustmentSchema } from '@souq/shared/schemas/admin-stock';
import { describe, expect, it } from 'vitest';
import { stockAfter, stockEditorFormSchema, toAdjustment } from './stock-editor-form';

const target = { productId: '0b7e3c1a-5d2f-4c7e-9a41-2f6b8d9e0c13', colorName: 'Pink', size: '110' };

const messages = (form: unknown) =>
  stockEditorFormSchema.safeParse(form).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('the stock editor', () => {
  it('needs a reason the api takes', () => {
    expect(messages({ mode: 'add', amount: 5, note: '' })).toEqual([
      ['reason', 'Choose a reason: received, counted, damaged or returned.'],
    ]);
    expect(messages({ mode: 'add', amount: 5, reason: 'order_placed', note: '' })).toHaveLength(1);
  });

  it('needs a whole number, at least 1 to add or remove and 0 or more to set', () => {
    expect(messages({ mode: 'add', amount: Number.NaN, reason: 'received' })).toEqual([
      ['amount', 'Enter a whole number.'],
    ]);
    expect(messages({ mode: 'remove', amount: 0, reason: 'damaged' })).toEqual([
      ['amount', 'Enter at least 1.'],
    ]);
    expect(messages({ mode: 'set', amount: 0, reason: 'counted' })).toBeUndefined();
    expect(messages({ mode: 'set', amount: 1.5, reason: 'counted' })).toEqual([
      ['amount', 'Enter a whole number.'],
    ]);
  });

  it.each([
    [
      { mode: 'add', amount: 5, reason: 'received', note: '' },
      { delta: 5, reason: 'received' },
    ],
    [
      { mode: 'remove', amount: 2, reason: 'damaged', note: ' torn ' },
      { delta: -2, note: 'torn' },
    ],
    [
      { mode: 'set', amount: 0, reason: 'counted', note: '' },
      { set: 0, reason: 'counted' },
    ],
  ] as const)('sends %o as the api request %o', (form, expected) => {
    const adjustment = toAdjustment(target, stockEditorFormSchema.parse(form));
    expect(adjustment).toMatchObject({ ...target, ...expected });
    expect(stockAdjustmentSchema.safeParse(adjustment).success).toBe(true);
    expect('note' in adjustment).toBe(Boolean(form.note.trim()));
  });

  it('previews the count after the change', () => {
    expect(stockAfter(4, 'add', 3)).toBe(7);
    expect(stockAfter(4, 'remove', 5)).toBe(-1);
    expect(stockAfter(4, 'set', 1)).toBe(1);
    expect(stockAfter(4, 'add', Number.NaN)).toBeNull();
  });
});
