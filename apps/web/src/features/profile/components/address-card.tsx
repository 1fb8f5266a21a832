import type { SavedAddress } from '@souq/shared/schemas/address-book';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { emirateName } from '@/shared/address/emirate-name';
import { srOnly } from '@/shared/i18n/message-parts';
import type { MessageId } from '@/shared/i18n/messages';
import { Card } from '@/shared/ui/card';
import { Ltr } from '@/shared/ui/ltr';

interface AddressCardProps {
  address: SavedAddress;
  /** An action on this address is under way: its buttons wait. */
  busy: boolean;
  onEdit(): void;
  onDelete(): void;
  onMakeDefault(): void;
}

const action =
  'inline-flex min-h-11 items-center justify-center rounded-full px-4 text-sm font-bold text-navy-800 ring-1 ring-navy-100 hover:bg-navy-50 disabled:cursor-not-allowed disabled:opacity-60';

/** One saved address: its label, name, street, city, emirate and phone, with what can be done to it. */
export function AddressCard({ address, busy, onEdit, onDelete, onMakeDefault }: AddressCardProps) {
  const labelId = useId();
  const { formatMessage: t } = useIntl();
  // Each button is named with the address it acts on ("Edit Home"), as a list of them is read out.
  const named = (verb: MessageId) => (
    <FormattedMessage id={verb} values={{ label: address.label, sr: srOnly }} />
  );
  return (
    <Card as="li" aria-labelledby={labelId} className="flex flex-col gap-3 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={labelId} className="min-w-0 break-words text-base font-extrabold text-navy-800">
          {address.label}
        </h3>
        {address.isDefault ? (
          <span className="rounded-full bg-coral-50 px-2.5 py-0.5 text-xs font-bold text-coral-700">
            {t({ id: 'addressBook.default' })}
          </span>
        ) : null}
      </div>
      <address className="flex-1 break-words not-italic leading-relaxed text-navy-600">
        <span className="block font-bold text-navy-800">{address.fullname}</span>
        <span className="block">{address.street}</span>
        <span className="block">
          {t(
            { id: 'addressBook.cityEmirate' },
            { city: address.city, emirate: emirateName(address.region, t) },
          )}
        </span>
        <span className="block">
          <Ltr>{address.phone}</Ltr>
        </span>
      </address>
      <div className="flex flex-wrap gap-2">
        <button type="button" onClick={onEdit} disabled={busy} className={action}>
          {named('addressBook.edit')}
        </button>
        <button type="button" onClick={onDelete} disabled={busy} className={action}>
          {named('addressBook.delete')}
        </button>
        {address.isDefault ? null : (
          <button type="button" onClick={onMakeDefault} disabled={busy} className={action}>
            {named('addressBook.makeDefault')}
          </button>
        )}
      </div>
    </Card>
  );
}
