import type { InputHTMLAttributes, Ref } from 'react';
import { useIntl } from 'react-intl';
import { TextField } from '@/shared/ui/text-field';

interface AddressLabelFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/** A saved address's name for the shopper, in the address book's form and at checkout alike. */
export function AddressLabelField(props: AddressLabelFieldProps) {
  const { formatMessage: t } = useIntl();
  return (
    <TextField
      label={t({ id: 'address.label' })}
      placeholder={t({ id: 'address.labelPlaceholder' })}
      autoComplete="off"
      {...props}
    />
  );
}
