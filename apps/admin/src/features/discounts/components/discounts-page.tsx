import { Link } from 'react-router';
import { buttonStyles } from '@/shared/ui/button-styles';
import { LoadFailed } from '@/shared/ui/load-failed';
import { Loading } from '@/shared/ui/loading';
import { Notice } from '@/shared/ui/notice';
import { PageHeading } from '@/shared/ui/page-heading';
import { useDiscounts } from '../api/get-discounts';
import { OWNERS_CHANGE_CODES } from '../discount-labels';
import { DiscountsGrid } from './discounts-grid';

/** /admin/discounts: every code, where it stands and how often it was used. Staff read; owners change. */
export function DiscountsPage({ canEdit }: { canEdit: boolean }) {
  const discounts = useDiscounts();
  return (
    <>
      <PageHeading title="Discount codes">
        {canEdit ? (
          <Link to="/discounts/new" className={buttonStyles.primary}>
            New code
          </Link>
        ) : null}
      </PageHeading>
      {canEdit ? null : <p className="mb-4 text-sm text-navy-600">{OWNERS_CHANGE_CODES}</p>}
      {discounts.isPending ? (
        <Loading label="Loading discount codes…" />
      ) : discounts.error ? (
        <LoadFailed error={discounts.error} onRetry={() => void discounts.refetch()} />
      ) : discounts.data.length === 0 ? (
        <Notice title="No discount codes yet" text="Codes appear here once an owner creates them." />
      ) : (
        <DiscountsGrid discounts={discounts.data} canEdit={canEdit} />
      )}
    </>
  );
}
