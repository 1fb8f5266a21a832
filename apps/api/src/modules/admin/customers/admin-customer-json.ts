import { formatOrderNumber } from '@souq/shared/orders/order-number';
import { filsToAed } from '@souq/shared/pricing/money';
import type { AdminCustomerRow, CustomerCodeUse, CustomerOrder } from '@souq/shared/schemas/admin-customers';
import type { OrderStatus, PaymentMethod } from '@souq/shared/schemas/order';
import type { CustomerListRow, CustomerOrderRow } from './admin-customers-repo';

/** An account and its totals as the list shows them, in AED. */
export function toCustomerRow(row: CustomerListRow): AdminCustomerRow {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    joined: row.createdAt.toISOString(),
    orderCount: row.orderCount,
    lifetimeSpend: filsToAed(row.spendFils),
    lastOrder: row.lastOrderAt?.toISOString() ?? null,
  };
}

export function toCustomerOrder(row: CustomerOrderRow): CustomerOrder {
  return {
    id: row.id,
    orderNumber: formatOrderNumber(row.number),
    date: row.createdAt.toISOString(),
    status: row.status as OrderStatus,
    total: filsToAed(row.amountFils),
    paymentMethod: row.paymentMethod as PaymentMethod,
    paid: row.payment,
    spend: filsToAed(row.spendFils),
    discountCode: row.discountCode,
  };
}

/** Every order that carried a discount code, newest first as the orders come. */
export function codesUsed(rows: readonly CustomerOrderRow[]): CustomerCodeUse[] {
  return rows.flatMap((row) =>
    row.discountCode === null
      ? []
      : [
          {
            code: row.discountCode,
            percent: row.discountPercent,
            orderId: row.id,
            orderNumber: formatOrderNumber(row.number),
            date: row.createdAt.toISOString(),
            status: row.status as OrderStatus,
          },
        ],
  );
}
