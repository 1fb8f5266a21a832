import type { ShippingMethod } from '@souq/shared/pricing/checkout-bill';
import type { MessageId } from '@/shared/i18n/messages';

/**
 * Each shipping method's name and delivery time as the shopper reads them; the stored method ('Normal',
 * 'Express') and SHIPPING_METHOD_DETAILS' English days stay as they are for the api and e-mails.
 */
export const SHIPPING_METHOD_TEXT: Readonly<Record<ShippingMethod, { name: MessageId; days: MessageId }>> = {
  Normal: { name: 'checkout.shippingNormal', days: 'checkout.shippingNormalDays' },
  Express: { name: 'checkout.shippingExpress', days: 'checkout.shippingExpressDays' },
};
