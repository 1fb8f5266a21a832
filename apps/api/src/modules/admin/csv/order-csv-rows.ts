import { STORE_TIME_ZONE } from '@souq/shared/config/store';
import { formatOrderNumber } from '@souq/shared/orders/order-number';
import { ORDER_CSV_COLUMNS, type OrderCsvColumn } from '@souq/shared/schemas/admin-csv';
import { orderBill } from '../../orders/order-bill';
import { aedCell, safeText, yesNo } from './csv-cells';
import type { ExportedOrder } from './csv-export-repo';

const PAYMENT_METHODS: Record<string, string> = { cod: 'Cash on delivery', stripe: 'Card' };

/** 2025-01-31 14:05, in Dubai: a spreadsheet reads it as a date and time. */
const placedAt = new Intl.DateTimeFormat('en-CA', {
  timeZone: STORE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
function placedAtCell(at: Date): string {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    placedAt.formatToParts(at).find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

/**
 * An order's rows in the orders file: one per item, the order's columns on each. The bill is the one stored at
 * placement, as the orders desk reads it (order-bill.ts): the items after their own discounts, the code's
 * amount, delivery with any Express charge, the total and the VAT in it; each line's VAT is its own share.
 * Text a shopper typed is made safe for a spreadsheet (csv-cells.ts).
 */
export function orderCsvRows({ order, account, items }: ExportedOrder): string[][] {
  const bill = orderBill(order, items);
  const { address } = order;
  const own = {
    Order: formatOrderNumber(order.number),
    'Placed at': placedAtCell(order.createdAt),
    Status: order.status,
    'Payment method': PAYMENT_METHODS[order.paymentMethod] ?? order.paymentMethod,
    Paid: yesNo(order.payment),
    Customer: safeText(account.name),
    'Customer email': safeText(account.email),
    Recipient: safeText(address.fullname),
    Email: safeText(address.email),
    Phone: address.phone,
    Emirate: address.region,
    'City / area': safeText(address.city),
    Street: safeText(address.street),
    Postcode: safeText(address.zipcode),
    'Shipping method': order.shippingMethod,
    'Discount code': order.discountCode ?? '',
    'Code discount %': String(order.discountPercent),
    'Items (AED)': aedCell(bill.itemsFils),
    'Code discount (AED)': aedCell(bill.couponFils),
    'Delivery (AED)': aedCell(bill.deliveryFils),
    'Order total (AED)': aedCell(bill.totalFils),
    'Order VAT (AED)': aedCell(bill.vatFils),
    Company: safeText(order.businessName ?? ''),
    'Company TRN': order.businessTrn ?? '',
  };
  return items.map((item) => {
    const row: Record<OrderCsvColumn, string> = {
      ...own,
      Item: safeText(item.name),
      Colour: safeText(item.colorName),
      Size: item.size,
      'Sub-SKU': item.subSku,
      Quantity: String(item.quantity),
      'Unit price (AED)': aedCell(item.priceFils),
      'Item discount %': String(item.discount),
      'Line amount (AED)': aedCell(item.lineFils),
      'Line VAT (AED)': aedCell(item.vatFils),
    };
    return ORDER_CSV_COLUMNS.map((column) => row[column]);
  });
}
