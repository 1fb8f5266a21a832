import {
  MAX_SAVED_ADDRESSES,
  type SavedAddress,
  type SavedAddressRequest,
} from '@souq/shared/schemas/address-book';
import type { PublicUser } from '@souq/shared/schemas/public-user';
import { type ComponentProps, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useDeleteAddress } from '@/shared/address/api/delete-address';
import { useAddresses } from '@/shared/address/api/get-addresses';
import { useSaveAddress } from '@/shared/address/api/save-address';
import { requestOf } from '@/shared/address/saved-address-text';
import { buttonStyles } from '@/shared/ui/button-styles';
import { Card } from '@/shared/ui/card';
import { toast } from '@/shared/ui/toast';
import { AddressCard } from './address-card';
import { AddressFormDialog } from './address-form-dialog';
import { DeleteAddressDialog } from './delete-address-dialog';

type Editing = ComponentProps<typeof AddressFormDialog>['editing'];

const showError = (error: Error) => toast.error(error.message);

/**
 * Profile: the shopper's saved addresses (docs/product/accounts.md, "Address book"), to add, edit, delete and
 * choose the default of; checkout offers them.
 */
export function AddressBook({ user }: { user: PublicUser }) {
  const { data: addresses, isError, isFetching, refetch } = useAddresses();
  const { formatMessage: t } = useIntl();
  const save = useSaveAddress();
  const remove = useDeleteAddress();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<SavedAddress | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  // After a delete the card, and the button that opened the dialog, are gone: once the dialog has closed
  // (its own effect runs first), the section's Add address button takes the focus.
  const [refocus, setRefocus] = useState(false);
  useEffect(() => {
    if (refocus && deleting === null) {
      addButton.current?.focus();
      setRefocus(false);
    }
  }, [refocus, deleting]);
  const full = (addresses?.length ?? 0) >= MAX_SAVED_ADDRESSES;

  const saveForm = (address: SavedAddressRequest) => {
    const id = editing?.kind === 'edit' ? editing.address.id : undefined;
    save.mutate(
      { id, address },
      {
        onSuccess: () => {
          toast.success(t({ id: id === undefined ? 'addressBook.saved' : 'addressBook.updated' }));
          setEditing(null);
        },
        onError: showError,
      },
    );
  };

  const makeDefault = (address: SavedAddress) =>
    save.mutate(
      { id: address.id, address: requestOf(address, true) },
      { onSuccess: () => toast.success(t({ id: 'addressBook.defaultUpdated' })), onError: showError },
    );

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(t({ id: 'addressBook.deleted' }));
        setDeleting(null);
        setRefocus(true);
      },
      onError: showError,
    });
  };

  return (
    <section aria-labelledby="address-book" className="mt-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="address-book" className="text-xl font-extrabold text-navy-800">
          {t({ id: 'addressBook.title' })}
        </h2>
        {addresses ? (
          <button
            ref={addButton}
            type="button"
            disabled={full}
            onClick={() => setEditing({ kind: 'new', user, first: addresses.length === 0 })}
            className={buttonStyles.secondary}
          >
            {t({ id: 'addressBook.add' })}
          </button>
        ) : null}
      </div>
      {addresses === undefined ? (
        isError ? (
          <Card flat className="mt-4 flex flex-col items-center gap-3 p-6 text-center">
            <p className="font-bold text-navy-800">{t({ id: 'addressBook.loadFailed' })}</p>
            <button
              type="button"
              onClick={() => void refetch()}
              disabled={isFetching}
              className={buttonStyles.secondary}
            >
              {t({ id: 'profile.tryAgain' })}
            </button>
          </Card>
        ) : (
          <p role="status" className="mt-4 font-semibold text-navy-600">
            {t({ id: 'addressBook.loading' })}
          </p>
        )
      ) : addresses.length === 0 ? (
        <Card flat className="mt-4 p-6 text-center">
          <p className="font-bold text-navy-800">{t({ id: 'addressBook.empty' })}</p>
          <p className="mt-1 text-navy-600">{t({ id: 'addressBook.emptyText' })}</p>
        </Card>
      ) : (
        <>
          {full ? (
            <p className="mt-2 text-sm text-navy-600">
              {t({ id: 'addressBook.full' }, { count: MAX_SAVED_ADDRESSES })}
            </p>
          ) : null}
          <ul aria-label={t({ id: 'addressBook.listLabel' })} className="mt-4 grid gap-3 sm:grid-cols-2">
            {addresses.map((address) => (
              <AddressCard
                key={address.id}
                address={address}
                busy={(save.isPending && save.variables?.id === address.id) || remove.isPending}
                onEdit={() => setEditing({ kind: 'edit', address })}
                onDelete={() => setDeleting(address)}
                onMakeDefault={() => makeDefault(address)}
              />
            ))}
          </ul>
        </>
      )}
      <AddressFormDialog
        editing={editing}
        saving={save.isPending}
        onSave={saveForm}
        onClose={() => setEditing(null)}
      />
      <DeleteAddressDialog
        address={deleting}
        deleting={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}
