import { useIntl } from 'react-intl';
import { PageContainer } from '@/shared/ui/page-container';
import { PageHeading } from '@/shared/ui/page-heading';
import { CheckoutBreadcrumb } from './checkout-breadcrumb';

const block = 'animate-pulse rounded-2xl bg-navy-50 motion-reduce:animate-none';

/** Shown until the cart and the catalogue it is priced from have arrived. */
export function CheckoutSkeleton() {
  const { formatMessage: t } = useIntl();
  return (
    <PageContainer>
      <CheckoutBreadcrumb />
      <PageHeading>{t({ id: 'checkout.title' })}</PageHeading>
      <div role="status" className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <span className="sr-only">{t({ id: 'checkout.loading' })}</span>
        <div className={`${block} h-96`} />
        <div className={`${block} h-72`} />
      </div>
    </PageContainer>
  );
}
