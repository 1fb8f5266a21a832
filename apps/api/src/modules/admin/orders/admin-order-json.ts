import { staffCanCancel, staffNextStep } from '@souq/shared/orders/order-lifecycle';
import { filsToAed } from '@souq/shared/pricing/money';
import type { AdminOrder, OrderEvent } from '@souq/shared/schemas/admin-orders';
import type { OrderStatus } from '@souq/shared/schemas/order';
import type { TaxDocumentRef } from '@souq/shared/schemas/tax-documents';
import { orderBill } from '../../orders/order-bill';
import { toOrderJson } from '../../orders/order-json';
import type { DeskOrder, OrderEventRow } from './admin-orders-repo';

/** An order as the desk shows it, its bill read back from what was charged (`orderBill`). */
export function toAdminOrder(
  { order, customer, items }: DeskOrder,
  documents: readonly TaxDocumentRef[],
): AdminOrder {
  const bill = orderBill(order, items);
  return {
    ...toOrderJson(order, items, documents),
    customer,
    discountPercent: order.discountPercent,
    bill: {
      items: filsToAed(bill.itemsFils),
      coupon: filsToAed(bill.couponFils),
      delivery: filsToAed(bill.deliveryFils),
      total: filsToAed(bill.totalFils),
      vat: filsToAed(bill.vatFils),
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
