import { describe, expect, it } from 'vitest';
import { discountCreateSchema, isInstant } from './admin-discounts';
import {
  DISCOUNT_CODE_EXPIRED,
  DISCOUNT_CODE_INVALID,
  discountCodeMinOrder,
  isCodeLimitRefusal,
} from './discount';

describe('isInstant', () => {
  it.each([
    ['2030-01-01T00:00:00Z', true],
    ['2030-01-01T00:00Z', true],
    ['2030-01-01T00:00:00.123+04:00', true],
    ['2028-02-29T10:00:00+04:00', true],
    ['2030-02-29T10:00:00+04:00', false],
    ['2030-04-31T10:00:00Z', false],
    ['2030-13-01T10:00:00Z', false],
    ['2030-01-01T24:00:00Z', false],
    ['2030-01-01T00:60:00Z', false],
    ['2030-01-01T00:00:00', false],
    ['2030-01-01', false],
    ['1999-12-31T23:59:59Z', false],
    ['0000-01-01T00:00:00Z', false],
    ['2030-01-01T00:00:00+99:99', false],
  ])('%s: %s', (text, ok) => {
    expect(isInstant(text)).toBe(ok);
  });
});

describe('discountCreateSchema', () => {
  it('reads a code as the checkout does and fills in the defaults', () => {
    expect(discountCreateSchema.parse({ code: ' eid25 ', percent: 25 })).toEqual({
      code: 'EID25',
      percent: 25,
      startsAt: null,
      endsAt: null,
      usageLimit: null,
      oncePerShopper: true,
      minOrder: 0,
      active: true,
    });
  });

  it('puts an end before the start under the end', () => {
    const result = discountCreateSchema.safeParse({
      code: 'EID25',
      percent: 25,
      startsAt: '2030-02-01T00:00:00Z',
      endsAt: '2030-01-01T00:00:00Z',
    });
    expect(result.error?.issues).toMatchObject([
      { path: ['endsAt'], message: 'The end must be after the start.' },
    ]);
  });
});

describe('isCodeLimitRefusal', () => {
  it('tells the limits staff set from an unknown code', () => {
    expect(isCodeLimitRefusal(DISCOUNT_CODE_EXPIRED)).toBe(true);
    expect(isCodeLimitRefusal(discountCodeMinOrder(12_550))).toBe(true);
    expect(discountCodeMinOrder(12_550)).toBe('This discount code needs an order of at least AED 125.50.');
    expect(isCodeLimitRefusal(DISCOUNT_CODE_INVALID)).toBe(false);
  });
});
