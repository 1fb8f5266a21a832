import { DISCOUNT_ORDERS_PAGE_SIZE } from '@souq/shared/schemas/admin-discounts';
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { formatDateTime } from '@/shared/format/dates';
import { formatAedAmount } from '@/shared/format/money';
import { Card } from '@/shared/ui/card';
import { LoadFailed } from '@/shared/ui/load-failed';
import { Loading } from '@/shared/ui/loading';
import { PageHeading } from '@/shared/ui/page-heading';
import { Pagination } from '@/shared/ui/pagination';
import { useDiscount } from '../api/get-discount';
import { periodText, usesText } from '../discount-labels';
import { CodeOrders } from './code-orders';
import { EditDiscountForm } from './edit-discount-form';
import { PauseButton } from './pause-button';
import { StateBadge } from './state-badge';

function Section({
  title,
  children,
  className = '',
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Card as="section" aria-label={title} className={`p-4 sm:p-5 ${className}`}>
      <h2 className="mb-3 text-lg font-extrabold">{title}</h2>
      {children}
    </Card>
  );
}

/** The page of the orders list in the address (`?page=2`), so Back and a shared link keep it. */
function pageOf(params: URLSearchParams): number {
  const page = Number(params.get('page') ?? '1');
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * /admin/discounts/:code: the code's rules and uses, the orders that used it (each a link to its order page),
 * and for an owner Pause or Resume and the form to change it.
 */
export function DiscountPage({ canEdit }: { canEdit: boolean }) {
  const { code = '' } = useParams();
  const [params] = useSearchParams();
  const page = pageOf(params);
  const found = useDiscount(code, page);
  if (found.isPending) return <Loading label="Loading the discount code…" />;
  if (found.error) return <LoadFailed error={found.error} onRetry={() => void found.refetch()} />;
  const { discount, orders, ordersTotal } = found.data;
  const base = `/discounts/${encodeURIComponent(discount.code)}`;

  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/discounts" className="font-bold text-coral-700 underline-offset-2 hover:underline">
          ← Discount codes
        </Link>
      </p>
      <PageHeading
        title={
          <span className="flex flex-wrap items-center gap-3">
            <span>
              Code <span className="font-mono">{discount.code}</span>
            </span>
            <StateBadge state={discount.state} />
          </span>
        }
      >
        {canEdit ? <PauseButton discount={discount} /> : null}
      </PageHeading>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        {/* Its own height beside the taller form, rather than stretched to it. */}
        <Section title="Rules" className="lg:self-start">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-navy-600">Off</dt>
            <dd className="font-bold">{discount.percent}%</dd>
            <dt className="text-navy-600">Uses</dt>
            <dd>{usesText(discount)}</dd>
            <dt className="text-navy-600">When</dt>
            <dd>{periodText(discount)}</dd>
            <dt className="text-navy-600">Minimum order</dt>
            <dd>{discount.minOrder > 0 ? formatAedAmount(discount.minOrder) : 'None'}</dd>
            <dt className="text-navy-600">Per shopper</dt>
            <dd>{discount.oncePerShopper ? 'Once' : 'Any number of orders'}</dd>
            <dt className="text-navy-600">Created</dt>
            <dd>{formatDateTime(discount.createdAt)}</dd>
          </dl>
        </Section>
        {canEdit ? (
          <Section title="Change the code">
            <EditDiscountForm discount={discount} />
          </Section>
        ) : null}
        <div className={canEdit ? 'lg:col-span-2' : undefined}>
          <Section title="Orders that used it">
            {ordersTotal === 0 ? (
              <p className="text-navy-600">No order has used this code yet.</p>
            ) : (
              <div aria-busy={found.isPlaceholderData}>
                <CodeOrders orders={orders} />
                <Pagination
                  page={page}
                  pageSize={DISCOUNT_ORDERS_PAGE_SIZE}
                  total={ordersTotal}
                  noun={ordersTotal === 1 ? 'order' : 'orders'}
                  hrefFor={(next) => (next > 1 ? `${base}?page=${next}` : base)}
                />
              </div>
            )}
          </Section>
        </div>
      </div>
    </>
  );
}
