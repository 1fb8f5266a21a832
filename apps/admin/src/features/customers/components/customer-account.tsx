import type { AdminCustomerDetail } from '@souq/shared/schemas/admin-customers';
import type { ReactNode } from 'react';
import { formatDateTime, formatDay } from '@/shared/format/dates';

const linkClass = 'font-bold text-coral-700 underline-offset-2 hover:underline break-all';

/** The account's details. Read only: its password and any card stay with the shopper and the gateway. */
export function CustomerAccount({ customer }: { customer: AdminCustomerDetail }) {
  return (
    <>
      <dl className="flex flex-col gap-3 text-sm">
        <Fact label="Email">
          <a href={`mailto:${customer.email}`} className={linkClass}>
            {customer.email}
          </a>
        </Fact>
        <Fact label="Phone">
          <a href={`tel:${customer.phone}`} className={linkClass}>
            {customer.phone}
          </a>
        </Fact>
        <Fact label="Joined">{formatDateTime(customer.joined)}</Fact>
        <Fact label="Newsletter">
          {customer.newsletter.since
            ? `Subscribed since ${formatDay(customer.newsletter.since)}`
            : 'Not subscribed'}
        </Fact>
      </dl>
      <p className="mt-4 text-sm text-navy-600">
        Staff cannot see or change a customer’s password or card details.
      </p>
    </>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-extrabold uppercase tracking-wide text-navy-600">{label}</dt>
      <dd className="mt-0.5">{children}</dd>
    </div>
  );
}
