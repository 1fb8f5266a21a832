import { Card } from '@/shared/ui/card';
import { PageHeading } from '@/shared/ui/page-heading';
import { ExportPanel } from './export-panel';
import { ImportPanel } from './import-panel';

/** /admin/import-export: the CSV downloads for any member of staff, and the products import for owners. */
export function ImportExportPage({ canImport }: { canImport: boolean }) {
  return (
    <>
      <PageHeading title="Import & export" />
      <div className="grid gap-5 lg:grid-cols-[1fr_2fr] lg:items-start">
        <ExportPanel />
        {canImport ? (
          <ImportPanel />
        ) : (
          <Card as="section" aria-labelledby="import-heading" className="p-4 sm:p-5">
            <h2 id="import-heading" className="text-lg font-extrabold text-navy-800">
              Import products
            </h2>
            <p className="mt-1 text-sm text-navy-600">
              Only an owner can import products. Ask an owner for a change.
            </p>
          </Card>
        )}
      </div>
    </>
  );
}
