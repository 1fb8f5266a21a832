import { ordersExportQuerySchema } from '@souq/shared/schemas/admin-csv';
import { useId, useState } from 'react';
import { ordersCsvHref, PRODUCTS_CSV_HREF } from '@/shared/api/csv-downloads';
import { dayRange } from '@/shared/format/store-days';
import { buttonStyles } from '@/shared/ui/button-styles';
import { Card } from '@/shared/ui/card';
import { TextField } from '@/shared/ui/text-field';

/** The two downloads: every product, and the orders of the days chosen (the last 30 to start with). */
export function ExportPanel() {
  const [range, setRange] = useState(() => dayRange(undefined, undefined));
  const checked = ordersExportQuerySchema.safeParse(range);
  const problem = checked.success ? undefined : checked.error.issues[0]?.message;
  const ordersHint = useId();

  return (
    <Card as="section" aria-labelledby="export-heading" className="p-4 sm:p-5">
      <h2 id="export-heading" className="text-lg font-extrabold text-navy-800">
        Export
      </h2>
      <p className="mt-1 text-sm text-navy-600">
        CSV files in UTF-8 that Excel, Numbers and Google Sheets open with Arabic text intact.
      </p>

      <div className="mt-4 flex flex-col gap-2 border-navy-100 border-t pt-4">
        <h3 className="font-bold text-navy-800">Products</h3>
        <p className="text-sm text-navy-600">
          Every product, archived ones too: one row per size, in the columns the import reads back.
        </p>
        <a href={PRODUCTS_CSV_HREF} download className={`${buttonStyles.secondary} self-start`}>
          Download products CSV
        </a>
      </div>

      <div className="mt-4 flex flex-col gap-2 border-navy-100 border-t pt-4">
        <h3 className="font-bold text-navy-800">Orders</h3>
        <p id={ordersHint} className="text-sm text-navy-600">
          The orders placed on these days in Dubai, both included: one row per item.
        </p>
        <div className="grid grid-cols-2 gap-3 sm:max-w-md">
          <TextField
            label="From"
            type="date"
            value={range.from}
            max={range.to}
            onChange={(event) => setRange({ ...range, from: event.target.value })}
            error={problem?.startsWith('from') ? problem : undefined}
          />
          <TextField
            label="To"
            type="date"
            value={range.to}
            min={range.from}
            onChange={(event) => setRange({ ...range, to: event.target.value })}
            error={problem?.startsWith('to') ? problem : undefined}
          />
        </div>
        {checked.success ? (
          <a
            href={ordersCsvHref(checked.data)}
            download
            aria-describedby={ordersHint}
            className={`${buttonStyles.secondary} self-start`}
          >
            Download orders CSV
          </a>
        ) : (
          <p className="text-sm font-bold text-danger">Choose both days to download the orders.</p>
        )}
      </div>
    </Card>
  );
}
