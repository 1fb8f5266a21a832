import { useState } from 'react';
import { useIntl } from 'react-intl';
import { type CheckoutHandoff, readCheckoutHandoff } from '@/shared/checkout/checkout-handoff';
import { useDocumentMeta } from '@/shared/seo/use-document-meta';
import { PageContainer } from '@/shared/ui/page-container';
import { PageHeading } from '@/shared/ui/page-heading';
import { MissingCheckout } from './components/missing-checkout';
import { PaymentBreadcrumb } from './components/payment-breadcrumb';
import { PaymentForm } from './components/payment-form';

/**
 * Payment page: reads the checkout's hand-off and pays for it. The router lets only a signed-in shopper here
 * (see docs/product/orders.md).
 */
export function PaymentPage() {
  const { formatMessage: t } = useIntl();
  useDocumentMeta(t({ id: 'payment.title' }));
  // Read once: after a successful order the hand-off is cleared while this page is still on screen. It only
  // changes here when an unpaid card attempt renews its Idempotency-Key.
  const [handoff, setHandoff] = useState<CheckoutHandoff | null>(readCheckoutHandoff);
  return (
    <PageContainer>
      <PaymentBreadcrumb />
      <PageHeading>{t({ id: 'payment.title' })}</PageHeading>
      <div className="mt-6">
        {handoff ? <PaymentForm handoff={handoff} onHandoffChange={setHandoff} /> : <MissingCheckout />}
      </div>
    </PageContainer>
  );
}
