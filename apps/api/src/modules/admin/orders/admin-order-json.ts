import { staffCanCancel, staffNextStep } from '@souq/shared/orders/order-lifecycle';
import { filsToAed } from '@souq/shared/pricing/money';
import type { AdminOrder, OrderEvent } from '@souq/shared/schemas/admin-orders';
import type { OrderStatus } from '@souq/shared/schemas/order';
import { toOrderJson } from '../../orders/order-json';
import type { DeskOrder, OrderEventRow } from './admin-orders-repo';

/**
 * An order as the desk shows it. The bill is read back from what was charged: the items' lines after their
 * own discounts, the code's share of them (rounded as at checkout), and delivery as the rest of the total.
 */
export function toAdminOrder({ order, customer, items }: DeskOrder): AdminOrder {
  const itemsFils = items.reduce((sum, item) => sum + item.lineFils, 0);
  const couponFils = Math.round((itemsFils * order.discountPercent) / 100);
  return {
    ...toOrderJson(order, items),
    customer,
    discountPercent: order.discountPercent,
    bill: {
      items: filsToAed(itemsFils),
      coupon: filsToAed(couponFils),
      delivery: filsToAed(order.amountFils - itemsFils + couponFils),
      total: filsToAed(order.amountFils),
    },
    cash: {
      collected: order.cashCollectedFils === null ? null : filsToAed(order.cashCollectedFils),
      collectedAt: order.cashCollectedAt?.toISOString() ?? null,
      mismatch: order.cashCollectedFils !== null && order.cashCollectedFils !== order.amountFils,
    },
    nextStatus: staffNextStep(order.status),
    canCancel: staffCanCancel(order.status, order),
  };
}

export function toOrderEvent(row: OrderEventRow): OrderEvent {
  return {
    at: row.at.toISOString(),
    kind: row.kind as OrderEvent['kind'],
    fromStatus: row.fromStatus as OrderStatus | null,
    toStatus: row.toStatus as OrderStatus | null,
    note: row.note,
    amount: row.amountFils === null ? null : filsToAed(row.amountFils),
    actor: row.actor as OrderEvent['actor'],
    staffName: row.staffName,
  };
}
