import type { AdminDiscount } from '@souq/shared/schemas/admin-discounts';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import {
  createResolver,
  type DiscountFormValues,
  dubaiInputToIso,
  formValuesOf,
  isoToDubaiInput,
  NEW_DISCOUNT,
  switchedRules,
  updateResolver,
} from './discount-form-values';

const OPTIONS: ResolverOptions<DiscountFormValues> = { fields: {}, shouldUseNativeValidation: false };

const SAVED: AdminDiscount = {
  code: 'EID25',
  percent: 25,
  active: true,
  startsAt: '2030-01-01T20:00:00.000Z',
  endsAt: null,
  usageLimit: 100,
  oncePerShopper: false,
  minOrder: 99.5,
  uses: 3,
  createdAt: '2029-12-01T00:00:00.000Z',
  state: 'scheduled',
};

describe('Dubai time in the date inputs', () => {
  it('reads what is typed as Dubai time and shows a moment in it', () => {
    expect(dubaiInputToIso('2030-01-31T09:30')).toBe('2030-01-31T09:30:00+04:00');
    expect(dubaiInputToIso('  ')).toBeNull();
    expect(isoToDubaiInput('2030-01-31T05:30:00.000Z')).toBe('2030-01-31T09:30');
    expect(isoToDubaiInput('2030-12-31T22:00:00.000Z')).toBe('2031-01-01T02:00');
    expect(isoToDubaiInput(null)).toBe('');
  });
});

describe('the form', () => {
  it('sends a new code with its rules, empty meaning none', async () => {
    const result = await createResolver(
      { ...NEW_DISCOUNT, code: ' eid25 ', percent: '25', minOrder: '', startsAt: '2030-01-02T00:00' },
      undefined,
      OPTIONS,
    );
    expect(result).toEqual({
      values: {
        code: 'EID25',
        percent: 25,
        minOrder: 0,
        startsAt: '2030-01-02T00:00:00+04:00',
        endsAt: null,
        usageLimit: null,
        oncePerShopper: true,
        active: true,
      },
      errors: {},
    });
  });

  it('puts each error under its own field', async () => {
    const result = await createResolver(
      {
        ...NEW_DISCOUNT,
        code: 'A B',
        percent: '',
        usageLimit: '0',
        minOrder: '1.234',
      },
      undefined,
      OPTIONS,
    );
    expect(result.errors).toMatchObject({
      code: { message: 'A code may hold only letters and digits, no spaces.' },
      percent: { message: 'Percent must be a number.' },
      usageLimit: { message: 'Usage limit must be at least 1, or empty for no limit.' },
      minOrder: { message: 'Minimum order can have at most two decimals.' },
    });
  });

  it('says an end before the start under the end', async () => {
    const values = { ...formValuesOf(SAVED), startsAt: '2030-02-01T00:00', endsAt: '2030-01-01T00:00' };
    const result = await updateResolver(values, undefined, OPTIONS);
    expect(result.errors).toMatchObject({ endsAt: { message: 'The end must be after the start.' } });
  });

  it('shows a saved code as it was saved, and sends it back unchanged', async () => {
    const values = formValuesOf(SAVED);
    expect(values).toMatchObject({ startsAt: '2030-01-02T00:00', usageLimit: '100', minOrder: '99.5' });
    const result = await updateResolver(values, undefined, OPTIONS);
    expect(result.values).toEqual({ ...switchedRules(SAVED, true), startsAt: '2030-01-02T00:00:00+04:00' });
  });
});
