import type { SavedAddress } from '@souq/shared/schemas/address-book';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { placeOf } from '@/shared/address/saved-address-text';
import { bold } from '@/shared/i18n/message-parts';
import { buttonStyles } from '@/shared/ui/button-styles';
import { ModalDialog } from '@/shared/ui/modal-dialog';

interface DeleteAddressDialogProps {
  /** The address to delete; null when the dialog is closed. */
  address: SavedAddress | null;
  deleting: boolean;
  onConfirm(): void;
  onClose(): void;
}

/** Asks before an address leaves the book; Cancel (or Escape) keeps it. */
export function DeleteAddressDialog({ address, deleting, onConfirm, onClose }: DeleteAddressDialogProps) {
  const titleId = useId();
  const { formatMessage: t } = useIntl();
  return (
    <ModalDialog
      open={address !== null}
      onClose={onClose}
      labelledBy={titleId}
      className="items-end justify-center backdrop:bg-navy-900/50 open:flex sm:items-center sm:p-4"
    >
      {address ? (
        <div className="w-full max-w-md rounded-t-3xl bg-white p-5 shadow-xl sm:rounded-3xl sm:p-6">
          <h2 id={titleId} className="text-lg font-extrabold text-navy-800">
            {t({ id: 'addressBook.deleteQuestion' })}
          </h2>
          <p className="mt-2 break-words text-navy-600">
            <FormattedMessage
              id="addressBook.deleteText"
              values={{
                label: address.label,
                place: placeOf(address, t),
                b: bold,
              }}
            />
          </p>
          <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button type="button" onClick={onClose} className={buttonStyles.ghost}>
              {t({ id: 'profile.cancel' })}
            </button>
            <button type="button" onClick={onConfirm} disabled={deleting} className={buttonStyles.primary}>
              {t({ id: deleting ? 'addressBook.deleting' : 'addressBook.deleteConfirm' })}
            </button>
          </div>
        </div>
      ) : null}
    </ModalDialog>
  );
}
