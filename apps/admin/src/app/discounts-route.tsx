import { DiscountPage } from '@/features/discounts/components/discount-page';
import { DiscountsPage } from '@/features/discounts/components/discounts-page';
import { NewDiscountPage } from '@/features/discounts/components/new-discount-page';
import { useSignedInStaff } from './signed-in-staff';

// Every member reads the codes; only an owner creates, edits, pauses and resumes them (the api refuses the
// rest with a 403 anyway), so the screens are told whether to offer those.
const useCanEdit = () => useSignedInStaff().role === 'owner';

export function DiscountsRoute() {
  return <DiscountsPage canEdit={useCanEdit()} />;
}

export function NewDiscountRoute() {
  return <NewDiscountPage canEdit={useCanEdit()} />;
}

export function DiscountRoute() {
  return <DiscountPage canEdit={useCanEdit()} />;
}
