import { Link, useParams } from 'react-router';
import { formatDay } from '@/shared/format/dates';
import { LoadFailed } from '@/shared/ui/load-failed';
import { Loading } from '@/shared/ui/loading';
import { useCustomer } from '../api/get-customer';
import { CustomerAccount } from './customer-account';
import { CustomerAddresses } from './customer-addresses';
import { CustomerCodes } from './customer-codes';
import { CustomerOrders } from './customer-orders';
import { CustomerSection } from './customer-section';
import { CustomerStats } from './customer-stats';
import type { OrderBadges } from './order-badges';

/**
 * /admin/customers/:id, read only. On a phone the panels stack, the orders first; on a wide screen the orders
 * sit on the left and the account, codes and addresses on the right.
 */
export function CustomerPage({ badges }: { badges: OrderBadges }) {
  const { id = '' } = useParams();
  const customer = useCustomer(id);
  if (customer.isPending) return <Loading label="Loading the customer…" />;
  if (customer.error) return <LoadFailed error={customer.error} onRetry={() => void customer.refetch()} />;
  const c = customer.data;

  return (
    <>
      <div className="mb-5">
        <Link to="/customers" className="text-sm font-bold text-coral-700 underline-offset-2 hover:underline">
          ← All customers
        </Link>
        <h1 className="mt-2 text-2xl font-extrabold break-words text-navy-800">{c.name}</h1>
        <p className="mt-1 text-navy-600">Customer since {formatDay(c.joined)}</p>
      </div>
      <CustomerStats customer={c} />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
        <div className="flex flex-col gap-4">
          <CustomerSection title="Orders">
            <CustomerOrders orders={c.orders} badges={badges} />
          </CustomerSection>
        </div>
        <div className="flex flex-col gap-4">
          <CustomerSection title="Account">
            <CustomerAccount customer={c} />
          </CustomerSection>
          <CustomerSection title="Discount codes used">
            <CustomerCodes codes={c.codesUsed} />
          </CustomerSection>
          <CustomerSection title="Addresses">
            <CustomerAddresses addresses={c.addresses} />
          </CustomerSection>
        </div>
      </div>
    </>
  );
}
