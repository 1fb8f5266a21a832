import type { ProductImportResponse } from '@souq/shared/schemas/admin-csv';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { buttonStyles } from '@/shared/ui/button-styles';
import { Card } from '@/shared/ui/card';
import { fieldClass, labelClass } from '@/shared/ui/field-styles';
import { ServerAlert } from '@/shared/ui/server-alert';
import { useImportProducts } from '../api/import-products';
import { ImportResults } from './import-results';

/**
 * Products in from a CSV file (docs/product/back-office.md, "CSV"): the file is checked first (a dry run
 * writes nothing and says what each row would do); "Apply import" is offered only once a check found no
 * errors, and writes it all in one go.
 */
export function ImportPanel() {
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<ProductImportResponse | null>(null);
  const importing = useImportProducts();
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const fileHint = useId();
  // Each answer replaces the panel's lower half (and an apply removes the button just pressed): take the reader
  // to it once it is on the screen.
  useEffect(() => {
    if (result) resultsHeading.current?.focus();
  }, [result]);

  const run = (mode: 'dry-run' | 'apply') => {
    if (!file) return;
    importing.mutate(
      { file, mode },
      {
        onSuccess: setResult,
      },
    );
  };
  const check = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    run('dry-run');
  };
  const canApply = result !== null && !result.applied && result.counts.error === 0 && !importing.isPending;

  return (
    <Card as="section" aria-labelledby="import-heading" className="p-4 sm:p-5">
      <h2 id="import-heading" className="text-lg font-extrabold text-navy-800">
        Import products
      </h2>
      <p className="mt-1 text-sm text-navy-600">
        Products are matched by SKU and sizes by sub-SKU: new ones are added, the rest updated, and stock set
        to the file’s (recorded in the stock history as Import). Colours and sizes the file leaves out are
        kept.
      </p>

      <form onSubmit={check} className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="sm:max-w-md sm:flex-1">
          <label htmlFor="import-file" className={labelClass}>
            Products CSV file
          </label>
          <p id={fileHint} className="mb-1 text-sm text-navy-600">
            The columns of the products export, saved as “CSV UTF-8”.
          </p>
          <input
            id="import-file"
            type="file"
            accept=".csv,text/csv"
            aria-describedby={fileHint}
            className={`${fieldClass(undefined)} cursor-pointer`}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setResult(null);
              importing.reset();
            }}
          />
        </div>
        <button type="submit" disabled={!file || importing.isPending} className={buttonStyles.secondary}>
          {importing.isPending && importing.variables?.mode === 'dry-run' ? 'Checking…' : 'Check file'}
        </button>
      </form>

      <ServerAlert className="mt-4" message={importing.error?.message ?? null} />

      {result ? (
        <div className="mt-5 border-navy-100 border-t pt-4">
          <h3 ref={resultsHeading} tabIndex={-1} className="font-extrabold text-navy-800">
            {result.applied ? 'Imported' : 'Checked: nothing is written yet'}
          </h3>
          <p role="status" className="mt-1 text-sm font-bold text-navy-800">
            {summary(result)}
          </p>
          <ImportResults key={`${result.mode}-${result.rows.length}`} result={result} />
          {result.applied ? null : (
            <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-center">
              <button
                type="button"
                disabled={!canApply}
                onClick={() => run('apply')}
                className={buttonStyles.primary}
              >
                {importing.isPending ? 'Importing…' : 'Apply import'}
              </button>
              {result.counts.error > 0 ? (
                <p className="text-sm font-bold text-danger">
                  Fix the rows with errors in the file, then check it again.
                </p>
              ) : null}
            </div>
          )}
        </div>
      ) : null}
    </Card>
  );
}

function summary({ applied, counts }: ProductImportResponse): string {
  const n = (count: number) => count.toLocaleString('en');
  if (applied)
    return `Done: ${n(counts.created)} rows created, ${n(counts.updated)} updated, ${n(counts.unchanged)} unchanged.`;
  if (counts.error > 0)
    return `${n(counts.error)} ${counts.error === 1 ? 'row has an error' : 'rows have errors'}: nothing can be imported until they are fixed.`;
  return `No errors: ${n(counts.created)} rows to create, ${n(counts.updated)} to update, ${n(counts.unchanged)} unchanged.`;
}
