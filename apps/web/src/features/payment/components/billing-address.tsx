import type { CheckoutHandoff } from '@/shared/checkout/checkout-handoff';
import { CardSection } from '@/shared/ui/card-section';

/** Payment page: the billing address block, as entered at checkout. */
export function BillingAddress({ address }: { address: CheckoutHandoff['formData'] }) {
  const rows: [string, string][] = [
    ['Name', address.fullname],
    ['Street', address.street],
    ['City', address.city],
    ['Region', address.region],
    ['Postal Code', address.zipcode],
    ['Phone', address.phone],
    ['Email', address.email],
  ];
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
