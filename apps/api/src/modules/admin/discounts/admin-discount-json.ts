import { formatOrderNumber } from '@souq/shared/orders/order-number';
import { filsToAed } from '@souq/shared/pricing/money';
import type { AdminDiscount, DiscountOrder } from '@souq/shared/schemas/admin-discounts';
import type { OrderStatus } from '@souq/shared/schemas/order';
import { codeState } from '../../discounts/code-rules';
import type { CodeOrderRow, CodeWithUses } from './admin-discounts-repo';

/** A code as the back office shows it: amounts in AED, moments in ISO, and where it stands `now`. */
export function toAdminDiscount({ code, uses }: CodeWithUses, now: Date): AdminDiscount {
  return {
    code: code.code,
    percent: code.percent,
    active: code.active,
    startsAt: code.startsAt?.toISOString() ?? null,
    endsAt: code.endsAt?.toISOString() ?? null,
    usageLimit: code.usageLimit,
    oncePerShopper: code.oncePerShopper,
    minOrder: filsToAed(code.minOrderFils),
    uses,
    createdAt: code.createdAt.toISOString(),
    state: codeState(code, uses, now),
  };
}

export function toDiscountOrder(row: CodeOrderRow): DiscountOrder {
  return {
    _id: row.id,
    orderNumber: formatOrderNumber(row.number),
    date: row.createdAt.toISOString(),
    customer: { name: row.customerName, email: row.customerEmail },
    total: filsToAed(row.amountFils),
    // The table's check constraint (orders_status) allows only these.
    status: row.status as OrderStatus,
  };
}
