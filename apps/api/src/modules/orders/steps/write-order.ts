import type { Locale } from '@souq/shared/i18n/locales';
import type { CheckoutBill } from '@souq/shared/pricing/checkout-bill';
import { type BillVat, billVat, VAT_PERCENT } from '@souq/shared/pricing/vat';
import type { OrderStatus, PaymentMethod, PlaceOrderRequest } from '@souq/shared/schemas/order';
import type { Tx } from '../../../db/executor';
import type { DiscountCode } from '../../discounts/discounts-repo';
import { readSeller } from '../../tax-documents/seller-settings';
import { createOrdersRepo, type NewOrderItem } from '../orders-repo';
import type { ResolvedLine } from './validate-lines';

/** What was bought as it was then, the colour's own pictures when it has them. */
export function itemSnapshots(
  lines: readonly ResolvedLine[],
  bill: CheckoutBill,
  vat: BillVat,
): NewOrderItem[] {
  return lines.map(({ size, quantity }, i) => ({
    productId: size.productId,
    variantSizeId: size.sizeId,
    name: size.name,
    nameAr: size.nameAr,
    images: size.colourImages.length > 0 ? size.colourImages : size.productImages,
    priceFils: size.priceFils,
    discount: size.discount,
    lineFils: bill.lines[i]?.lineFils ?? 0,
    quantity,
    size: size.size,
    colorName: size.colorName,
    colorNameAr: size.colorNameAr,
    subSku: size.subSku,
    couponShareFils: vat.lines[i]?.couponShareFils ?? 0,
    vatFils: vat.lines[i]?.vatFils ?? 0,
  }));
}

export interface OrderToWrite {
  /** Chosen before the stock is taken, so the stock ledger's rows name the order. */
  orderId: string;
  userId: string;
  request: PlaceOrderRequest;
  lines: readonly ResolvedLine[];
  bill: CheckoutBill;
  code: DiscountCode | null;
  paymentMethod: PaymentMethod;
  status: OrderStatus;
  idempotencyKey: string | null;
  locale: Locale;
}

/**
 * Step 6: the order and its items, charged the server's total, with the VAT in each line as it is today
 * (none when the store is not registered for VAT). A cash order empties the cart with it; a card order keeps
 * the cart until the gateway says it is paid (settle-order), so a declined card leaves the shopper's cart as
 * it was.
 */
export async function writeOrder(tx: Tx, order: OrderToWrite): Promise<string> {
  const seller = await readSeller(tx);
  const { bill } = order;
  const vat = billVat(bill, seller.vatRegistered ? VAT_PERCENT : 0);
  return createOrdersRepo(tx).insertOrder(
    {
      id: order.orderId,
      userId: order.userId,
      amountFils: order.bill.grandTotalFils,
      address: order.request.address,
      shippingMethod: order.bill.shippingMethod,
      discountCode: order.code?.code ?? null,
      discountPercent: order.code?.percent ?? 0,
      discountOncePerShopper: order.code?.oncePerShopper ?? true,
      paymentMethod: order.paymentMethod,
      status: order.status,
      idempotencyKey: order.idempotencyKey,
      vatPercent: vat.ratePercent,
      couponFils: bill.couponFils,
      deliveryFils: bill.deliveryFils,
      deliveryVatFils: vat.delivery.vatFils,
      expressFils: bill.expressFils,
      expressVatFils: vat.express.vatFils,
      vatFils: vat.vatFils,
      businessName: order.request.business?.companyName ?? null,
      businessTrn: order.request.business?.trn ?? null,
      locale: order.locale,
    },
    itemSnapshots(order.lines, bill, vat),
    { clearCart: order.paymentMethod === 'cod' },
  );
}
