import { formatAed } from '@souq/shared/pricing/money';
import type { TaxDocumentLine } from '@souq/shared/schemas/tax-documents';
import { FormattedMessage, useIntl } from 'react-intl';
import { Ltr } from '@/shared/ui/ltr';
import { formatPercent } from '../tax-document-format';

// On paper the table cannot scroll: an amount may break between "AED" and its figure rather than spill.
const head =
  'px-3 py-2 text-xs font-extrabold tracking-wide whitespace-nowrap text-navy-800 uppercase rtl:tracking-normal print:px-1.5 print:whitespace-normal';
const cell = 'px-3 py-2 align-top print:px-1.5';
const amount = `${cell} text-end whitespace-nowrap tabular-nums print:whitespace-normal`;

/**
 * A tax document's lines: what was sold (or credited), one row each, amounts VAT included unless named net.
 * A wide table: on a phone it scrolls inside its own box, and the page never scrolls sideways. The labels are
 * in the page's language; what the lines say is as the document was issued.
 */
export function TaxDocumentLines({ lines, vat }: { lines: readonly TaxDocumentLine[]; vat: boolean }) {
  const { formatMessage: t } = useIntl();
  return (
    <section
      aria-label={t({ id: 'documents.lines' })}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls sideways is reached by the keyboard too
      tabIndex={0}
      className="mt-6 overflow-x-auto rounded-xl ring-1 ring-navy-100 print:overflow-visible print:rounded-none"
    >
      <table className="w-full min-w-[44rem] border-collapse text-sm print:min-w-0 print:text-xs">
        <thead className="bg-navy-50 print:bg-transparent">
          <tr>
            <th scope="col" className={`${head} text-start`}>
              {t({ id: 'documents.description' })}
            </th>
            <th scope="col" className={`${head} text-end`}>
              {t({ id: 'documents.quantity' })}
            </th>
            <th scope="col" className={`${head} text-end`}>
              {t({ id: 'documents.unitPrice' })}
            </th>
            <th scope="col" className={`${head} text-end`}>
              {t({ id: 'documents.discount' })}
            </th>
            <th scope="col" className={`${head} text-end`}>
              {t({ id: 'documents.net' })}
            </th>
            {vat ? (
              <>
                <th scope="col" className={`${head} text-end`}>
                  {t({ id: 'documents.vatRate' })}
                </th>
                <th scope="col" className={`${head} text-end`}>
                  {t({ id: 'documents.vatColumn' })}
                </th>
              </>
            ) : null}
            <th scope="col" className={`${head} text-end`}>
              {t({ id: 'documents.gross' })}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-navy-100 text-navy-800">
          {lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a frozen document's lines never reorder
            <tr key={index}>
              <td className={`${cell} min-w-48 print:min-w-0`}>
                <span className="font-semibold">{line.description}</span>
                {/* The document is bilingual as issued: the Arabic under the English, in any page's language. */}
                {line.descriptionAr && line.descriptionAr !== line.description ? (
                  <span className="block font-semibold" dir="rtl" lang="ar">
                    {line.descriptionAr}
                  </span>
                ) : null}
                {line.sku ? (
                  <span className="block text-xs text-navy-600">
                    <FormattedMessage id="documents.sku" values={{ sku: <Ltr>{line.sku}</Ltr> }} />
                  </span>
                ) : null}
              </td>
              <td className={amount}>{line.quantity}</td>
              <td className={amount}>
                <Ltr>{formatAed(line.unitFils)}</Ltr>
              </td>
              <td className={amount}>
                <Ltr>{formatAed(line.discountFils)}</Ltr>
              </td>
              <td className={amount}>
                <Ltr>{formatAed(line.netFils)}</Ltr>
              </td>
              {vat ? (
                <>
                  <td className={amount}>
                    <Ltr>{formatPercent(line.vatPercent)}</Ltr>
                  </td>
                  <td className={amount}>
                    <Ltr>{formatAed(line.vatFils)}</Ltr>
                  </td>
                </>
              ) : null}
              <td className={`${amount} font-bold`}>
                <Ltr>{formatAed(line.grossFils)}</Ltr>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
