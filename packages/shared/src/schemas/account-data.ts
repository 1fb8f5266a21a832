import { z } from 'zod';
import { taxDocumentRefSchema } from './tax-documents';
import { signInPasswordSchema } from './user';

/**
 * The shopper's own data (docs/product/accounts.md, "Your data"): the file "Download my data" saves, and
 * "Delete my account". Money in AED, times in ISO 8601 (UTC).
 */

const addressFields = {
  fullname: z.string(),
  email: z.string(),
  phone: z.string(),
  street: z.string(),
  city: z.string(),
  region: z.string(),
  zipcode: z.string(),
};

export const exportedAddressSchema = z.object({
  label: z.string(),
  ...addressFields,
  isDefault: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const exportedOrderItemSchema = z.object({
  name: z.string(),
  colorName: z.string(),
  size: z.string(),
  quantity: z.number().int(),
  /** The list price of one unit, and the product's discount in percent, as when the order was placed. */
  unitPrice: z.number(),
  discountPercent: z.number(),
  lineTotal: z.number(),
  sku: z.string(),
});

export const exportedOrderSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  placedAt: z.string(),
  status: z.string(),
  paymentMethod: z.enum(['cod', 'stripe']),
  paid: z.boolean(),
  shippingMethod: z.string(),
  discountCode: z.string().nullable(),
  discountPercent: z.number(),
  total: z.number(),
  /** The VAT included in the total. */
  vat: z.number(),
  business: z.object({ companyName: z.string(), trn: z.string() }).nullable(),
  address: z.object(addressFields),
  items: z.array(exportedOrderItemSchema),
  /** Its tax invoice and credit notes (each downloadable as a PDF from My Orders). */
  documents: z.array(taxDocumentRefSchema),
});

export const exportedCartLineSchema = z.object({
  productId: z.string(),
  productName: z.string(),
  colorName: z.string(),
  size: z.string(),
  quantity: z.number().int(),
  addedAt: z.string(),
});

export const exportedWishlistItemSchema = z.object({
  productId: z.string(),
  productName: z.string(),
  size: z.string(),
  quantity: z.number().int(),
  addedAt: z.string(),
});

/** The newsletter as it stands for the account's e-mail: on the list, and whether the address confirmed. */
export const newsletterStatusSchema = z.object({
  subscribed: z.boolean(),
  confirmed: z.boolean(),
  subscribedAt: z.string().nullable(),
  confirmedAt: z.string().nullable(),
});
export type NewsletterStatus = z.infer<typeof newsletterStatusSchema>;

/** GET /api/user/data: everything the store keeps about the signed-in shopper, as one JSON file. */
export const accountDataSchema = z.object({
  /** As every answer of the api says; the rest is the shopper's data. */
  success: z.literal(true),
  exportedAt: z.string(),
  store: z.string(),
  currency: z.literal('AED'),
  account: z.object({ name: z.string(), email: z.string(), phone: z.string(), createdAt: z.string() }),
  addresses: z.array(exportedAddressSchema),
  orders: z.array(exportedOrderSchema),
  wishlist: z.array(exportedWishlistItemSchema),
  cart: z.array(exportedCartLineSchema),
  newsletter: newsletterStatusSchema,
});
export type AccountData = z.infer<typeof accountDataSchema>;

/** The downloaded file's name, for the day (UTC) it was made: `little-souq-my-data-2025-10-14.json`. */
export function accountDataFileName(exportedAt: Date): string {
  return `little-souq-my-data-${exportedAt.toISOString().slice(0, 10)}.json`;
}

/** POST /api/user/delete: the account's password confirms that its owner is the one deleting it. */
export const deleteAccountRequestSchema = z.object({ password: signInPasswordSchema });
export type DeleteAccountRequest = z.input<typeof deleteAccountRequestSchema>;

export const deleteAccountResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type DeleteAccountResponse = z.infer<typeof deleteAccountResponseSchema>;

export const ACCOUNT_DELETED = 'Your account has been deleted.';
/** A 400, not a 401: the token is fine, and a 401 would sign the shopper out of the page they are on. */
export const WRONG_PASSWORD = 'Incorrect password.';
export const ORDER_IN_PROGRESS =
  'You have an order on its way. You can delete your account once it is delivered or cancelled.';
/** What a deleted account's name becomes, on the account and on the orders the store keeps. */
export const DELETED_CUSTOMER = 'Deleted customer';
