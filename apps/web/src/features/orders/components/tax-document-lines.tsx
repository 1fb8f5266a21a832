import { formatAed } from '@souq/shared/pricing/money';
import type { TaxDocumentLine } from '@souq/shared/schemas/tax-documents';
import { formatPercent } from '../tax-document-format';

// On paper the table cannot scroll: an amount may break between "AED" and its figure rather than spill.
const head =
  'px-3 py-2 text-left text-xs font-extrabold tracking-wide whitespace-nowrap text-navy-800 uppercase print:px-1.5 print:whitespace-normal';
const cell = 'px-3 py-2 align-top print:px-1.5';
const amount = `${cell} text-right whitespace-nowrap tabular-nums print:whitespace-normal`;

/**
 * A tax document's lines: what was sold (or credited), one row each, amounts VAT included unless named net.
 * A wide table: on a phone it scrolls inside its own box, and the page never scrolls sideways.
 */
export function TaxDocumentLines({ lines, vat }: { lines: readonly TaxDocumentLine[]; vat: boolean }) {
  return (
    <section
      aria-label="Lines"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls sideways is reached by the keyboard too
      tabIndex={0}
      className="mt-6 overflow-x-auto rounded-xl ring-1 ring-navy-100 print:overflow-visible print:rounded-none"
    >
      <table className="w-full min-w-[44rem] border-collapse text-sm print:min-w-0 print:text-xs">
        <thead className="bg-navy-50 print:bg-transparent">
          <tr>
            <th scope="col" className={head}>
              Description
            </th>
            <th scope="col" className={`${head} text-right`}>
              Qty
            </th>
            <th scope="col" className={`${head} text-right`}>
              Unit price
            </th>
            <th scope="col" className={`${head} text-right`}>
              Discount
            </th>
            <th scope="col" className={`${head} text-right`}>
              Net
            </th>
            {vat ? (
              <>
                <th scope="col" className={`${head} text-right`}>
                  VAT %
                </th>
                <th scope="col" className={`${head} text-right`}>
                  VAT
                </th>
              </>
            ) : null}
            <th scope="col" className={`${head} text-right`}>
              Gross
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-navy-100 text-navy-800">
          {lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a frozen document's lines never reorder
            <tr key={index}>
              <td className={`${cell} min-w-48 print:min-w-0`}>
                <span className="font-semibold">{line.description}</span>
                {line.sku ? <span className="block text-xs text-navy-600">SKU {line.sku}</span> : null}
              </td>
              <td className={amount}>{line.quantity}</td>
              <td className={amount}>{formatAed(line.unitFils)}</td>
              <td className={amount}>{formatAed(line.discountFils)}</td>
              <td className={amount}>{formatAed(line.netFils)}</td>
              {vat ? (
                <>
                  <td className={amount}>{formatPercent(line.vatPercent)}</td>
                  <td className={amount}>{formatAed(line.vatFils)}</td>
                </>
              ) : null}
              <td className={`${amount} font-bold`}>{formatAed(line.grossFils)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
