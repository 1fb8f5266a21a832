import { useState } from 'react';
import { Navigate } from 'react-router';
import { type CheckoutHandoff, readCheckoutHandoff } from '../../shared/checkout/checkout-handoff';
import { useDocumentMeta } from '../../shared/seo/use-document-meta';
import { useSession } from '../../shared/session/session-store';
import { PageContainer } from '../../shared/ui/page-container';
import { PageHeading } from '../../shared/ui/page-heading';
import { MissingCheckout } from './components/missing-checkout';
import { PaymentBreadcrumb } from './components/payment-breadcrumb';
import { PaymentForm } from './components/payment-form';

/** spec §2 Payment: reads the checkout's hand-off and pays for it; sign-in needed (spec §6). */
export function PaymentPage() {
  useDocumentMeta('Payment');
  const signedIn = useSession((s) => s.token) !== null;
  // Read once: after a successful order the hand-off is cleared while this page is still on screen. It only
  // changes here when an unpaid card attempt renews its Idempotency-Key.
  const [handoff, setHandoff] = useState<CheckoutHandoff | null>(readCheckoutHandoff);
  if (!signedIn) return <Navigate to="/login" replace />;
  return (
    <PageContainer>
      <PaymentBreadcrumb />
      <PageHeading>Payment</PageHeading>
      <div className="mt-6">
        {handoff ? <PaymentForm handoff={handoff} onHandoffChange={setHandoff} /> : <MissingCheckout />}
      </div>
    </PageContainer>
  );
}
