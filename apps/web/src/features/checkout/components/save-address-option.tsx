import type { Ref } from 'react';
import { useIntl } from 'react-intl';
import { AddressLabelField } from '@/shared/address/address-label-field';

interface SaveAddressOptionProps {
  checked: boolean;
  onCheckedChange(checked: boolean): void;
  label: string;
  onLabelChange(label: string): void;
  labelError: string | undefined;
  labelRef: Ref<HTMLInputElement>;
}

/** Checkout: a newly typed address can join the address book, under a label, as the shopper continues. */
export function SaveAddressOption({
  checked,
  onCheckedChange,
  label,
  onLabelChange,
  labelError,
  labelRef,
}: SaveAddressOptionProps) {
  const { formatMessage: t } = useIntl();
  return (
    <div className="mt-4 grid gap-3 sm:grid-cols-2">
      <label className="flex min-h-11 cursor-pointer items-center gap-3 font-bold text-navy-800 sm:col-span-2">
        <input
          type="checkbox"
          checked={checked}
          onChange={(event) => onCheckedChange(event.target.checked)}
          className="h-5 w-5 shrink-0 accent-coral-600"
        />
        {t({ id: 'checkout.saveAddress' })}
      </label>
      {checked ? (
        <AddressLabelField
          ref={labelRef}
          value={label}
          onChange={(event) => onLabelChange(event.target.value)}
          error={labelError}
        />
      ) : null}
    </div>
  );
}
