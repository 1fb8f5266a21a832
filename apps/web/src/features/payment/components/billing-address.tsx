import type { CheckoutHandoff } from '@/shared/checkout/checkout-handoff';
import { CardSection } from '@/shared/ui/card-section';

interface BillingAddressProps {
  address: CheckoutHandoff['formData'];
  /** The company a tax invoice is for, when the shopper asked for one at checkout. */
  business?: CheckoutHandoff['business'];
}

/** Payment page: the billing address block, as entered at checkout, and the company with its TRN. */
export function BillingAddress({ address, business }: BillingAddressProps) {
  const rows: [string, string][] = [
    ['Name', address.fullname],
    ['Street', address.street],
    ['City', address.city],
    ['Region', address.region],
    ['Postal Code', address.zipcode],
    ['Phone', address.phone],
    ['Email', address.email],
  ];
  if (business) rows.push(['Company', business.companyName], ['TRN', business.trn]);
  return (
    <CardSection title="Billing address" className="p-5">
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
