import { LOCALE_DIRECTION } from '@souq/shared/i18n/locales';
import { formatAed } from '@souq/shared/pricing/money';
import type { TaxDocumentContent, TaxTotals } from '@souq/shared/schemas/tax-documents';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '@/shared/i18n/messages';
import { orderDateText, PAYMENT_METHOD_NAME } from '@/shared/orders/order-text';
import { Card } from '@/shared/ui/card';
import { Ltr } from '@/shared/ui/ltr';
import {
  documentTitle,
  documentTitleMessage,
  formatSupplyDay,
  numberLabel,
  showsVat,
} from '../tax-document-format';
import { TaxDocumentLines } from './tax-document-lines';

const blockTitle = 'text-xs font-extrabold tracking-wide text-navy-600 uppercase rtl:tracking-normal';

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
 *
 * The title is always in both languages, as the document was issued: the page's language first, the other
 * under it. The labels are in the page's language; what the document says (names, addresses, lines, the
 * credit's reason) is shown as issued.
 */
export function TaxDocumentView({ document }: { document: TaxDocumentContent }) {
  const intl = useIntl();
  const { formatMessage: t } = intl;
  const dateText = (iso: string) => orderDateText(iso, intl);
  const title = documentTitle(document);
  const arabicPage = intl.locale.startsWith('ar');
  const titleId = documentTitleMessage(title.en);
  const otherLanguage = arabicPage ? 'en' : 'ar';
  const vat = showsVat(document);
  const { seller, buyer } = document;
  const sellerRows: [string, ReactNode][] = [];
  if (seller.trn) sellerRows.push([t({ id: 'checkout.trn' }), <Ltr key="trn">{seller.trn}</Ltr>]);
  sellerRows.push(
    [t({ id: 'documents.tradeLicence' }), <Ltr key="licence">{seller.tradeLicence}</Ltr>],
    [t({ id: 'documents.issuedBy' }), seller.licenceAuthority],
  );
  const buyerRows: [string, ReactNode][] = [];
  if (buyer.companyName) buyerRows.push([t({ id: 'orders.company' }), buyer.companyName]);
  if (buyer.trn) buyerRows.push([t({ id: 'checkout.trn' }), <Ltr key="trn">{buyer.trn}</Ltr>]);

  return (
    <Card
      as="article"
      aria-labelledby="tax-document-title"
      className="mt-4 p-4 sm:p-8 print:mt-0 print:p-0 print:shadow-none print:ring-0"
    >
      <header className="flex flex-col gap-4 border-b border-navy-100 pb-5 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 id="tax-document-title" className="text-2xl font-extrabold text-navy-800 sm:text-3xl">
            {titleId ? t({ id: titleId }) : title[arabicPage ? 'ar' : 'en']}
          </h1>
          {/* The title in the other language, which runs the other way: its end is the page's start. */}
          <p
            lang={otherLanguage}
            dir={LOCALE_DIRECTION[otherLanguage]}
            className="mt-1 text-end text-xl font-bold text-navy-800 sm:text-2xl"
          >
            {title[otherLanguage]}
          </p>
        </div>
        <Facts
          rows={[
            [t({ id: numberLabel(document) }), <Ltr key="number">{document.number}</Ltr>],
            [t({ id: 'documents.issueDate' }), dateText(document.issuedAt)],
            [t({ id: 'documents.supplyDate' }), formatSupplyDay(document.supplyDate, dateText)],
            [t({ id: 'documents.orderNumber' }), <Ltr key="order">{document.orderNumber}</Ltr>],
            [t({ id: 'documents.paymentMethod' }), t({ id: PAYMENT_METHOD_NAME[document.paymentMethod] })],
          ]}
        />
      </header>

      <div className="mt-5 grid gap-6 sm:grid-cols-2">
        <section aria-labelledby="tax-document-seller" className="min-w-0">
          <h2 id="tax-document-seller" className={blockTitle}>
            {t({ id: 'documents.seller' })}
          </h2>
          <p className="mt-1 font-extrabold break-words text-navy-800">{seller.legalName}</p>
          {seller.tradingName && seller.tradingName !== seller.legalName ? (
            <p className="text-sm text-navy-600">
              {t({ id: 'documents.tradingAs' }, { name: seller.tradingName })}
            </p>
          ) : null}
          <p className="mt-1 text-sm break-words whitespace-pre-line text-navy-800">{seller.address}</p>
          <Facts rows={sellerRows} className="mt-2" />
        </section>
        <section aria-labelledby="tax-document-buyer" className="min-w-0">
          <h2 id="tax-document-buyer" className={blockTitle}>
            {t({ id: 'documents.billTo' })}
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

      {document.credit ? <CreditDetails credit={document.credit} vat={vat} dateText={dateText} /> : null}

      <TaxDocumentLines lines={document.lines} vat={vat} />

      <Totals totals={document.totals} vat={vat} />

      <p className="mt-6 text-xs text-navy-600">
        <FormattedMessage
          id={vat ? 'documents.amountsNoteVat' : 'documents.amountsNote'}
          values={{
            email: <Ltr>{seller.supportEmail}</Ltr>,
            phone: <Ltr>{seller.supportPhone}</Ltr>,
          }}
        />
      </p>
    </Card>
  );
}

function Totals({ totals, vat }: { totals: TaxTotals; vat: boolean }) {
  const { formatMessage: t } = useIntl();
  return (
    <dl className="mt-4 ms-auto max-w-sm space-y-1 text-sm" aria-label={t({ id: 'documents.totals' })}>
      {vat ? (
        <>
          <div className="flex justify-between gap-4">
            <dt className="text-navy-600">{t({ id: 'documents.totalNet' })}</dt>
            <dd className="font-semibold whitespace-nowrap text-navy-800 tabular-nums">
              <Ltr>{formatAed(totals.netFils)}</Ltr>
            </dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-navy-600">{t({ id: 'documents.vat' })}</dt>
            <dd className="font-semibold whitespace-nowrap text-navy-800 tabular-nums">
              <Ltr>{formatAed(totals.vatFils)}</Ltr>
            </dd>
          </div>
        </>
      ) : null}
      <div className="flex justify-between gap-4 border-t border-navy-100 pt-2 text-base font-extrabold text-navy-800">
        <dt>{vat ? t({ id: 'documents.totalGross' }) : t({ id: 'documents.total' })}</dt>
        <dd className="whitespace-nowrap tabular-nums" data-testid="document-total">
          <Ltr>{formatAed(totals.grossFils)}</Ltr>
        </dd>
      </div>
    </dl>
  );
}

type Credit = NonNullable<TaxDocumentContent['credit']>;

/** A credit note: the invoice it corrects, why, and that invoice's value before this note, the difference and after. */
function CreditDetails({
  credit,
  vat,
  dateText,
}: {
  credit: Credit;
  vat: boolean;
  dateText: (iso: string) => string;
}) {
  const { formatMessage: t } = useIntl();
  const difference: TaxTotals = {
    netFils: credit.before.netFils - credit.after.netFils,
    vatFils: credit.before.vatFils - credit.after.vatFils,
    grossFils: credit.before.grossFils - credit.after.grossFils,
  };
  const rows: [MessageId, TaxTotals][] = [
    ['documents.valueBefore', credit.before],
    ['documents.difference', difference],
    ['documents.valueAfter', credit.after],
  ];
  const head =
    'px-3 py-2 text-end text-xs font-extrabold tracking-wide whitespace-nowrap uppercase rtl:tracking-normal print:px-1.5';
  const amount = 'px-3 py-2 text-end whitespace-nowrap tabular-nums print:px-1.5 print:whitespace-normal';
  return (
    <section
      aria-labelledby="tax-document-credit"
      className="mt-6 rounded-xl bg-cream p-4 print:bg-transparent print:p-0"
    >
      <h2 id="tax-document-credit" className={blockTitle}>
        {t({ id: 'documents.creditNoteHeading' })}
      </h2>
      <Facts
        className="mt-2"
        rows={[
          [
            t({ id: 'documents.correctsInvoice' }),
            <FormattedMessage
              key="invoice"
              id="documents.correctsInvoiceValue"
              values={{ number: <Ltr>{credit.invoiceNumber}</Ltr>, date: dateText(credit.invoiceIssuedAt) }}
            />,
          ],
          [t({ id: 'documents.reason' }), credit.reason],
        ]}
      />
      <section
        aria-label={t({ id: 'documents.invoiceValue' })}
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
                    {t({ id: 'documents.net' })}
                  </th>
                  <th scope="col" className={head}>
                    {t({ id: 'documents.vatColumn' })}
                  </th>
                </>
              ) : null}
              <th scope="col" className={head}>
                {vat ? t({ id: 'documents.gross' }) : t({ id: 'documents.amount' })}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-navy-100">
            {rows.map(([label, totals]) => (
              <tr key={label}>
                <th scope="row" className="px-3 py-2 text-start font-semibold print:px-1.5">
                  {t({ id: label })}
                </th>
                {vat ? (
                  <>
                    <td className={amount}>
                      <Ltr>{formatAed(totals.netFils)}</Ltr>
                    </td>
                    <td className={amount}>
                      <Ltr>{formatAed(totals.vatFils)}</Ltr>
                    </td>
                  </>
                ) : null}
                <td className={`${amount} font-bold`}>
                  <Ltr>{formatAed(totals.grossFils)}</Ltr>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </section>
  );
}
