import { SHIPPING_METHODS } from '@souq/shared/pricing/checkout-bill';
import { z } from 'zod';
import { readJson, session } from '../storage/browser-storage';

/**
 * Checkout hands the payment page formData, shippingMethod, finalAmount, discountCode and
 * discountValue, and the company a tax invoice is for. They are kept in session storage, so a reload of the
 * payment page loses nothing, and the checkout finds the company again when the shopper comes back to it.
 */
const HANDOFF_KEY = 'checkoutState';

const checkoutHandoffSchema = z.object({
  formData: z.object({
    fullname: z.string(),
    email: z.string(),
    phone: z.string(),
    street: z.string(),
    city: z.string(),
    region: z.string(),
    zipcode: z.string(),
  }),
  shippingMethod: z.enum(SHIPPING_METHODS),
  /** The grand total the shopper was shown, in AED. */
  finalAmount: z.number(),
  discountCode: z.string().nullable(),
  discountValue: z.number(),
  /** One key per checkout attempt, sent as Idempotency-Key with every order call. */
  idempotencyKey: z.string(),
  /**
   * The company that needs a full tax invoice (its name and TRN as checked at checkout), or null. Absent in a
   * hand-off saved before the field existed: read as null.
   */
  business: z.object({ companyName: z.string(), trn: z.string() }).nullable().optional(),
});
export type CheckoutHandoff = z.infer<typeof checkoutHandoffSchema>;

export function saveCheckoutHandoff(handoff: CheckoutHandoff): void {
  session.set(HANDOFF_KEY, JSON.stringify(handoff));
}

export function readCheckoutHandoff(): CheckoutHandoff | null {
  return readJson(session.get(HANDOFF_KEY), (value) => checkoutHandoffSchema.safeParse(value).data ?? null);
}

export function clearCheckoutHandoff(): void {
  session.remove(HANDOFF_KEY);
}
