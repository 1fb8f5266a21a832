import { formatAed } from '@souq/shared/pricing/money';
import type { TaxDocumentRef } from '@souq/shared/schemas/tax-documents';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { orderDateText } from '@/shared/orders/order-text';
import { buttonStyles } from '@/shared/ui/button-styles';
import { Ltr } from '@/shared/ui/ltr';
import { useDownloadDocumentPdf } from '../api/tax-documents';
import { documentAmount, documentTitleMessage, taxDocumentPath } from '../tax-document-format';

/**
 * Orders page: an order's tax invoice and credit notes, each by its title and number, with its PDF and its
 * printable page (docs/product/orders.md, "Tax documents").
 */
export function TaxDocumentsList({ documents }: { documents: readonly TaxDocumentRef[] }) {
  const { formatMessage: t } = useIntl();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-3 border-t border-navy-100 pt-3">
      <h3 id={headingId} className="text-sm font-extrabold text-navy-800">
        {t({ id: 'documents.listTitle' })}
      </h3>
      <ul className="mt-2 space-y-3">
        {documents.map((document) => (
          <TaxDocumentItem key={document.number} document={document} />
        ))}
      </ul>
    </section>
  );
}

function TaxDocumentItem({ document }: { document: TaxDocumentRef }) {
  const intl = useIntl();
  const { formatMessage: t } = intl;
  const nameId = useId();
  const download = useDownloadDocumentPdf();
  const titleId = documentTitleMessage(document.title);
  const amount = documentAmount(document);
  const amountText = <Ltr>{formatAed(amount.fils)}</Ltr>;
  return (
    <li className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 text-sm">
        <p id={nameId} className="font-bold break-words text-navy-800">
          <FormattedMessage
            id="documents.titleNumber"
            values={{
              title: titleId ? t({ id: titleId }) : document.title,
              number: <Ltr>{document.number}</Ltr>,
            }}
          />
        </p>
        <p className="text-navy-600">
          {orderDateText(document.issuedAt, intl)} ·{' '}
          {amount.credited ? (
            <FormattedMessage id="documents.credited" values={{ amount: amountText }} />
          ) : (
            amountText
          )}
        </p>
        {download.isError ? (
          <p role="alert" className="mt-1 font-semibold text-danger">
            {t({ id: 'documents.downloadFailed' }, { reason: download.error.message })}
          </p>
        ) : null}
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <button
          type="button"
          aria-describedby={nameId}
          disabled={download.isPending}
          onClick={() => download.mutate(document.number)}
          className={buttonStyles.secondary}
        >
          {download.isPending ? t({ id: 'documents.downloading' }) : t({ id: 'documents.downloadPdf' })}
        </button>
        <Link to={taxDocumentPath(document.number)} aria-describedby={nameId} className={buttonStyles.ghost}>
          {t({ id: 'documents.view' })}
        </Link>
      </div>
    </li>
  );
}
