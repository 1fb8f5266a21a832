import { STORE_NAME } from '@souq/shared/config/store';
import { aedToFils } from '@souq/shared/pricing/money';
import { useStripe } from '@stripe/react-stripe-js';
import type { PaymentRequest, PaymentRequestPaymentMethodEvent } from '@stripe/stripe-js';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { buttonStyles } from '@/shared/ui/button-styles';
import type { CardPaymentProps } from './card-payment-props';

type WalletProps = Pick<CardPaymentProps, 'amount' | 'processing' | 'onPay'>;

/**
 * Payment page: 'Or pay using:' and a wallet button, only when Stripe's payment request says the browser
 * can pay (see docs/product/orders.md). The request is for country AE, in AED minor units.
 */
export function WalletPayment({ amount, processing, onPay }: WalletProps) {
  const { formatMessage: t } = useIntl();
  const stripe = useStripe();
  const [wallet, setWallet] = useState<{ request: PaymentRequest; name: string | null } | null>(null);

  useEffect(() => {
    if (!stripe) return;
    const request = stripe.paymentRequest({
      country: 'AE',
      currency: 'aed',
      total: { label: STORE_NAME, amount: aedToFils(amount) },
      requestPayerName: true,
      requestPayerEmail: true,
    });
    let current = true;
    request
      .canMakePayment()
      .then((result) => {
        if (!current || !result) return;
        setWallet({
          request,
          // A wallet Stripe does not name is offered as a wallet, in the page's language.
          name: result.applePay ? 'Apple Pay' : result.googlePay ? 'Google Pay' : null,
        });
      })
      .catch((error: unknown) => console.error('The wallet check failed', error));
    return () => {
      current = false;
      setWallet(null);
    };
  }, [stripe, amount]);

  useEffect(() => {
    if (!stripe || !wallet) return;
    const pay = async (event: PaymentRequestPaymentMethodEvent) => {
      let completed = false;
      await onPay(async (clientSecret) => {
        // Stripe's wallet recipe: confirm without actions, close the sheet, then finish any 3-D Secure step.
        const first = await stripe.confirmCardPayment(
          clientSecret,
          { payment_method: event.paymentMethod.id },
          { handleActions: false },
        );
        completed = true;
        event.complete(first.error ? 'fail' : 'success');
        if (first.error) return first.error.message ?? t({ id: 'payment.cardFailed' });
        if (first.paymentIntent.status !== 'requires_action') return null;
        const second = await stripe.confirmCardPayment(clientSecret);
        return second.error ? (second.error.message ?? t({ id: 'payment.cardFailed' })) : null;
      });
      // The order was refused before the card was confirmed: the wallet's sheet must still be closed.
      if (!completed) event.complete('fail');
    };
    const onPaymentMethod = (event: PaymentRequestPaymentMethodEvent) => void pay(event);
    wallet.request.on('paymentmethod', onPaymentMethod);
    return () => {
      wallet.request.off('paymentmethod', onPaymentMethod);
    };
  }, [stripe, wallet, onPay, t]);

  if (!wallet) return null;
  return (
    <div className="space-y-2 border-t border-navy-100 pt-4">
      <p className="text-sm font-bold text-navy-800">{t({ id: 'payment.orPayUsing' })}</p>
      <button
        type="button"
        disabled={processing}
        onClick={() => wallet.request.show()}
        className={`${buttonStyles.secondary} w-full`}
      >
        {processing
          ? t({ id: 'payment.processing' })
          : wallet.name
            ? t({ id: 'payment.payWith' }, { wallet: wallet.name })
            : t({ id: 'payment.payWithWallet' })}
      </button>
    </div>
  );
}
