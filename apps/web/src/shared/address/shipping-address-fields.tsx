import type { OrderAddressInput } from '@souq/shared/schemas/order';
import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { TextField } from '@/shared/ui/text-field';
import { phoneAsTyped } from './phone-as-typed';
import { RegionSelect } from './region-select';

type AddressFieldName = keyof OrderAddressInput;

interface ShippingAddressFieldsProps {
  /** The form's own register: the checkout's, or the address book's, whose form has a label besides. */
  register: (name: AddressFieldName) => UseFormRegisterReturn<AddressFieldName>;
  errors: FieldErrors<OrderAddressInput>;
}

/**
 * The delivery address, each field labelled with its error under it (see docs/product/checkout.md): the
 * checkout's form and the address book's, so a saved address follows the same rules in the same words.
 */
export function ShippingAddressFields({ register, errors }: ShippingAddressFieldsProps) {
  const { formatMessage: t } = useIntl();
  const phone = register('phone');
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <TextField
        label={t({ id: 'address.fullname' })}
        autoComplete="name"
        className="sm:col-span-2"
        error={errors.fullname?.message}
        {...register('fullname')}
      />
      <TextField
        label={t({ id: 'address.email' })}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label={t({ id: 'address.phone' })}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        // A number reads left to right in Arabic too: '+971…' keeps its plus in front.
        dir="ltr"
        placeholder="+971501234567"
        error={errors.phone?.message}
        {...phone}
        onChange={(event) => {
          // The phone is normalised as it is typed.
          event.target.value = phoneAsTyped(event.target.value);
          return phone.onChange(event);
        }}
      />
      <TextField
        label={t({ id: 'address.street' })}
        autoComplete="street-address"
        className="sm:col-span-2"
        error={errors.street?.message}
        {...register('street')}
      />
      <TextField
        label={t({ id: 'address.zipcode' })}
        autoComplete="postal-code"
        error={errors.zipcode?.message}
        {...register('zipcode')}
      />
      <TextField
        label={t({ id: 'address.city' })}
        autoComplete="address-level2"
        error={errors.city?.message}
        {...register('city')}
      />
      <RegionSelect className="sm:col-span-2" error={errors.region?.message} {...register('region')} />
    </div>
  );
}
