import {
  type AdminOrderDetail,
  type ReturnRequest,
  type ReturnRequestInput,
  returnRequestSchema,
  returnTooMany,
} from '@souq/shared/schemas/admin-orders';
import type { OrderItem } from '@souq/shared/schemas/order';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';

/**
 * What the return form's inputs hold: how many of each item came back, as typed, one line per item of the
 * order in the order's own order; the reason; and whether the units go back on sale.
 */
export interface ReturnFormValues {
  lines: { quantity: string }[];
  reason: string;
  restock: boolean;
}

type ReturnItem = Pick<OrderItem, 'name' | 'colorName' | 'size' | 'quantity' | 'returned' | 'position'>;

/** Units of an item that can still come back: bought less returned before. */
export const unitsLeft = (item: Pick<OrderItem, 'quantity' | 'returned'>) =>
  Math.max(0, item.quantity - item.returned);

/** A return is recorded on a delivered, paid order with units still to come back. */
export function canRecordReturn(
  order: Pick<AdminOrderDetail, 'status' | 'payment'> & {
    items: readonly Pick<OrderItem, 'quantity' | 'returned'>[];
  },
): boolean {
  return order.status === 'Delivered' && order.payment && order.items.some((item) => unitsLeft(item) > 0);
}

/** Nothing came back yet, the units go back on sale unless staff untick it (damaged ones). */
export function newReturnValues(items: readonly unknown[]): ReturnFormValues {
  return { lines: items.map(() => ({ quantity: '0' })), reason: '', restock: true };
}

/** How many came back, as typed: empty is none; anything else is read as a number (checked after). */
const quantityOf = (text: string) => (text.trim() === '' ? 0 : Number(text));

/**
 * The api's request for the form's values: the items that came back, each named by its `position` in the
 * order, none of 0 units.
 */
export function toReturnRequest(
  values: ReturnFormValues,
  items: readonly Pick<OrderItem, 'position'>[],
): ReturnRequestInput {
  return {
    lines: values.lines.flatMap(({ quantity }, index) => {
      const units = quantityOf(quantity);
      const position = items[index]?.position ?? index;
      return units === 0 ? [] : [{ position, quantity: units }];
    }),
    reason: values.reason,
    restock: values.restock,
  };
}

/** The item as the api names it in its messages: 'Dino Tee (Green, 100)'. */
const itemName = (item: ReturnItem) => `${item.name} (${item.colorName}, ${item.size})`;

/** What is wrong with one item's quantity, in the api's own words where it has them, or null. */
function quantityError(text: string, item: ReturnItem): string | null {
  const units = quantityOf(text);
  if (!Number.isInteger(units)) return 'Enter a whole number.';
  if (units < 0) return 'Enter 0 or more.';
  const left = unitsLeft(item);
  return units > left ? returnTooMany(itemName(item), left) : null;
}

const error = (message: string): FieldError => ({ type: 'validate', message });

/**
 * Checks the form against the order's items (no more than is left of each) and then the api's own schema,
 * so "Choose what came back." and "Reason is required." are the server's words. A missing choice is the
 * form's (`root.lines`), a quantity's sits under its input.
 */
export function returnResolver(
  items: readonly ReturnItem[],
): Resolver<ReturnFormValues, unknown, ReturnRequest> {
  return async (values) => {
    const errors: FieldErrors<ReturnFormValues> = {};
    const lineErrors: ({ quantity: FieldError } | undefined)[] = [];
    values.lines.forEach(({ quantity }, index) => {
      const item = items[index];
      const message = item ? quantityError(quantity, item) : null;
      if (message) lineErrors[index] = { quantity: error(message) };
    });
    const parsed = returnRequestSchema.safeParse(toReturnRequest(values, items));
    if (lineErrors.length === 0 && parsed.success) return { values: parsed.data, errors: {} };

    if (lineErrors.length > 0) errors.lines = lineErrors;
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      const [field] = issue.path;
      if (field === 'reason') errors.reason ??= error(issue.message);
      else if (field === 'lines' && issue.path.length === 1 && lineErrors.length === 0)
        errors.root = { lines: error(issue.message) };
    }
    return { values: {}, errors };
  };
}
