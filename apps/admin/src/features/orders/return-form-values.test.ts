import { describe, expect, it } from 'vitest';
import {
  canRecordReturn,
  newReturnValues,
  type ReturnFormValues,
  returnResolver,
  toReturnRequest,
  unitsLeft,
} from './return-form-values';

const tee = { name: 'Dino Tee', colorName: 'Green', size: '100', quantity: 2, returned: 0, position: 0 };
const shorts = { name: 'Sun Shorts', colorName: 'Blue', size: '110', quantity: 1, returned: 0, position: 1 };
const sandals = {
  name: 'Beach Sandals',
  colorName: 'Red',
  size: '30',
  quantity: 3,
  returned: 1,
  position: 2,
};
/** Items named by their positions in the order, which need not be their places in the list. */
const byPositions = (...positions: number[]) => positions.map((position) => ({ position }));

const values = (quantities: string[], reason = 'Too small', restock = true): ReturnFormValues => ({
  lines: quantities.map((quantity) => ({ quantity })),
  reason,
  restock,
});

const resolve = (items: Parameters<typeof returnResolver>[0], form: ReturnFormValues) =>
  returnResolver(items)(form, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('the return form', () => {
  it('starts with nothing back and the units going back on sale', () => {
    expect(newReturnValues([tee, shorts])).toEqual({
      lines: [{ quantity: '0' }, { quantity: '0' }],
      reason: '',
      restock: true,
    });
  });

  it('sends the items that came back by their position, leaving out those with 0 (or nothing typed)', () => {
    expect(toReturnRequest(values(['0', '1', '', '2'], 'Too small', false), byPositions(0, 1, 2, 3))).toEqual(
      {
        lines: [
          { position: 1, quantity: 1 },
          { position: 3, quantity: 2 },
        ],
        reason: 'Too small',
        restock: false,
      },
    );
    expect(toReturnRequest(values(['0', '0']), byPositions(0, 1)).lines).toEqual([]);
    expect(toReturnRequest(values(['1', '0']), byPositions(4, 7)).lines).toEqual([
      { position: 4, quantity: 1 },
    ]);
  });

  it("answers the api's request, with the reason trimmed", async () => {
    const result = await resolve([tee, shorts], values(['1', '0'], '  Too small '));
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({
      lines: [{ position: 0, quantity: 1 }],
      reason: 'Too small',
      restock: true,
    });
  });

  it("asks what came back and why, in the api's words", async () => {
    const result = await resolve([tee, shorts], values(['0', ''], '   '));
    expect(result.values).toEqual({});
    expect(result.errors.root?.lines?.message).toBe('Choose what came back.');
    expect(result.errors.reason?.message).toBe('Reason is required.');
  });

  it('refuses more than is left of an item, or a part of a unit, under its own input', async () => {
    const result = await resolve([tee, shorts, sandals], values(['3', '1.5', '-1']));
    expect(result.values).toEqual({});
    expect(result.errors.lines?.[0]?.quantity?.message).toBe(
      'Only 2 of Dino Tee (Green, 100) can still be returned.',
    );
    expect(result.errors.lines?.[1]?.quantity?.message).toBe('Enter a whole number.');
    expect(result.errors.lines?.[2]?.quantity?.message).toBe('Enter 0 or more.');
    // The choice is there (if wrong): no "Choose what came back." beside the lines' own errors.
    expect(result.errors.root).toBeUndefined();
  });

  it('counts what came back before', async () => {
    expect(unitsLeft(sandals)).toBe(2);
    const result = await resolve([sandals], values(['3']));
    expect(result.errors.lines?.[0]?.quantity?.message).toBe(
      'Only 2 of Beach Sandals (Red, 30) can still be returned.',
    );
    const full = await resolve([{ ...shorts, returned: 1 }], values(['1']));
    expect(full.errors.lines?.[0]?.quantity?.message).toBe(
      'Sun Shorts (Blue, 110) was already returned in full.',
    );
  });

  it('is offered on a delivered, paid order with units still to come back', () => {
    const order = { status: 'Delivered' as const, payment: true, items: [tee, shorts] };
    expect(canRecordReturn(order)).toBe(true);
    expect(canRecordReturn({ ...order, payment: false })).toBe(false);
    expect(canRecordReturn({ ...order, status: 'Out for delivery' })).toBe(false);
    expect(
      canRecordReturn({
        ...order,
        items: [
          { ...tee, returned: 2 },
          { ...shorts, returned: 1 },
        ],
      }),
    ).toBe(false);
  });
});
