import { z } from 'zod';
import { isValidUaeMobile, normalizeUaePhoneInput, UAE_PHONE_MESSAGE } from '../phone/uae-phone';
import { SHIPPING_METHODS } from '../pricing/checkout-bill';
import { itemIdSchema, MAX_CART_LINES, MAX_LINE_QUANTITY } from './cart';
import { caseInsensitiveEnum } from './case-insensitive-enum';
import { discountCodeSchema } from './discount';
import { businessBuyerSchema, taxDocumentRefSchema } from './tax-documents';

/** Checkout: the region select. */
export const EMIRATES = [
  'Abu Dhabi',
  'Dubai',
  'Sharjah',
  'Ajman',
  'Umm Al Quwain',
  'Ras Al Khaimah',
  'Fujairah',
] as const;
export type Emirate = (typeof EMIRATES)[number];

/** Every checkout field must be non-empty after trimming. */
export const FIELD_REQUIRED = 'This field is required.';

const required = (max: number) =>
  z
    .string({ error: FIELD_REQUIRED })
    .trim()
    .min(1, FIELD_REQUIRED)
    .max(max, `Must be at most ${max} characters.`);

/** The delivery address (userId, if sent, is ignored: the shopper is the token's). */
export const orderAddressSchema = z.object(
  {
    fullname: required(100),
    email: required(254).pipe(z.email('Enter a valid email address.')),
    phone: required(32).transform(normalizeUaePhoneInput).refine(isValidUaeMobile, UAE_PHONE_MESSAGE),
    street: required(200),
    city: required(100),
    region: z.enum(EMIRATES, { error: FIELD_REQUIRED }),
    zipcode: required(20),
  },
  { error: 'The delivery address is required.' },
);

export type OrderAddress = z.infer<typeof orderAddressSchema>;
export type OrderAddressInput = z.input<typeof orderAddressSchema>;

/** An item is the product record plus itemId, size, quantity, colorName; only these are read. */
export const orderItemRequestSchema = z.object({
  itemId: itemIdSchema,
  size: z.string({ error: 'Each item needs a size.' }).trim().min(1, 'Each item needs a size.'),
  colorName: z
    .string({ error: 'Each item needs a colorName.' })
    .trim()
    .min(1, 'Each item needs a colorName.'),
  quantity: z
    .number({ error: 'Each item needs a quantity.' })
    .int('Quantities must be whole numbers.')
    .min(1, 'Quantities must be at least 1.')
    .max(MAX_LINE_QUANTITY, `Quantities must be at most ${MAX_LINE_QUANTITY}.`),
});
export type OrderItemRequest = z.infer<typeof orderItemRequestSchema>;

/** 'Normal' or 'Express', sent in any letter case. */
export const shippingMethodSchema = caseInsensitiveEnum(
  SHIPPING_METHODS,
  'Choose Normal or Express shipping.',
);

/**
 * The order payload on placement. `amount` and `discountValue` are what the shopper was shown; the server
 * recomputes both and refuses the order when they differ (see docs/product/checkout.md).
 */
export const placeOrderRequestSchema = z.object({
  address: orderAddressSchema,
  items: z
    .array(orderItemRequestSchema, { error: 'items must be a list.' })
    .min(1, 'Your cart is empty')
    .max(MAX_CART_LINES, `An order can hold at most ${MAX_CART_LINES} lines.`),
  amount: z.number({ error: 'amount must be a number.' }).nonnegative('amount must not be negative.'),
  discountValue: z.number({ error: 'discountValue must be a number.' }).min(0).max(1),
  shippingMethod: shippingMethodSchema,
  discountCode: discountCodeSchema.nullable(),
  /**
   * A VAT-registered business buying: its name and TRN make the invoice a full tax invoice
   * (docs/product/vat-and-invoices.md). Absent or null for everyone else.
   */
  business: businessBuyerSchema.nullish(),
});
export type PlaceOrderRequest = z.infer<typeof placeOrderRequestSchema>;
export type PlaceOrderInput = z.input<typeof placeOrderRequestSchema>;

/** POST /api/cart/deduct-stock {items}: only its shape is checked; stock moves with orders alone. */
export const deductStockRequestSchema = z.object({
  items: z
    .array(orderItemRequestSchema, { error: 'items must be a list.' })
    .min(1, 'items must not be empty.')
    .max(MAX_CART_LINES, `An order can hold at most ${MAX_CART_LINES} lines.`),
});

export const ORDER_TOTAL_CHANGED = 'Order total changed, please review your cart.';

/** The order statuses and their order (see docs/product/orders.md). */
export const ORDER_STATUSES = [
  'Order Placed',
  'Payment Pending',
  'Packing',
  'Shipped',
  'Out for delivery',
  'Delivered',
  'Cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_METHODS = ['cod', 'stripe'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** 'cod' or 'stripe', read in any letter case. */
export const paymentMethodSchema = caseInsensitiveEnum(
  PAYMENT_METHODS,
  'Choose cod or stripe as the payment method.',
);

/** A snapshot of what was bought, at the price paid. */
export const orderItemSchema = z.object({
  itemId: z.string(),
  name: z.string(),
  /** The product's and the colour's Arabic names as ordered, for Arabic pages; '' where none was written. */
  nameAr: z.string(),
  image: z.array(z.string()),
  /** List price in AED. */
  price: z.number(),
  /** The percent applied to this line's regular units. */
  discount: z.number(),
  /** What the line cost in AED (with the flash unit when it held it). */
  lineTotal: z.number(),
  quantity: z.number().int(),
  size: z.string(),
  colorName: z.string(),
  colorNameAr: z.string(),
  subSKU: z.string(),
  /** Units sent back (each credited by a tax credit note). */
  returned: z.number().int(),
  /** The item's place in its order, from 0: how a return names it. */
  position: z.number().int(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/**
 * An order's address as kept and answered. It was checked when the order was placed; a deleted account's
 * orders keep only the emirate, with the other fields erased (docs/product/accounts.md, "Your data"), so
 * the answer reads plain text rather than checking it again.
 */
export const storedOrderAddressSchema = z.object({
  fullname: z.string(),
  email: z.string(),
  phone: z.string(),
  street: z.string(),
  city: z.string(),
  region: z.enum(EMIRATES),
  zipcode: z.string(),
});

export const orderSchema = z.object({
  _id: z.string(),
  /** The order's number for people, `LS-100231` (packages/shared/src/orders/order-number.ts). */
  orderNumber: z.string(),
  date: z.string(),
  paymentMethod: paymentMethodSchema,
  status: z.enum(ORDER_STATUSES),
  payment: z.boolean(),
  amount: z.number(),
  items: z.array(orderItemSchema),
  discountCode: z.string().nullable(),
  address: storedOrderAddressSchema,
  shippingMethod: shippingMethodSchema,
  /** The VAT included in `amount`, in AED, and its rate in percent (0 when the store charged none). */
  vat: z.number(),
  vatPercent: z.number(),
  /** The business the shopper bought for (a full tax invoice), or null. */
  business: z.object({ companyName: z.string(), trn: z.string() }).nullable(),
  /** Its tax invoice and any credit notes, once issued (docs/product/vat-and-invoices.md). */
  documents: z.array(taxDocumentRefSchema),
});
export type Order = z.infer<typeof orderSchema>;

export const userOrdersResponseSchema = z.object({ success: z.literal(true), orders: z.array(orderSchema) });
export const placeOrderResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  orderId: z.string(),
});
/** A missing id is a malformed request; an id that is not one of ours is an order we do not have. */
export const orderIdSchema = z.uuid({
  error: (issue) => (issue.input === undefined ? 'orderId is required.' : 'Order not found.'),
});

export const cancelOrderRequestSchema = z.object({ orderId: orderIdSchema });
export const messageResponseSchema = z.object({ success: z.literal(true), message: z.string() });
