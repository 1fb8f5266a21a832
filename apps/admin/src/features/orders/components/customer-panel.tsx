import type { AdminOrderDetail } from '@souq/shared/schemas/admin-orders';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PaymentSummary } from './payment-summary';

const linkClass = 'font-bold text-coral-700 underline-offset-2 hover:underline break-all';

/** Who ordered (and the business they bought for), where it goes, how, and how it is paid. */
export function CustomerPanel({ order }: { order: AdminOrderDetail }) {
  const { customer, address } = order;
  return (
    <dl className="flex flex-col gap-3 text-sm">
      <Fact label="Customer">
        {/* Their page: every order they placed, what they spent, the codes and addresses they used. */}
        <Link to={`/customers/${customer.id}`} className={`${linkClass} block`}>
          {customer.name}
        </Link>
        <a href={`mailto:${customer.email}`} className={linkClass}>
          {customer.email}
        </a>
        <br />
        <a href={`tel:${customer.phone}`} className={linkClass}>
          {customer.phone}
        </a>
      </Fact>
      {order.business ? (
        // A VAT-registered business bought: its name and TRN are on the full tax invoice.
        <Fact label="Business buyer">
          <span className="block font-bold break-words">Company: {order.business.companyName}</span>
          <span className="block">
            TRN: <span className="tabular-nums">{order.business.trn}</span>
          </span>
        </Fact>
      ) : null}
      <Fact label="Ship to">
        <address className="not-italic">
          <span className="block font-bold">{address.fullname}</span>
          <span className="block">{address.street}</span>
          <span className="block">
            {address.city}, {address.region} {address.zipcode}
          </span>
          <a href={`tel:${address.phone}`} className={linkClass}>
            {address.phone}
          </a>
        </address>
      </Fact>
      <Fact label="Shipping">{order.shippingMethod}</Fact>
      <Fact label="Discount code">{order.discountCode ?? 'None'}</Fact>
      <Fact label="Payment">
        <PaymentSummary method={order.paymentMethod} paid={order.payment} />
      </Fact>
    </dl>
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
