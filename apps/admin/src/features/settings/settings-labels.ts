export const OWNERS_SET_STORE_DETAILS =
  'Only an owner can change the store details: every tax invoice issued from then on carries them.';
