import { STOCK_MAX, type StockAdjustment, stockAdjustmentSchema } from '@souq/shared/schemas/admin-stock';
import { z } from 'zod';

/** What the editor does with its amount: add it, take it away, or make it the size's count. */
export const STOCK_CHANGE_MODES = ['add', 'remove', 'set'] as const;
export type StockChangeMode = (typeof STOCK_CHANGE_MODES)[number];

export const STOCK_CHANGE_LABELS: Record<StockChangeMode, string> = {
  add: 'Add',
  remove: 'Remove',
  set: 'Set count',
};

/**
 * The stock editor: a mode and an amount, which become the api's `delta` or `set`, and the api's own reason
 * and note fields, so their messages are the server's. Adding or removing nothing is no change; a count of 0
 * is (the shelf is empty).
 */
export const stockEditorFormSchema = z
  .object({
    mode: z.enum(STOCK_CHANGE_MODES, { error: 'Choose Add, Remove or Set count.' }),
    amount: z
      .number({ error: 'Enter a whole number.' })
      .int('Enter a whole number.')
      .min(0, 'Enter 0 or more.')
      .max(STOCK_MAX, `Enter at most ${STOCK_MAX}.`),
    reason: stockAdjustmentSchema.shape.reason,
    note: stockAdjustmentSchema.shape.note,
  })
  .refine((form) => form.mode === 'set' || form.amount >= 1, {
    path: ['amount'],
    message: 'Enter at least 1.',
  });
export type StockEditorValues = z.output<typeof stockEditorFormSchema>;

/** The size the editor changes. */
export interface StockTarget {
  productId: string;
  colorName: string;
  size: string;
}

/** The api's request for the form's values; an empty note is no note. */
export function toAdjustment(target: StockTarget, form: StockEditorValues): StockAdjustment {
  const note = form.note?.trim() ? { note: form.note.trim() } : {};
  const change =
    form.mode === 'set' ? { set: form.amount } : { delta: form.mode === 'add' ? form.amount : -form.amount };
  return { ...target, ...change, reason: form.reason, ...note };
}

/** The count the size would have after the change, or null while the amount is not a number yet. */
export function stockAfter(stock: number, mode: StockChangeMode, amount: number): number | null {
  if (!Number.isInteger(amount)) return null;
  if (mode === 'set') return amount;
  return mode === 'add' ? stock + amount : stock - amount;
}
