import { ImportExportPage } from '@/features/csv/components/import-export-page';
import { useSignedInStaff } from './signed-in-staff';

/** The CSV page, told whether the member may import (owners only; the api refuses anyone else). */
export function ImportExportRoute() {
  const staff = useSignedInStaff();
  return <ImportExportPage canImport={staff.role === 'owner'} />;
}
