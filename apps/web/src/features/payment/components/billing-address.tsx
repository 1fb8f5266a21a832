import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { emirateName } from '@/shared/address/emirate-name';
import type { CheckoutHandoff } from '@/shared/checkout/checkout-handoff';
import { CardSection } from '@/shared/ui/card-section';
import { Ltr } from '@/shared/ui/ltr';

interface BillingAddressProps {
  address: CheckoutHandoff['formData'];
  /** The company a tax invoice is for, when the shopper asked for one at checkout. */
  business?: CheckoutHandoff['business'];
}

/** Payment page: the billing address block, as entered at checkout, and the company with its TRN. */
export function BillingAddress({ address, business }: BillingAddressProps) {
  const { formatMessage: t } = useIntl();
  const rows: [string, ReactNode][] = [
    [t({ id: 'payment.billingName' }), address.fullname],
    [t({ id: 'payment.billingStreet' }), address.street],
    [t({ id: 'address.city' }), address.city],
    [t({ id: 'address.region' }), emirateName(address.region, t)],
    [t({ id: 'address.zipcode' }), address.zipcode],
    [t({ id: 'payment.billingPhone' }), <Ltr key="phone">{address.phone}</Ltr>],
    [t({ id: 'payment.billingEmail' }), <Ltr key="email">{address.email}</Ltr>],
  ];
  if (business) {
    rows.push(
      [t({ id: 'payment.company' }), business.companyName],
      [t({ id: 'checkout.trn' }), <Ltr key="trn">{business.trn}</Ltr>],
    );
  }
  return (
    <CardSection title={t({ id: 'payment.billingAddress' })} className="p-5">
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-navy-600">{label}</dt>
            <dd className="break-words font-semibold text-navy-800">{value}</dd>
          </div>
        ))}
      </dl>
    </CardSection>
  );
}
