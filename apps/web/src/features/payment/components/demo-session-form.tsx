import { aedToFils, formatAed } from '@souq/shared/pricing/money';
import { type FormEvent, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { buttonStyles } from '@/shared/ui/button-styles';
import { Ltr } from '@/shared/ui/ltr';
import { toast } from '@/shared/ui/toast';
import { cancelDemoSession } from '../api/cancel-demo-session';
import { payDemoSession } from '../api/pay-demo-session';
import { type CardDetails, type CardErrors, cardErrors, EMPTY_CARD } from '../card-details';
import { CardFields } from './card-fields';
import { DemoCardHint } from './demo-card-hint';

/** The hosted page's card form: pay or cancel, then follow the gateway back to the store's /verify. */
export function DemoSessionForm({ sessionId, amount }: { sessionId: string; amount: number }) {
  const { formatMessage: t } = useIntl();
  const navigate = useNavigate();
  const [card, setCard] = useState<CardDetails>(EMPTY_CARD);
  const [errors, setErrors] = useState<CardErrors>({});
  const [processing, setProcessing] = useState(false);
  // Repeated submits while processing are ignored.
  const running = useRef(false);

  const follow = async (request: () => Promise<{ redirectUrl: string }>) => {
    if (running.current) return;
    running.current = true;
    setProcessing(true);
    try {
      const { redirectUrl } = await request();
      // The return URL is the store's own /verify; a full URL (Stripe's convention) is followed as such.
      if (redirectUrl.startsWith('/')) navigate(redirectUrl, { replace: true });
      else window.location.assign(redirectUrl);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t({ id: 'payment.notCompleted' }));
      running.current = false;
      setProcessing(false);
    }
  };

  const pay = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = cardErrors(card, new Date());
    setErrors(found);
    if (Object.keys(found).length === 0) void follow(() => payDemoSession(sessionId, card));
  };

  return (
    <form noValidate onSubmit={pay} aria-label={t({ id: 'payment.cardDetails' })} className="mt-6 space-y-4">
      <CardFields card={card} errors={errors} onChange={setCard} disabled={processing} />
      <DemoCardHint />
      <button type="submit" disabled={processing} className={`${buttonStyles.primary} w-full`}>
        {processing ? (
          t({ id: 'payment.processing' })
        ) : (
          <FormattedMessage
            id="payment.payAmount"
            values={{ amount: <Ltr>{formatAed(aedToFils(amount))}</Ltr> }}
          />
        )}
      </button>
      <button
        type="button"
        disabled={processing}
        onClick={() => void follow(() => cancelDemoSession(sessionId))}
        className={`${buttonStyles.ghost} w-full`}
      >
        {processing ? t({ id: 'payment.processing' }) : t({ id: 'payment.cancel' })}
      </button>
    </form>
  );
}
