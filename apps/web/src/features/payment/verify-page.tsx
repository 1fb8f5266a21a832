import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { readCheckoutHandoff } from '@/shared/checkout/checkout-handoff';
import { useDocumentMeta } from '@/shared/seo/use-document-meta';
import { PageContainer } from '@/shared/ui/page-container';
import { PageHeading } from '@/shared/ui/page-heading';
import { toast } from '@/shared/ui/toast';
import { verifyHostedPayment } from './api/verify-hosted-payment';
import { renewCheckoutAttempt } from './renew-checkout-attempt';
import { useFinishPaidOrder } from './use-finish-paid-order';

/**
 * Verify page: the hosted payment's return. The server asks the gateway (see docs/product/orders.md), so a
 * forged `success=true` never shows a paid order: paid → cart emptied and /orders; otherwise /cart with the
 * message.
 */
export function VerifyPage() {
  const { formatMessage: t } = useIntl();
  useDocumentMeta(t({ id: 'payment.verifyTitle' }));
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
      (error: unknown) =>
        backToCart(error instanceof Error ? error.message : t({ id: 'payment.verifyFailed' })),
    );
  }, [params, navigate, finishPaidOrder, t]);

  return (
    <PageContainer narrow>
      <div className="flex flex-col items-center gap-4 py-16 text-center">
        <span
          aria-hidden="true"
          className="h-10 w-10 animate-spin rounded-full border-4 border-coral-100 border-t-coral-600 motion-reduce:animate-none"
        />
        <PageHeading>{t({ id: 'payment.verifyTitle' })}</PageHeading>
        <p role="status" className="text-navy-600">
          {t({ id: 'payment.verifying' })}
        </p>
      </div>
    </PageContainer>
  );
}
