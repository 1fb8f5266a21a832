import type { SavedAddress, SavedAddressRequest } from '@souq/shared/schemas/address-book';
import type { IntlShape } from 'react-intl';
import { emirateName } from './emirate-name';

/**
 * Where a saved address is, in one line: "Villa 12, Al Wasl Road, Dubai, Dubai". Given `t`, in the page's
 * language (the emirate's name and the commas); without it, the stored English.
 */
export function placeOf(address: SavedAddress, t?: IntlShape['formatMessage']): string {
  if (!t) return [address.street, address.city, address.region].join(', ');
  return t(
    { id: 'address.place' },
    { street: address.street, city: address.city, region: emirateName(address.region, t) },
  );
}

/** What saving the address again sends: its own fields, and whether it is (or becomes) the default. */
export function requestOf(address: SavedAddress, isDefault: boolean): SavedAddressRequest {
  const { id: _id, isDefault: _wasDefault, ...fields } = address;
  return { ...fields, isDefault };
}
