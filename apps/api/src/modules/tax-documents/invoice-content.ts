import { formatOrderNumber } from '@souq/shared/orders/order-number';
import { vatInGross } from '@souq/shared/pricing/vat';
import type { PaymentMethod } from '@souq/shared/schemas/order';
import type {
  InvoiceType,
  SellerIdentity,
  TaxDocumentContent,
  TaxDocumentLine,
  TaxTotals,
} from '@souq/shared/schemas/tax-documents';
import { FREE_SIZE, sizeLabel } from '@souq/shared/sizes/size-tables';
import type { OrderItemRow, OrderRow } from '../orders/orders-repo';

/** The lines' sums: what a document's totals always are. */
export function totalsOf(lines: readonly TaxDocumentLine[]): TaxTotals {
  return {
    netFils: lines.reduce((sum, line) => sum + line.netFils, 0),
    vatFils: lines.reduce((sum, line) => sum + line.vatFils, 0),
    grossFils: lines.reduce((sum, line) => sum + line.grossFils, 0),
  };
}

/** "size 100" for clothes, "EU 30" for shoes (as the storefront labels them), "Free-size" for toys. */
const sizeText = (size: string) =>
  size === FREE_SIZE || sizeLabel(size) !== size ? sizeLabel(size) : `size ${size}`;

/** The same in Arabic: "مقاس 100", "EU 30", "مقاس واحد". */
const arabicSizeText = (size: string) => {
  if (size === FREE_SIZE) return 'مقاس واحد';
  return sizeLabel(size) !== size ? sizeLabel(size) : `مقاس ${size}`;
};

/** An item as a document line, from the VAT the order stored for it when it was placed. */
function itemLine(item: OrderItemRow, vatPercent: number): TaxDocumentLine {
  const grossFils = item.lineFils - item.couponShareFils;
  return {
    kind: 'item',
    description: `${item.name} — ${item.colorName}, ${sizeText(item.size)}`,
    descriptionAr: `${item.nameAr || item.name} — ${item.colorNameAr || item.colorName}، ${arabicSizeText(item.size)}`,
    sku: item.subSku,
    quantity: item.quantity,
    unitFils: item.priceFils,
    discountFils: item.priceFils * item.quantity - grossFils,
    netFils: grossFils - item.vatFils,
    vatPercent,
    vatFils: item.vatFils,
    grossFils,
  };
}

function chargeLine(
  kind: 'delivery' | 'express',
  grossFils: number,
  vatFils: number,
  vatPercent: number,
): TaxDocumentLine {
  return {
    kind,
    description: kind === 'delivery' ? 'Delivery' : 'Express delivery',
    descriptionAr: kind === 'delivery' ? 'التوصيل' : 'التوصيل السريع',
    sku: null,
    quantity: 1,
    unitFils: grossFils,
    discountFils: 0,
    netFils: grossFils - vatFils,
    vatPercent,
    vatFils,
    grossFils,
  };
}

/** Every line an order's invoice carries: its items, then delivery and the Express charge when charged. */
export function orderLines(order: OrderRow, items: readonly OrderItemRow[]): TaxDocumentLine[] {
  const lines = items.map((item) => itemLine(item, order.vatPercent));
  if (order.deliveryFils > 0)
    lines.push(chargeLine('delivery', order.deliveryFils, order.deliveryVatFils, order.vatPercent));
  if (order.expressFils > 0)
    lines.push(chargeLine('express', order.expressFils, order.expressVatFils, order.vatPercent));
  return lines;
}

/**
 * A full tax invoice when the buyer gave a business TRN, a simplified one otherwise; a plain invoice when the
 * store was not registered for VAT (no VAT was charged on the order, or the seller is not registered now).
 */
export function invoiceTypeOf(order: OrderRow, seller: SellerIdentity): InvoiceType {
  if (!seller.vatRegistered || order.vatPercent === 0) return 'not_registered';
  return order.businessTrn ? 'full' : 'simplified';
}

function buyerOf(order: OrderRow): TaxDocumentContent['buyer'] {
  const { address } = order;
  const place = [address.region, address.zipcode].filter(Boolean).join(' ');
  return {
    name: address.fullname,
    addressLines: [address.street, address.city, place, 'United Arab Emirates'].filter(Boolean),
    email: address.email,
    phone: address.phone,
    companyName: order.businessName,
    trn: order.businessTrn,
  };
}

function sellerOf(seller: SellerIdentity, type: InvoiceType): TaxDocumentContent['seller'] {
  return {
    legalName: seller.legalName,
    tradingName: seller.tradingName,
    address: seller.address,
    trn: type === 'not_registered' ? '' : seller.trn,
    tradeLicence: seller.tradeLicence,
    licenceAuthority: seller.licenceAuthority,
    supportEmail: seller.supportEmail,
    supportPhone: seller.supportPhone,
  };
}

export interface Issue {
  number: string;
  issuedAt: Date;
  /** YYYY-MM-DD in Dubai. */
  supplyDate: string;
}

/** What an order's invoice shows, frozen at issue: the seller now, the buyer and lines as ordered. */
export function invoiceContent(
  order: OrderRow,
  items: readonly OrderItemRow[],
  seller: SellerIdentity,
  issue: Issue,
): TaxDocumentContent {
  const invoiceType = invoiceTypeOf(order, seller);
  const lines = orderLines(order, items);
  return {
    kind: 'invoice',
    invoiceType,
    number: issue.number,
    issuedAt: issue.issuedAt.toISOString(),
    supplyDate: issue.supplyDate,
    orderNumber: formatOrderNumber(order.number),
    paymentMethod: order.paymentMethod as PaymentMethod,
    currency: 'AED',
    seller: sellerOf(seller, invoiceType),
    buyer: buyerOf(order),
    lines,
    totals: totalsOf(lines),
    credit: null,
  };
}

/**
 * A credit note taking `lines` off an invoice (docs/product/vat-and-invoices.md): the seller as it is now, the
 * buyer and type as on the invoice, and the invoice's value before this note (after any earlier note) and after.
 */
export function creditNoteContent(
  invoice: TaxDocumentContent,
  before: TaxTotals,
  lines: readonly TaxDocumentLine[],
  seller: SellerIdentity,
  issue: Issue & { reason: string },
): TaxDocumentContent {
  const difference = totalsOf(lines);
  return {
    ...invoice,
    kind: 'credit_note',
    number: issue.number,
    issuedAt: issue.issuedAt.toISOString(),
    supplyDate: issue.supplyDate,
    seller: sellerOf(seller, invoice.invoiceType),
    lines: [...lines],
    totals: difference,
    credit: {
      invoiceNumber: invoice.number,
      invoiceIssuedAt: invoice.issuedAt,
      reason: issue.reason,
      before,
      after: {
        netFils: before.netFils - difference.netFils,
        vatFils: before.vatFils - difference.vatFils,
        grossFils: before.grossFils - difference.grossFils,
      },
    },
  };
}

/**
 * `quantity` units of what is left of a line, for a credit note: its amounts in proportion, rounded to the
 * fils, the VAT worked out on the part's gross as on any line. The last units take exactly what is left, so
 * an invoice credited in parts adds back up to itself to the fils.
 */
export function portionOf(line: TaxDocumentLine, quantity: number): TaxDocumentLine {
  if (quantity >= line.quantity) return line;
  const part = (fils: number) => Math.round((fils * quantity) / line.quantity);
  const grossFils = part(line.grossFils);
  const vatFils = vatInGross(grossFils, line.vatPercent);
  return {
    ...line,
    quantity,
    discountFils: part(line.discountFils),
    grossFils,
    vatFils,
    netFils: grossFils - vatFils,
  };
}
