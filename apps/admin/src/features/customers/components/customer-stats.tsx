import type { AdminCustomerDetail } from '@souq/shared/schemas/admin-customers';
import { formatDay } from '@/shared/format/dates';
import { formatAedAmount } from '@/shared/format/money';
import { Card } from '@/shared/ui/card';

/** Lifetime spend, orders and the latest order, at a glance; the spend rule said under them. */
export function CustomerStats({ customer }: { customer: AdminCustomerDetail }) {
  // On a phone the spend takes the whole row and the other two share the next.
  const stats = [
    {
      label: 'Lifetime spend',
      value: formatAedAmount(customer.lifetimeSpend),
      className: 'col-span-2 sm:col-span-1',
    },
    { label: 'Orders', value: String(customer.orderCount), className: '' },
    {
      label: 'Last order',
      value: customer.lastOrder ? formatDay(customer.lastOrder) : 'None yet',
      className: '',
    },
  ];
  return (
    <section aria-label="Summary" className="mb-4">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {stats.map((stat) => (
          <Card key={stat.label} className={`p-4 ${stat.className}`}>
            <dt className="text-xs font-extrabold uppercase tracking-wide text-navy-600">{stat.label}</dt>
            <dd className="mt-1 text-xl font-extrabold text-navy-800 sm:text-2xl">{stat.value}</dd>
          </Card>
        ))}
      </dl>
      <p className="mt-2 text-sm text-navy-600">
        Lifetime spend counts every order not cancelled: a card order once it is paid, a cash order at the
        cash collected once recorded, else at its total.
      </p>
    </section>
  );
}
