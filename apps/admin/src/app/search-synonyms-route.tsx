import { SynonymsPage } from '@/features/search-synonyms/components/synonyms-page';
import { useSignedInStaff } from './signed-in-staff';

// Every member reads the synonyms; only an owner adds, changes and deletes them (the api refuses the rest with
// a 403 anyway), so the screen is told whether to offer those.
export function SearchSynonymsRoute() {
  return <SynonymsPage canEdit={useSignedInStaff().role === 'owner'} />;
}
