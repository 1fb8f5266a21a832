import {
  DISCOUNT_CODE_EXPIRED,
  DISCOUNT_CODE_INVALID,
  DISCOUNT_CODE_NOT_STARTED,
  DISCOUNT_CODE_USED_UP,
} from '@souq/shared/schemas/discount';
import { describe, expect, it } from 'vitest';
import { codeState, minOrderRefusal, timingRefusal, usageRefusal } from './code-rules';

const NOW = new Date('2030-06-15T12:00:00Z');
const BEFORE = new Date('2030-06-15T11:00:00Z');
const AFTER = new Date('2030-06-15T13:00:00Z');
const code = (rules: Partial<Parameters<typeof codeState>[0]> = {}) => ({
  active: true,
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  ...rules,
});

describe('codeState', () => {
  it.each([
    ['no limits at all', code(), 0, 'active'],
    ['paused', code({ active: false }), 0, 'paused'],
    ['a start to come', code({ startsAt: AFTER }), 0, 'scheduled'],
    ['a start just reached', code({ startsAt: NOW }), 0, 'active'],
    ['an end just reached', code({ endsAt: NOW }), 0, 'expired'],
    ['an end to come', code({ endsAt: AFTER }), 0, 'active'],
    ['as many uses as its limit', code({ usageLimit: 3 }), 3, 'used-up'],
    ['one use short of its limit', code({ usageLimit: 3 }), 2, 'active'],
    ['paused and expired: resuming would not help', code({ active: false, endsAt: BEFORE }), 0, 'expired'],
    ['paused and used up', code({ active: false, usageLimit: 1 }), 1, 'used-up'],
    ['paused and scheduled', code({ active: false, startsAt: AFTER }), 0, 'paused'],
  ] as const)('%s is %s', (_what, rules, uses, state) => {
    expect(codeState(rules, uses, NOW)).toBe(state);
  });
});

describe('the refusals', () => {
  it.each([
    [code(), null],
    [code({ active: false }), DISCOUNT_CODE_INVALID],
    [code({ startsAt: AFTER }), DISCOUNT_CODE_NOT_STARTED],
    [code({ endsAt: NOW }), DISCOUNT_CODE_EXPIRED],
    [code({ startsAt: BEFORE, endsAt: AFTER }), null],
  ])('timing of %j: %s', (rules, refusal) => {
    expect(timingRefusal(rules, NOW)).toBe(refusal);
  });

  it('the usage limit counts the uses so far', () => {
    expect(usageRefusal(code({ usageLimit: 2 }), 1)).toBeNull();
    expect(usageRefusal(code({ usageLimit: 2 }), 2)).toBe(DISCOUNT_CODE_USED_UP);
    expect(usageRefusal(code(), 1_000)).toBeNull();
  });

  it('the minimum order is reached at its amount exactly', () => {
    expect(minOrderRefusal({ minOrderFils: 10_000 }, 10_000)).toBeNull();
    expect(minOrderRefusal({ minOrderFils: 10_000 }, 9_999)).toBe(
      'This discount code needs an order of at least AED 100.00.',
    );
    expect(minOrderRefusal({ minOrderFils: 0 }, 0)).toBeNull();
  });
});
