import type { AdminOrderDetail } from '@souq/shared/schemas/admin-orders';
import type { ReactNode } from 'react';
import { PaymentSummary } from './payment-summary';

const linkClass = 'font-bold text-coral-700 underline-offset-2 hover:underline break-all';

/** Who ordered, where it goes, how, and how it is paid. */
export function CustomerPanel({ order }: { order: AdminOrderDetail }) {
  const { customer, address } = order;
  return (
    <dl className="flex flex-col gap-3 text-sm">
      <Fact label="Customer">
        <span className="block font-bold">{customer.name}</span>
        <a href={`mailto:${customer.email}`} className={linkClass}>
          {customer.email}
        </a>
        <br />
        <a href={`tel:${customer.phone}`} className={linkClass}>
          {customer.phone}
        </a>
      </Fact>
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
