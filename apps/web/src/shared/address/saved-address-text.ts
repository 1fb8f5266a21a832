import type { SavedAddress, SavedAddressRequest } from '@souq/shared/schemas/address-book';

/** Where a saved address is, in one line: "Villa 12, Al Wasl Road, Dubai, Dubai". */
export const placeOf = (address: SavedAddress): string =>
  [address.street, address.city, address.region].join(', ');

/** What saving the address again sends: its own fields, and whether it is (or becomes) the default. */
export function requestOf(address: SavedAddress, isDefault: boolean): SavedAddressRequest {
  const { id: _id, isDefault: _wasDefault, ...fields } = address;
  return { ...fields, isDefault };
}
