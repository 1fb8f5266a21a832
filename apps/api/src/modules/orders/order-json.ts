import { formatOrderNumber } from '@souq/shared/orders/order-number';
import type { ShippingMethod } from '@souq/shared/pricing/checkout-bill';
import { filsToAed } from '@souq/shared/pricing/money';
import type { Order, OrderStatus, PaymentMethod } from '@souq/shared/schemas/order';
import type { TaxDocumentRef } from '@souq/shared/schemas/tax-documents';
import type { OrderItemRow, OrderRow } from './orders-repo';

/** The business an order was bought for (a full tax invoice), or null. */
export function businessOf(
  order: Pick<OrderRow, 'businessName' | 'businessTrn'>,
): { companyName: string; trn: string } | null {
  return order.businessName && order.businessTrn
    ? { companyName: order.businessName, trn: order.businessTrn }
    : null;
}

/**
 * A stored order in the shape `/api/order/userorders` answers (see docs/product/orders.md), amounts in AED.
 */
export function toOrderJson(
  order: OrderRow,
  items: readonly OrderItemRow[],
  documents: readonly TaxDocumentRef[],
): Order {
  return {
    _id: order.id,
    orderNumber: formatOrderNumber(order.number),
    date: order.createdAt.toISOString(),
    paymentMethod: order.paymentMethod as PaymentMethod,
    status: order.status as OrderStatus,
    payment: order.payment,
    amount: filsToAed(order.amountFils),
    items: items.map((item) => ({
      itemId: item.productId,
      name: item.name,
      nameAr: item.nameAr,
      image: item.images,
      price: filsToAed(item.priceFils),
      discount: item.discount,
      lineTotal: filsToAed(item.lineFils),
      quantity: item.quantity,
      size: item.size,
      colorName: item.colorName,
      colorNameAr: item.colorNameAr,
      subSKU: item.subSku,
      returned: item.returnedQuantity,
      position: item.position,
    })),
    discountCode: order.discountCode,
    address: order.address,
    shippingMethod: order.shippingMethod as ShippingMethod,
    vat: filsToAed(order.vatFils),
    business: businessOf(order),
    vatPercent: order.vatPercent,
    documents: [...documents],
  };
}
