import { formatOrderDate, paymentMethodLabel } from '@souq/shared/orders/order-labels';
import { formatAed } from '@souq/shared/pricing/money';
import type { TaxDocumentContent, TaxTotals } from '@souq/shared/schemas/tax-documents';
import type { ReactNode } from 'react';
import { Card } from '@/shared/ui/card';
import { documentTitle, formatSupplyDay, numberLabel, showsVat } from '../tax-document-format';
import { TaxDocumentLines } from './tax-document-lines';

const blockTitle = 'text-xs font-extrabold tracking-wide text-navy-600 uppercase';

/** Label and value pairs, the labels muted: the document's facts, a party's identity. */
function Facts({ rows, className = '' }: { rows: readonly [string, ReactNode][]; className?: string }) {
  return (
    <dl className={`grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm ${className}`}>
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-navy-600">{label}</dt>
          <dd className="font-semibold break-words text-navy-800">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A tax invoice or credit note, drawn from its JSON as it was issued (docs/product/orders.md, "The printable
 * page"): the bilingual title, the seller, the document's facts, the buyer, the lines and the totals, and for
 * a credit note the invoice it corrects and that invoice's value before and after it.
 */
export function TaxDocumentView({ document }: { document: TaxDocumentContent }) {
  const title = documentTitle(document);
  const vat = showsVat(document);
  const { seller, buyer } = document;
  const sellerRows: [string, ReactNode][] = [];
  if (seller.trn) sellerRows.push(['TRN', seller.trn]);
  sellerRows.push(['Trade licence', seller.tradeLicence], ['Issued by', seller.licenceAuthority]);
  const buyerRows: [string, ReactNode][] = [];
  if (buyer.companyName) buyerRows.push(['Company', buyer.companyName]);
  if (buyer.trn) buyerRows.push(['TRN', buyer.trn]);

  return (
    <Card
      as="article"
      aria-labelledby="tax-document-title"
      className="mt-4 p-4 sm:p-8 print:mt-0 print:p-0 print:shadow-none print:ring-0"
    >
      <header className="flex flex-col gap-4 border-b border-navy-100 pb-5 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 id="tax-document-title" className="text-2xl font-extrabold text-navy-800 sm:text-3xl">
            {title.en}
          </h1>
          <p lang="ar" dir="rtl" className="mt-1 text-left text-xl font-bold text-navy-800 sm:text-2xl">
            {title.ar}
          </p>
        </div>
        <Facts
          rows={[
            [numberLabel(document), document.number],
            ['Issue date', formatOrderDate(document.issuedAt)],
            ['Date of supply', formatSupplyDay(document.supplyDate)],
            ['Order number', document.orderNumber],
            ['Payment method', paymentMethodLabel(document.paymentMethod)],
          ]}
        />
      </header>

      <div className="mt-5 grid gap-6 sm:grid-cols-2">
        <section aria-labelledby="tax-document-seller" className="min-w-0">
          <h2 id="tax-document-seller" className={blockTitle}>
            Seller
          </h2>
          <p className="mt-1 font-extrabold break-words text-navy-800">{seller.legalName}</p>
          {seller.tradingName && seller.tradingName !== seller.legalName ? (
            <p className="text-sm text-navy-600">Trading as {seller.tradingName}</p>
          ) : null}
          <p className="mt-1 text-sm break-words whitespace-pre-line text-navy-800">{seller.address}</p>
          <Facts rows={sellerRows} className="mt-2" />
        </section>
        <section aria-labelledby="tax-document-buyer" className="min-w-0">
          <h2 id="tax-document-buyer" className={blockTitle}>
            Bill to
          </h2>
          <p className="mt-1 font-extrabold break-words text-navy-800">{buyer.name}</p>
          <p className="mt-1 text-sm break-words text-navy-800">
            {buyer.addressLines.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a frozen address's lines never reorder
              <span key={index} className="block">
                {line}
              </span>
            ))}
          </p>
          {buyerRows.length > 0 ? <Facts rows={buyerRows} className="mt-2" /> : null}
        </section>
      </div>

      {document.credit ? <CreditDetails credit={document.credit} vat={vat} /> : null}

      <TaxDocumentLines lines={document.lines} vat={vat} />

      <Totals totals={document.totals} vat={vat} />

      <p className="mt-6 text-xs text-navy-600">
        Amounts in AED (UAE dirham){vat ? ', VAT included unless named net' : ''}. Questions:{' '}
        {seller.supportEmail} · {seller.supportPhone}
      </p>
    </Card>
  );
}

function Totals({ totals, vat }: { totals: TaxTotals; vat: boolean }) {
  return (
    <dl className="mt-4 ml-auto max-w-sm space-y-1 text-sm" aria-label="Totals">
      {vat ? (
        <>
          <div className="flex justify-between gap-4">
            <dt className="text-navy-600">Total excluding VAT</dt>
            <dd className="font-semibold whitespace-nowrap text-navy-800 tabular-nums">
              {formatAed(totals.netFils)}
            </dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-navy-600">VAT</dt>
            <dd className="font-semibold whitespace-nowrap text-navy-800 tabular-nums">
              {formatAed(totals.vatFils)}
            </dd>
          </div>
        </>
      ) : null}
      <div className="flex justify-between gap-4 border-t border-navy-100 pt-2 text-base font-extrabold text-navy-800">
        <dt>{vat ? 'Total including VAT' : 'Total'}</dt>
        <dd className="whitespace-nowrap tabular-nums" data-testid="document-total">
          {formatAed(totals.grossFils)}
        </dd>
      </div>
    </dl>
  );
}

type Credit = NonNullable<TaxDocumentContent['credit']>;

/** A credit note: the invoice it corrects, why, and that invoice's value before this note, the difference and after. */
function CreditDetails({ credit, vat }: { credit: Credit; vat: boolean }) {
  const difference: TaxTotals = {
    netFils: credit.before.netFils - credit.after.netFils,
    vatFils: credit.before.vatFils - credit.after.vatFils,
    grossFils: credit.before.grossFils - credit.after.grossFils,
  };
  const rows: [string, TaxTotals][] = [
    ['Value before this note', credit.before],
    ['Difference (credited)', difference],
    ['Value after this note', credit.after],
  ];
  const head =
    'px-3 py-2 text-right text-xs font-extrabold tracking-wide whitespace-nowrap uppercase print:px-1.5';
  const amount = 'px-3 py-2 text-right whitespace-nowrap tabular-nums print:px-1.5 print:whitespace-normal';
  return (
    <section
      aria-labelledby="tax-document-credit"
      className="mt-6 rounded-xl bg-cream p-4 print:bg-transparent print:p-0"
    >
      <h2 id="tax-document-credit" className={blockTitle}>
        Credit note
      </h2>
      <Facts
        className="mt-2"
        rows={[
          ['Corrects invoice', `${credit.invoiceNumber} of ${formatOrderDate(credit.invoiceIssuedAt)}`],
          ['Reason', credit.reason],
        ]}
      />
      <section
        aria-label="Invoice value"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls sideways is reached by the keyboard too
        tabIndex={0}
        className="mt-3 overflow-x-auto rounded-lg bg-white ring-1 ring-navy-100 print:overflow-visible print:rounded-none print:ring-0"
      >
        <table className="w-full min-w-[26rem] border-collapse text-sm text-navy-800 print:min-w-0 print:text-xs">
          <thead>
            <tr>
              <td />
              {vat ? (
                <>
                  <th scope="col" className={head}>
                    Net
                  </th>
                  <th scope="col" className={head}>
                    VAT
                  </th>
                </>
              ) : null}
              <th scope="col" className={head}>
                {vat ? 'Gross' : 'Amount'}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-navy-100">
            {rows.map(([label, totals]) => (
              <tr key={label}>
                <th scope="row" className="px-3 py-2 text-left font-semibold print:px-1.5">
                  {label}
                </th>
                {vat ? (
                  <>
                    <td className={amount}>{formatAed(totals.netFils)}</td>
                    <td className={amount}>{formatAed(totals.vatFils)}</td>
                  </>
                ) : null}
                <td className={`${amount} font-bold`}>{formatAed(totals.grossFils)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </section>
  );
}
