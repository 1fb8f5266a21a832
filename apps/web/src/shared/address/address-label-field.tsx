import type { InputHTMLAttributes, Ref } from 'react';
import { TextField } from '@/shared/ui/text-field';

interface AddressLabelFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/** A saved address's name for the shopper, in the address book's form and at checkout alike. */
export function AddressLabelField(props: AddressLabelFieldProps) {
  return <TextField label="Label" placeholder="Home, Work" autoComplete="off" {...props} />;
}
