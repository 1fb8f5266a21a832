import type { SavedAddress } from '@souq/shared/schemas/address-book';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { placeOf } from '@/shared/address/saved-address-text';

/** The radio's value for typing an address that is not in the book. */
export const NEW_ADDRESS = 'new';

interface SavedAddressPickerProps {
  addresses: readonly SavedAddress[];
  /** A saved address's id, or NEW_ADDRESS. */
  value: string;
  onChange(value: string): void;
}

/**
 * Checkout: the shopper's saved addresses, the default first (and chosen on arrival), or a new one. Choosing
 * one fills the address fields below, which stay editable for this order.
 */
export function SavedAddressPicker({ addresses, value, onChange }: SavedAddressPickerProps) {
  const { formatMessage: t } = useIntl();
  return (
    <fieldset className="mb-6 grid gap-3">
      <legend className="mb-2 text-sm font-bold text-navy-800">{t({ id: 'checkout.deliverToSaved' })}</legend>
      {addresses.map((address) => (
        <Choice key={address.id} checked={value === address.id} onSelect={() => onChange(address.id)}>
          <span className="flex flex-wrap items-center gap-2">
            <span className="break-words font-bold text-navy-800">{address.label}</span>
            {address.isDefault ? (
              <span className="rounded-full bg-white px-2 py-0.5 text-xs font-bold text-coral-700 ring-1 ring-coral-100">
                {t({ id: 'checkout.defaultAddress' })}
              </span>
            ) : null}
          </span>
          <span className="break-words text-sm text-navy-600">
            {t({ id: 'checkout.savedAddressLine' }, { name: address.fullname, place: placeOf(address, t) })}
          </span>
        </Choice>
      ))}
      <Choice checked={value === NEW_ADDRESS} onSelect={() => onChange(NEW_ADDRESS)}>
        <span className="font-bold text-navy-800">{t({ id: 'checkout.newAddress' })}</span>
      </Choice>
    </fieldset>
  );
}

function Choice({
  checked,
  onSelect,
  children,
}: {
  checked: boolean;
  onSelect(): void;
  children: ReactNode;
}) {
  return (
    <label
      className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border-2 px-4 py-3 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-navy-600 ${
        checked ? 'border-coral-500 bg-coral-50' : 'border-navy-100 bg-white hover:border-navy-300'
      }`}
    >
      <input
        type="radio"
        name="savedAddress"
        checked={checked}
        onChange={onSelect}
        className="h-5 w-5 shrink-0 accent-coral-600"
      />
      <span className="flex min-w-0 flex-1 flex-col">{children}</span>
    </label>
  );
}
