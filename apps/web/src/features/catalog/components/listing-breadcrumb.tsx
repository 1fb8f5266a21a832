import { Breadcrumb } from '@/shared/ui/breadcrumb';

/** Listing page: 'Home / All Collections'. */
export function ListingBreadcrumb() {
  return <Breadcrumb trail={[{ label: 'Home', to: '/' }]} current="All Collections" />;
}
