import type { OrderStatus, PaymentMethod } from '@souq/shared/schemas/order';
import type { ReactNode } from 'react';

/**
 * How an order's status and payment are drawn: the orders desk's own badges, handed down by the route (a
 * feature does not import another), so an order looks the same on both pages.
 */
export interface OrderBadges {
  status: (status: OrderStatus) => ReactNode;
  payment: (method: PaymentMethod, paid: boolean) => ReactNode;
}
