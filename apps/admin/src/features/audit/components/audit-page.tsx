import { AUDIT_PAGE_SIZE, type AuditEntry } from '@souq/shared/schemas/admin-audit';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadFailed } from '@/shared/ui/load-failed';
import { Loading } from '@/shared/ui/loading';
import { Notice } from '@/shared/ui/notice';
import { PageHeading } from '@/shared/ui/page-heading';
import { Pagination } from '@/shared/ui/pagination';
import { useAudit } from '../api/get-audit';
import { type AuditFilters, auditFiltersFromSearch, searchFromAuditFilters } from '../audit-filters';
import { AuditFiltersForm, type StaffOption } from './audit-filters-form';
import { AuditGrid } from './audit-grid';

/** The entities the back office's own changes are filed under, suggested before the log shows any. */
const KNOWN_ENTITIES = ['order', 'staff', 'staff-invitation'];

/** The members seen on this page of the log, for a member who may not list the staff. */
function staffSeen(entries: readonly AuditEntry[]): StaffOption[] {
  const seen = new Map<string, string>();
  for (const entry of entries)
    if (entry.staffId && entry.staffEmail) seen.set(entry.staffId, entry.staffEmail);
  return [...seen].map(([id, email]) => ({ id, email }));
}

interface AuditPageProps {
  /** Everyone on the staff (an owner's view); without it, the members the log's page names. */
  staff?: readonly StaffOption[] | undefined;
}

/** /admin/audit: every change made in the back office, who made it, from where, and what it changed. */
export function AuditPage({ staff }: AuditPageProps) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const filters = auditFiltersFromSearch(params);
  const audit = useAudit(filters);
  const go = (next: AuditFilters) => navigate(`/audit${searchFromAuditFilters(next)}`);
  const entries = audit.data?.entries ?? [];
  const entities = [...new Set([...KNOWN_ENTITIES, ...entries.map((entry) => entry.entity)])];

  return (
    <>
      <PageHeading title="Audit log" />
      <AuditFiltersForm
        key={params.toString()}
        filters={filters}
        entities={entities}
        staff={staff ?? staffSeen(entries)}
        onApply={go}
      />
      {audit.isPending ? (
        <Loading label="Loading the audit log…" />
      ) : audit.error ? (
        <LoadFailed error={audit.error} onRetry={() => void audit.refetch()} />
      ) : audit.data.total === 0 ? (
        <Notice title="No entries" text="Nothing in the log matches these filters." />
      ) : (
        <div aria-busy={audit.isPlaceholderData}>
          <AuditGrid key={params.toString()} entries={audit.data.entries} />
          <Pagination
            page={filters.page}
            pageSize={AUDIT_PAGE_SIZE}
            total={audit.data.total}
            noun={audit.data.total === 1 ? 'entry' : 'entries'}
            hrefFor={(page) => `/audit${searchFromAuditFilters({ ...filters, page })}`}
          />
        </div>
      )}
    </>
  );
}
