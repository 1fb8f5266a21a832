import { SIZE_CHART, SIZE_CHART_HEADERS } from '@souq/shared/sizes/size-tables';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { ChartAge } from '@/shared/catalog/size-labels';
import type { MessageId } from '@/shared/i18n/messages';
import { CloseIcon } from '@/shared/ui/icons';
import { ModalDialog } from '@/shared/ui/modal-dialog';

/** The chart's headers in the page's language (the shared English ones are what the api and admin show). */
const HEADER_LABEL: Readonly<Record<(typeof SIZE_CHART_HEADERS)[number], MessageId>> = {
  Size: 'sizes.chartSize',
  'Height (cm)': 'sizes.chartHeight',
  'Weight (cm)': 'sizes.chartWeight',
  Age: 'sizes.chartAge',
};

/** The size chart as given, 'Weight (cm)' header included. */
export function SizeChartDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { formatMessage: t } = useIntl();
  const titleId = useId();
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      className="items-end justify-center overflow-y-auto backdrop:bg-navy-900/50 open:flex sm:items-center sm:p-4"
    >
      <div className="w-full max-w-lg rounded-t-3xl bg-white p-5 shadow-xl sm:rounded-3xl sm:p-6">
        <div className="mb-4 flex items-center justify-between gap-3">
          <h2 id={titleId} className="text-lg font-extrabold text-navy-800">
            {t({ id: 'product.sizeChart' })}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label={t({ id: 'product.closeSizeChart' })}
            className="flex h-11 w-11 items-center justify-center rounded-full text-navy-800 hover:bg-navy-50"
          >
            <CloseIcon className="h-5 w-5" />
          </button>
        </div>
        <div className="overflow-x-auto">
          <table className="w-full text-start text-sm">
            <thead>
              <tr className="bg-navy-50 text-navy-800">
                {SIZE_CHART_HEADERS.map((header) => (
                  <th
                    key={header}
                    scope="col"
                    className="px-3 py-2 font-extrabold first:rounded-s-xl last:rounded-e-xl"
                  >
                    {t({ id: HEADER_LABEL[header] })}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {SIZE_CHART.map((row) => (
                <tr key={row.size} className="border-b border-navy-100 last:border-0">
                  <th scope="row" className="px-3 py-2 font-bold text-navy-800">
                    {row.size}
                  </th>
                  <td className="px-3 py-2 text-navy-600">{row.height}</td>
                  <td className="px-3 py-2 text-navy-600">{row.weight}</td>
                  <td className="px-3 py-2 text-navy-600">
                    <ChartAge age={row.age} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </ModalDialog>
  );
}
