import { NOTE_MAX_LENGTH } from '@souq/shared/schemas/admin-orders';
import { describe, expect, it } from 'vitest';
import { cancelNote, cancelOrderFormSchema } from './cancel-reasons';

describe('the cancel form', () => {
  it('needs a reason', () => {
    const result = cancelOrderFormSchema.safeParse({ status: 'Cancelled', note: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['reason', 'Choose a reason.'],
    ]);
  });

  it("needs words of its own for 'Other'", () => {
    const result = cancelOrderFormSchema.safeParse({ status: 'Cancelled', reason: 'Other', note: '  ' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Say why the order is cancelled.']);
  });

  it("keeps the api's own note limit", () => {
    const note = 'x'.repeat(NOTE_MAX_LENGTH + 1);
    const result = cancelOrderFormSchema.safeParse({ status: 'Cancelled', reason: 'Out of stock', note });
    expect(result.success).toBe(false);
  });

  it('writes the reason, with the details after it', () => {
    expect(cancelNote({ reason: 'Refused at delivery', note: '' })).toBe('Refused at delivery');
    expect(cancelNote({ reason: 'Refused at delivery', note: 'Wrong size' })).toBe(
      'Refused at delivery: Wrong size',
    );
    expect(cancelNote({ reason: 'Other', note: 'Duplicate order' })).toBe('Duplicate order');
  });
});
