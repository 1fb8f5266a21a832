import type { ConfirmCard } from '../payment-outcome';

/** What either gateway's card form gets from the payment page. */
export interface CardPaymentProps {
  /** The grand total in AED, for the buttons and the wallet sheet. */
  amount: number;
  /** The card provider confirms with the billing name and email. */
  billing: { name: string; email: string };
  processing: boolean;
  /** Runs the card flow with this gateway's way of confirming the card; resolves when the attempt ended. */
  onPay: (confirmCard: ConfirmCard) => Promise<void>;
  onPayHosted: () => void;
}
