import { Breadcrumb } from '../../../shared/ui/breadcrumb';

/** spec §2 Listing: 'Home / All Collections'. */
export function ListingBreadcrumb() {
  return <Breadcrumb trail={[{ label: 'Home', to: '/' }]} current="All Collections" />;
}
