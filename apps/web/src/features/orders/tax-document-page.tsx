import { DOCUMENT_NOT_FOUND } from '@souq/shared/schemas/tax-documents';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { ApiError } from '@/shared/api/api-client';
import { isAnswer } from '@/shared/i18n/answers';
import { useDocumentMeta } from '@/shared/seo/use-document-meta';
import { Breadcrumb } from '@/shared/ui/breadcrumb';
import { buttonStyles } from '@/shared/ui/button-styles';
import { Card } from '@/shared/ui/card';
import { Ltr } from '@/shared/ui/ltr';
import { Notice, RetryNotice } from '@/shared/ui/notice';
import { PageContainer } from '@/shared/ui/page-container';
import { useDownloadDocumentPdf, useTaxDocument } from './api/tax-documents';
import { TaxDocumentView } from './components/tax-document-view';
import { documentTitle, documentTitleMessage } from './tax-document-format';

/**
 * A tax invoice or credit note of the signed-in shopper, as a page to read and print (docs/product/orders.md,
 * "The printable page"), with its PDF. The router lets only a signed-in shopper here.
 */
export function TaxDocumentPage() {
  const { formatMessage: t } = useIntl();
  const number = (useParams().number ?? '').toUpperCase();
  const query = useTaxDocument(number);
  const download = useDownloadDocumentPdf();
  const document = query.data?.document;
  const titleId = document ? documentTitleMessage(documentTitle(document).en) : null;
  useDocumentMeta(
    document
      ? t(
          { id: 'documents.pageTitle' },
          { title: titleId ? t({ id: titleId }) : documentTitle(document).en, number: document.number },
        )
      : t({ id: 'documents.pageTitleFallback' }),
  );

  return (
    <PageContainer>
      {/* About an A4 page's proportions on a wide screen; the whole width on a phone and on paper. */}
      <div className="mx-auto max-w-5xl print:max-w-none">
        <div className="print:hidden">
          <Breadcrumb
            trail={[
              { label: t({ id: 'nav.home' }), to: '/' },
              { label: t({ id: 'orders.title' }), to: '/orders' },
            ]}
            current={number}
          />
        </div>
        {document ? (
          <>
            <div className="flex flex-wrap items-center gap-3 print:hidden">
              <button type="button" onClick={() => window.print()} className={buttonStyles.primary}>
                {t({ id: 'documents.print' })}
              </button>
              <button
                type="button"
                disabled={download.isPending}
                onClick={() => download.mutate(document.number)}
                className={buttonStyles.secondary}
              >
                {download.isPending ? t({ id: 'documents.downloading' }) : t({ id: 'documents.downloadPdf' })}
              </button>
              {download.isError ? (
                <p role="alert" className="basis-full text-sm font-semibold text-danger">
                  {t({ id: 'documents.downloadFailed' }, { reason: download.error.message })}
                </p>
              ) : null}
            </div>
            <TaxDocumentView document={document} />
            {query.data?.sha256 ? (
              <p className="mt-3 text-xs break-all text-navy-600 print:hidden">
                <FormattedMessage
                  id="documents.fingerprint"
                  values={{ hash: <Ltr>{query.data.sha256}</Ltr> }}
                />
              </p>
            ) : null}
          </>
        ) : query.isError ? (
          <DocumentError
            error={query.error}
            retrying={query.isFetching}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <DocumentSkeleton />
        )}
      </div>
    </PageContainer>
  );
}

function DocumentError({
  error,
  retrying,
  onRetry,
}: {
  error: Error;
  retrying: boolean;
  onRetry: () => void;
}) {
  const { formatMessage: t } = useIntl();
  // Another shopper's number, or none of ours: 404; a number of no document's shape is refused before that.
  if (error instanceof ApiError && (error.status === 404 || isAnswer(error.message, DOCUMENT_NOT_FOUND))) {
    return (
      <Notice
        heading="h1"
        title={t({ id: 'documents.notFound' })}
        text={t({ id: 'documents.notFoundText' })}
        action={
          <Link to="/orders" className={buttonStyles.primary}>
            {t({ id: 'documents.backToOrders' })}
          </Link>
        }
        className="mx-auto mt-4 max-w-xl gap-4"
      />
    );
  }
  return (
    <RetryNotice
      message={t({ id: 'documents.loadFailed' }, { reason: error.message })}
      onRetry={onRetry}
      retrying={retrying}
      className="mt-4"
    />
  );
}

/** About the shape of a document while it loads. */
function DocumentSkeleton() {
  const { formatMessage: t } = useIntl();
  return (
    <>
      <p role="status" className="sr-only">
        {t({ id: 'documents.loading' })}
      </p>
      <Card flat aria-hidden="true" className="mt-4 animate-pulse space-y-4 p-4 sm:p-8">
        <div className="h-8 w-1/2 max-w-64 rounded bg-navy-100" />
        <div className="h-4 w-2/3 max-w-80 rounded bg-navy-100" />
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="h-24 rounded bg-navy-100" />
          <div className="h-24 rounded bg-navy-100" />
        </div>
        <div className="h-40 rounded bg-navy-100" />
      </Card>
    </>
  );
}
