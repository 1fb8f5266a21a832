import { TAX_DOCUMENTS_PAGE_SIZE } from '@souq/shared/schemas/tax-documents';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { taxDocumentsCsvHref } from '@/shared/api/csv-downloads';
import { storeToday } from '@/shared/format/store-days';
import { buttonStyles } from '@/shared/ui/button-styles';
import { LoadFailed } from '@/shared/ui/load-failed';
import { Loading } from '@/shared/ui/loading';
import { Notice } from '@/shared/ui/notice';
import { PageHeading } from '@/shared/ui/page-heading';
import { Pagination } from '@/shared/ui/pagination';
import { ServerAlert } from '@/shared/ui/server-alert';
import { useTaxDocuments } from '../api/get-tax-documents';
import type { TaxDocumentsListQuery } from '../api/tax-document-query-keys';
import {
  KIND_LABELS,
  periodOf,
  searchFromTaxDocumentFilters,
  type TaxDocumentFilters,
  taxDocumentFiltersFromSearch,
} from '../tax-document-filters';
import { TaxDocumentFiltersForm } from './tax-document-filters-form';
import { TaxDocumentsGrid } from './tax-documents-grid';
import { VatSummary } from './vat-summary';

/**
 * /admin/tax-documents (any member of staff): the tax invoices and credit notes issued in a period, with the
 * figures the VAT return asks for, each document's PDF and the period as a CSV file. The period, the kind and
 * the page live in the address, so a reload or a shared link shows the same documents.
 */
export function TaxDocumentsPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const filters = taxDocumentFiltersFromSearch(params);
  const today = storeToday();
  const period = periodOf(filters, today);
  const query: TaxDocumentsListQuery = { ...period, kind: filters.kind, page: filters.page };
  const go = (next: TaxDocumentFilters) => navigate(`/tax-documents${searchFromTaxDocumentFilters(next)}`);

  return (
    <>
      <PageHeading title="Tax documents">
        <a
          href={taxDocumentsCsvHref({ ...period, kind: filters.kind })}
          download
          className={buttonStyles.secondary}
        >
          Download CSV
        </a>
      </PageHeading>
      {/* Keyed by the address: Back or a quick period shows its own dates in the form. */}
      <TaxDocumentFiltersForm
        key={params.toString()}
        filters={filters}
        period={period}
        today={today}
        onApply={go}
      />
      <TaxDocumentsResults query={query} filters={filters} />
    </>
  );
}

function TaxDocumentsResults({
  query,
  filters,
}: {
  query: TaxDocumentsListQuery;
  filters: TaxDocumentFilters;
}) {
  const list = useTaxDocuments(query);
  if (list.isPending) return <Loading label="Loading the tax documents…" />;
  if (list.isLoadingError) return <LoadFailed error={list.error} onRetry={() => void list.refetch()} />;
  const { documents, total, totals, from, to } = list.data;
  const pageHref = (page: number) =>
    `/tax-documents${searchFromTaxDocumentFilters({ ...filters, ...query, page })}`;

  return (
    <div aria-busy={list.isFetching}>
      <ServerAlert message={list.error?.message ?? null} className="mb-4" />
      <VatSummary from={from} to={to} totals={totals} />
      <h2 className="mb-3 text-lg font-extrabold">
        {filters.kind ? KIND_LABELS[filters.kind] : 'Documents'}{' '}
        <span className="text-base font-semibold text-navy-600">({total})</span>
      </h2>
      {total === 0 ? (
        <Notice
          title="No tax documents in this period."
          text={
            filters.kind
              ? 'Choose All to see the other kind, or another period.'
              : 'An invoice is issued when a card order is paid or a cash order’s cash is recorded, a credit note when a paid order is cancelled.'
          }
        />
      ) : documents.length === 0 ? (
        <Notice
          title="No documents on this page"
          text="The period has fewer pages than the link asked for."
          action={
            <Link to={pageHref(1)} className={buttonStyles.primary}>
              First page
            </Link>
          }
        />
      ) : (
        <>
          <TaxDocumentsGrid documents={documents} />
          <Pagination
            page={query.page}
            pageSize={TAX_DOCUMENTS_PAGE_SIZE}
            total={total}
            noun={total === 1 ? 'document' : 'documents'}
            hrefFor={pageHref}
          />
        </>
      )}
    </div>
  );
}
