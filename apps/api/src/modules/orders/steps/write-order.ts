import type { CheckoutBill } from '@souq/shared/pricing/checkout-bill';
import type { OrderStatus, PaymentMethod, PlaceOrderRequest } from '@souq/shared/schemas/order';
import type { Tx } from '../../../db/executor';
import type { DiscountCode } from '../../discounts/discounts-repo';
import { createOrdersRepo, type NewOrderItem } from '../orders-repo';
import type { ResolvedLine } from './validate-lines';

/** What was bought as it was then, the colour's own pictures when it has them. */
export function itemSnapshots(lines: readonly ResolvedLine[], bill: CheckoutBill): NewOrderItem[] {
  return lines.map(({ size, quantity }, i) => ({
    productId: size.productId,
    variantSizeId: size.sizeId,
    name: size.name,
    images: size.colourImages.length > 0 ? size.colourImages : size.productImages,
    priceFils: size.priceFils,
    discount: size.discount,
    lineFils: bill.lines[i]?.lineFils ?? 0,
    quantity,
    size: size.size,
    colorName: size.colorName,
    subSku: size.subSku,
  }));
}

export interface OrderToWrite {
  userId: string;
  request: PlaceOrderRequest;
  lines: readonly ResolvedLine[];
  bill: CheckoutBill;
  code: DiscountCode | null;
  paymentMethod: PaymentMethod;
  status: OrderStatus;
  idempotencyKey: string | null;
}

/**
 * Step 6: the order and its items, charged the server's total. A cash order empties the cart with it; a card
 * order keeps the cart until the gateway says it is paid (settle-order), so a declined card leaves the
 * shopper's cart as it was.
 */
export function writeOrder(tx: Tx, order: OrderToWrite): Promise<string> {
  return createOrdersRepo(tx).insertOrder(
    {
      userId: order.userId,
      amountFils: order.bill.grandTotalFils,
      address: order.request.address,
      shippingMethod: order.bill.shippingMethod,
      discountCode: order.code?.code ?? null,
      discountPercent: order.code?.percent ?? 0,
      paymentMethod: order.paymentMethod,
      status: order.status,
      idempotencyKey: order.idempotencyKey,
    },
    itemSnapshots(order.lines, order.bill),
    { clearCart: order.paymentMethod === 'cod' },
  );
}
