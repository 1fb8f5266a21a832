import {
  SHIPPING_METHOD_DETAILS,
  SHIPPING_METHODS,
  type ShippingMethod,
} from '@souq/shared/pricing/checkout-bill';
import { formatAed } from '@souq/shared/pricing/money';

interface ShippingMethodsProps {
  value: ShippingMethod;
  onChange: (method: ShippingMethod) => void;
}

/** Checkout: Normal (AED 0, 2-3 Business Days, the default) or Express (AED 10, 1-2 Business Days). */
export function ShippingMethods({ value, onChange }: ShippingMethodsProps) {
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="sr-only">Shipping Methods</legend>
      {SHIPPING_METHODS.map((method) => {
        const { surchargeFils, days } = SHIPPING_METHOD_DETAILS[method];
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
              <span className="font-bold text-navy-800">{method}</span>
              <span className="text-sm text-navy-600">{days}</span>
            </span>
            <span className="font-bold text-navy-800">{formatAed(surchargeFils)}</span>
          </label>
        );
      })}
    </fieldset>
  );
}
