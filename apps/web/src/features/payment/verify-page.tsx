import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { readCheckoutHandoff } from '@/shared/checkout/checkout-handoff';
import { useDocumentMeta } from '@/shared/seo/use-document-meta';
import { PageContainer } from '@/shared/ui/page-container';
import { PageHeading } from '@/shared/ui/page-heading';
import { toast } from '@/shared/ui/toast';
import { verifyHostedPayment } from './api/verify-hosted-payment';
import { renewCheckoutAttempt } from './renew-checkout-attempt';
import { useFinishPaidOrder } from './use-finish-paid-order';

const VERIFY_FAILED = 'The payment could not be verified.';

/**
 * Verify page: the hosted payment's return. The server asks the gateway (see docs/product/orders.md), so a
 * forged `success=true` never shows a paid order: paid → cart emptied and /orders; otherwise /cart with the
 * message.
 */
export function VerifyPage() {
  useDocumentMeta('Verify');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const finishPaidOrder = useFinishPaidOrder();
  // One verify call per visit, also when React runs the effect twice in development.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const backToCart = (message: string) => {
      toast.error(message);
      navigate('/cart', { replace: true });
    };
    verifyHostedPayment({ orderId: params.get('orderId'), success: params.get('success') }).then(
      (verdict) => {
        if (verdict.paid) {
          finishPaidOrder();
          return;
        }
        // The unpaid order is cancelled: paying again from the kept checkout must be a new order.
        const handoff = readCheckoutHandoff();
        if (handoff) renewCheckoutAttempt(handoff);
        backToCart(verdict.message);
      },
      // A failed verify shows the error's message.
      (error: unknown) => backToCart(error instanceof Error ? error.message : VERIFY_FAILED),
    );
  }, [params, navigate, finishPaidOrder]);

  return (
    <PageContainer narrow>
      <div className="flex flex-col items-center gap-4 py-16 text-center">
        <span
          aria-hidden="true"
          className="h-10 w-10 animate-spin rounded-full border-4 border-coral-100 border-t-coral-600 motion-reduce:animate-none"
        />
        <PageHeading>Verify</PageHeading>
        <p role="status" className="text-navy-600">
          Confirming your payment with the payment provider...
        </p>
      </div>
    </PageContainer>
  );
}
