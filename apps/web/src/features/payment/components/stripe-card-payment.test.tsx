import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '@/shared/i18n/render-with-intl';
import type { ConfirmCard } from '../payment-outcome';

const mocks = vi.hoisted(() => ({
  stripe: null as null | {
    confirmCardPayment: ReturnType<typeof vi.fn>;
    paymentRequest: ReturnType<typeof vi.fn>;
  },
  card: { kind: 'card-number-element' },
  toastError: vi.fn(),
}));

vi.mock('@stripe/stripe-js', () => ({ loadStripe: () => Promise.resolve(null) }));
vi.mock('@/shared/ui/toast', () => ({ toast: { error: mocks.toastError } }));
vi.mock('@stripe/react-stripe-js', () => {
  // Each Element is a button that reports itself complete, as Stripe's iframe would once filled in.
  const element =
    (name: string) =>
    ({ onChange }: { onChange: (event: { complete: boolean }) => void }) => (
      <button type="button" onClick={() => onChange({ complete: true })}>
        fill {name}
      </button>
    );
  return {
    Elements: ({ children }: { children: React.ReactNode }) => children,
    useStripe: () => mocks.stripe,
    useElements: () => ({ getElement: () => mocks.card }),
    CardNumberElement: element('number'),
    CardExpiryElement: element('expiry'),
    CardCvcElement: element('cvc'),
  };
});

const { StripeCardPayment } = await import('./stripe-card-payment');

function renderForm(onPay = vi.fn<(confirm: ConfirmCard) => Promise<void>>()) {
  renderWithIntl(
    <StripeCardPayment
      publishableKey="pk_test_123"
      amount={94}
      billing={{ name: 'Layla Hassan', email: 'layla@example.com' }}
      processing={false}
      onPay={onPay}
      onPayHosted={vi.fn()}
    />,
  );
  return onPay;
}

const fillAll = () => {
  for (const name of ['number', 'expiry', 'cvc'])
    fireEvent.click(screen.getByRole('button', { name: `fill ${name}` }));
};

describe('the Stripe card form', () => {
  beforeEach(() => {
    mocks.toastError.mockReset();
    mocks.stripe = {
      confirmCardPayment: vi.fn(),
      paymentRequest: vi.fn(() => ({
        canMakePayment: () => Promise.resolve(null),
        on: vi.fn(),
        off: vi.fn(),
      })),
    };
  });

  it('says Stripe is not loaded yet before Stripe.js is ready', () => {
    mocks.stripe = null;
    const onPay = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Pay Now — AED 94.00' }));
    expect(mocks.toastError).toHaveBeenCalledWith('Stripe not loaded yet.');
    expect(onPay).not.toHaveBeenCalled();
  });

  it('names the incomplete fields and creates no order', () => {
    const onPay = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Pay Now — AED 94.00' }));
    expect(screen.getByText('Your card number is incomplete.')).toBeInTheDocument();
    expect(screen.getByText('Your card’s security code is incomplete.')).toBeInTheDocument();
    expect(onPay).not.toHaveBeenCalled();
  });

  it('confirms with the card Element and the billing name and email', async () => {
    const onPay = renderForm();
    fillAll();
    fireEvent.click(screen.getByRole('button', { name: 'Pay Now — AED 94.00' }));
    const confirm = onPay.mock.calls[0]?.[0];
    if (!confirm) throw new Error('Pay Now did not start a payment');

    mocks.stripe?.confirmCardPayment.mockResolvedValueOnce({ paymentIntent: { status: 'succeeded' } });
    await expect(confirm('pi_1_secret_2')).resolves.toBeNull();
    expect(mocks.stripe?.confirmCardPayment).toHaveBeenCalledWith('pi_1_secret_2', {
      payment_method: {
        card: mocks.card,
        billing_details: { name: 'Layla Hassan', email: 'layla@example.com' },
      },
    });

    mocks.stripe?.confirmCardPayment.mockResolvedValueOnce({
      error: { message: 'Your card has insufficient funds.' },
    });
    await expect(confirm('pi_1_secret_2')).resolves.toBe('Your card has insufficient funds.');
  });

  it('offers no wallet when the browser cannot pay with one', async () => {
    renderForm();
    await Promise.resolve();
    expect(mocks.stripe?.paymentRequest).toHaveBeenCalledWith(
      expect.objectContaining({
        country: 'AE',
        currency: 'aed',
        total: { label: 'Little Souq', amount: 9400 },
      }),
    );
    expect(screen.queryByText('Or pay using:')).toBeNull();
  });
});
