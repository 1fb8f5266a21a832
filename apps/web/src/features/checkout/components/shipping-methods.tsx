import {
  SHIPPING_METHOD_DETAILS,
  SHIPPING_METHODS,
  type ShippingMethod,
} from '@souq/shared/pricing/checkout-bill';
import { formatAed } from '@souq/shared/pricing/money';
import { useIntl } from 'react-intl';
import { SHIPPING_METHOD_TEXT } from '@/shared/checkout/shipping-method-text';
import { Ltr } from '@/shared/ui/ltr';

interface ShippingMethodsProps {
  value: ShippingMethod;
  onChange: (method: ShippingMethod) => void;
}

/** Checkout: Normal (AED 0, 2-3 Business Days, the default) or Express (AED 10, 1-2 Business Days). */
export function ShippingMethods({ value, onChange }: ShippingMethodsProps) {
  const { formatMessage: t } = useIntl();
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="sr-only">{t({ id: 'checkout.shippingMethods' })}</legend>
      {SHIPPING_METHODS.map((method) => {
        const { surchargeFils } = SHIPPING_METHOD_DETAILS[method];
        const text = SHIPPING_METHOD_TEXT[method];
        const checked = value === method;
        return (
          <label
            key={method}
            className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border-2 px-4 py-3 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-navy-600 ${
              checked ? 'border-coral-500 bg-coral-50' : 'border-navy-100 bg-white hover:border-navy-300'
            }`}
          >
            <input
              type="radio"
              name="shippingMethod"
              value={method}
              checked={checked}
              onChange={() => onChange(method)}
              className="h-5 w-5 shrink-0 accent-coral-600"
            />
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="font-bold text-navy-800">{t({ id: text.name })}</span>
              <span className="text-sm text-navy-600">{t({ id: text.days })}</span>
            </span>
            <span className="font-bold text-navy-800">
              <Ltr>{formatAed(surchargeFils)}</Ltr>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
