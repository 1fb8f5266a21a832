import { aedToFils, formatAed } from '@souq/shared/pricing/money';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { useDocumentMeta } from '@/shared/seo/use-document-meta';
import { useStoreConfig } from '@/shared/store-config/get-store-config';
import { buttonStyles } from '@/shared/ui/button-styles';
import { Card } from '@/shared/ui/card';
import { Ltr } from '@/shared/ui/ltr';
import { PageContainer } from '@/shared/ui/page-container';
import { useDemoSession } from './api/get-demo-session';
import { DemoSessionForm } from './components/demo-session-form';

/**
 * The demo gateway's stand-in for Stripe Checkout, where the hosted flow's session_url leads. It
 * charges nothing and returns to /verify, which asks the server whether the order was paid.
 */
export function DemoPaymentPage() {
  const { formatMessage: t } = useIntl();
  useDocumentMeta(t({ id: 'payment.demoTitle' }));
  const { sessionId = '' } = useParams();
  const session = useDemoSession(sessionId);
  const store = useStoreConfig();

  return (
    <PageContainer narrow>
      <Card as="section" large aria-labelledby="demo-payment-title" className="mx-auto max-w-md p-5 sm:p-8">
        <p className="text-sm font-bold tracking-wide text-coral-700 uppercase">{store.name}</p>
        <h1 id="demo-payment-title" className="mt-1 text-2xl font-extrabold text-navy-800">
          {t({ id: 'payment.demoTitle' })}
        </h1>
        {session.isPending ? (
          <p role="status" className="mt-6 text-navy-600">
            {t({ id: 'payment.loadingPayment' })}
          </p>
        ) : session.isError ? (
          <Closed message={session.error.message} />
        ) : session.data.status !== 'open' ? (
          <Closed
            message={
              session.data.status === 'paid'
                ? t({ id: 'payment.alreadyComplete' })
                : t({ id: 'payment.sessionExpired' })
            }
          />
        ) : (
          <>
            <p className="mt-4 text-sm text-navy-600">{t({ id: 'payment.amountDue' })}</p>
            <p data-testid="demo-amount" className="text-3xl font-extrabold text-navy-800">
              <Ltr>{formatAed(aedToFils(session.data.amount))}</Ltr>
            </p>
            <DemoSessionForm sessionId={sessionId} amount={session.data.amount} />
          </>
        )}
      </Card>
    </PageContainer>
  );
}

function Closed({ message }: { message: string }) {
  const { formatMessage: t } = useIntl();
  return (
    <div role="alert" className="mt-6 space-y-4">
      <p className="font-semibold text-navy-800">{message}</p>
      <Link to="/orders" className={`${buttonStyles.secondary} w-full`}>
        {t({ id: 'payment.goToOrders' })}
      </Link>
    </div>
  );
}
