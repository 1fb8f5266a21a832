import { addressLabelSchema, MAX_SAVED_ADDRESSES } from '@souq/shared/schemas/address-book';
import type { OrderAddress } from '@souq/shared/schemas/order';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSaveAddress } from '@/shared/address/api/save-address';
import { toast } from '@/shared/ui/toast';

/**
 * Checkout's "Save this address to my address book": the box, its label, and the save itself, made as the
 * shopper continues to payment (docs/product/accounts.md, "Address book"). Offered while the book has room.
 */
export function useSaveToAddressBook(savedCount: number) {
  const { formatMessage: t } = useIntl();
  const [wanted, setWanted] = useState(false);
  const [label, setLabel] = useState('');
  const [labelError, setLabelError] = useState<string | undefined>(undefined);
  const labelRef = useRef<HTMLInputElement>(null);
  const save = useSaveAddress();

  /** The label as it will be saved, or null after showing why it cannot be (the field takes the focus). */
  function checkedLabel({ focus }: { focus: boolean }): string | null {
    const parsed = addressLabelSchema.safeParse(label);
    setLabelError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (parsed.success) return parsed.data;
    if (focus) labelRef.current?.focus();
    return null;
  }

  return {
    offered: savedCount < MAX_SAVED_ADDRESSES,
    wanted,
    setWanted,
    label,
    setLabel: (value: string) => {
      setLabel(value);
      if (labelError) setLabelError(addressLabelSchema.safeParse(value).error?.issues[0]?.message);
    },
    labelError,
    labelRef,
    saving: save.isPending,
    /** On an address that is refused anyway: the label's own error is shown with the others. */
    checkLabel: () => {
      if (wanted) checkedLabel({ focus: false });
    },
    /**
     * Saves the address when the shopper asked to; false (after saying why) when it could not be saved, so
     * the shopper stays to fix the label, or unticks the box and goes on without saving.
     */
    async saveIfWanted(address: OrderAddress): Promise<boolean> {
      if (!wanted) return true;
      const savedLabel = checkedLabel({ focus: true });
      if (savedLabel === null) return false;
      try {
        await save.mutateAsync({ address: { ...address, label: savedLabel } });
        toast.success(t({ id: 'checkout.addressSaved' }));
        return true;
      } catch (error) {
        toast.error(error instanceof Error ? error.message : t({ id: 'checkout.addressNotSaved' }));
        return false;
      }
    },
  };
}
