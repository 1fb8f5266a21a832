import { zodResolver } from '@hookform/resolvers/zod';
import {
  type SavedAddress,
  type SavedAddressInput,
  type SavedAddressRequest,
  savedAddressRequestSchema,
} from '@souq/shared/schemas/address-book';
import type { PublicUser } from '@souq/shared/schemas/public-user';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { AddressLabelField } from '@/shared/address/address-label-field';
import { ShippingAddressFields } from '@/shared/address/shipping-address-fields';
import { buttonStyles } from '@/shared/ui/button-styles';
import { CloseIcon } from '@/shared/ui/icons';
import { ModalDialog } from '@/shared/ui/modal-dialog';

interface AddressFormDialogProps {
  /** What the form is for: a new address (filled with the account's name and email), or one to edit. */
  editing: { kind: 'new'; user: PublicUser; first: boolean } | { kind: 'edit'; address: SavedAddress } | null;
  saving: boolean;
  onSave(address: SavedAddressRequest): void;
  onClose(): void;
}

/** The address book's form: a label and the checkout's own fields, rules and messages. */
export function AddressFormDialog({ editing, saving, onSave, onClose }: AddressFormDialogProps) {
  const titleId = useId();
  const { formatMessage: t } = useIntl();
  return (
    <ModalDialog
      open={editing !== null}
      onClose={onClose}
      labelledBy={titleId}
      className="flex-col overflow-y-auto backdrop:bg-navy-900/50 open:flex sm:p-4"
    >
      {/* Auto margins rather than aligning to the end: a form taller than a phone's screen scrolls from its top. */}
      {editing ? (
        <div className="mx-auto mt-auto w-full max-w-xl rounded-t-3xl bg-white p-5 shadow-xl sm:mb-auto sm:rounded-3xl sm:p-6">
          <div className="mb-4 flex items-center justify-between gap-3">
            <h2 id={titleId} className="text-lg font-extrabold text-navy-800">
              {t({ id: editing.kind === 'new' ? 'addressBook.add' : 'addressBook.editTitle' })}
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label={t({ id: 'profile.close' })}
              className="flex h-11 w-11 items-center justify-center rounded-full text-navy-800 hover:bg-navy-50"
            >
              <CloseIcon className="h-5 w-5" />
            </button>
          </div>
          <AddressForm editing={editing} saving={saving} onSave={onSave} onCancel={onClose} />
        </div>
      ) : null}
    </ModalDialog>
  );
}

interface AddressFormProps {
  editing: NonNullable<AddressFormDialogProps['editing']>;
  saving: boolean;
  onSave(address: SavedAddressRequest): void;
  onCancel(): void;
}

function AddressForm({ editing, saving, onSave, onCancel }: AddressFormProps) {
  const { register, handleSubmit, formState } = useForm<SavedAddressInput, unknown, SavedAddressRequest>({
    resolver: zodResolver(savedAddressRequestSchema),
    defaultValues:
      editing.kind === 'edit'
        ? { ...editing.address, isDefault: false }
        : { label: '', fullname: editing.user.name, email: editing.user.email, isDefault: false },
  });
  const { errors } = formState;
  const { formatMessage: t } = useIntl();
  // The first address is the default anyway, and the default stays so until another one is made default.
  const offerDefault = editing.kind === 'new' ? !editing.first : !editing.address.isDefault;
  return (
    <form noValidate onSubmit={handleSubmit(onSave)} className="space-y-4">
      <AddressLabelField error={errors.label?.message} {...register('label')} />
      <ShippingAddressFields register={register} errors={errors} />
      {offerDefault ? (
        <label className="flex min-h-11 cursor-pointer items-center gap-3 font-bold text-navy-800">
          <input type="checkbox" className="h-5 w-5 shrink-0 accent-coral-600" {...register('isDefault')} />
          {t({ id: 'addressBook.makeThisDefault' })}
        </label>
      ) : null}
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={onCancel} className={buttonStyles.ghost}>
          {t({ id: 'profile.cancel' })}
        </button>
        <button type="submit" disabled={saving} className={buttonStyles.primary}>
          {t({ id: saving ? 'field.saving' : 'addressBook.save' })}
        </button>
      </div>
    </form>
  );
}
