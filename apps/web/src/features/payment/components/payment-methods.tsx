import type { PaymentMethod } from '@souq/shared/schemas/order';
import { useIntl } from 'react-intl';
import type { MessageId } from '@/shared/i18n/messages';
import { PAYMENT_METHOD_NAME } from '@/shared/orders/order-text';
import { Card } from '@/shared/ui/card';

/** Payment page: the methods the shopper can choose, card first. */
const PAYMENT_OPTIONS: { value: PaymentMethod; hint: MessageId }[] = [
  { value: 'stripe', hint: 'payment.cardHint' },
  { value: 'cod', hint: 'payment.cashHint' },
];

interface PaymentMethodsProps {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  disabled: boolean;
}

export function PaymentMethods({ value, onChange, disabled }: PaymentMethodsProps) {
  const { formatMessage: t } = useIntl();
  return (
    <Card as="fieldset" className="p-5" disabled={disabled}>
      <legend className="float-start w-full text-lg font-extrabold text-navy-800">
        {t({ id: 'payment.method' })}
      </legend>
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
              <span className="block font-bold text-navy-800">
                {t({ id: PAYMENT_METHOD_NAME[option.value] })}
              </span>
              <span className="block text-sm text-navy-600">{t({ id: option.hint })}</span>
            </span>
          </label>
        ))}
      </div>
    </Card>
  );
}
