import { StoreDetailsPage } from '@/features/settings/components/store-details-page';
import { OWNERS_SET_STORE_DETAILS } from '@/features/settings/settings-labels';
import { OwnersOnly } from './owners-only';

/** The store's legal details are an owner's to set (docs/product/back-office.md, "Store details"). */
export function StoreDetailsRoute() {
  return (
    <OwnersOnly why={OWNERS_SET_STORE_DETAILS}>
      <StoreDetailsPage />
    </OwnersOnly>
  );
}
