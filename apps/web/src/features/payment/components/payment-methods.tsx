import type { PaymentMethod } from '@souq/shared/schemas/order';
import { Card } from '@/shared/ui/card';

/** Payment page: the methods the shopper can choose, card first. */
const PAYMENT_OPTIONS: { value: PaymentMethod; label: string; hint: string }[] = [
  { value: 'stripe', label: 'Card', hint: 'Pay now with a debit or credit card.' },
  { value: 'cod', label: 'Cash on Delivery', hint: 'Pay in cash when your order arrives.' },
];

interface PaymentMethodsProps {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  disabled: boolean;
}

export function PaymentMethods({ value, onChange, disabled }: PaymentMethodsProps) {
  return (
    <Card as="fieldset" className="p-5" disabled={disabled}>
      <legend className="float-left w-full text-lg font-extrabold text-navy-800">Payment method</legend>
      <div className="clear-both space-y-2 pt-3">
        {PAYMENT_OPTIONS.map((option) => (
          <label
            key={option.value}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl p-3 ring-1 ring-navy-100 has-[:checked]:bg-coral-50 has-[:checked]:ring-2 has-[:checked]:ring-coral-500 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-coral-600"
          >
            <input
              type="radio"
              name="paymentMethod"
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="h-5 w-5 accent-coral-600"
            />
            <span>
              <span className="block font-bold text-navy-800">{option.label}</span>
              <span className="block text-sm text-navy-600">{option.hint}</span>
            </span>
          </label>
        ))}
      </div>
    </Card>
  );
}
