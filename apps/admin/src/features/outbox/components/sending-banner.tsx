import { KEPT_TEXT, SENDING_TEXT } from '../outbox-labels';

/** Whether the store's e-mail leaves at all: with no mail server, the outbox is where every e-mail stays. */
export function SendingBanner({ sending }: { sending: boolean }) {
  return (
    <p
      className={`mb-4 rounded-xl border-2 px-4 py-3 text-sm font-bold ${
        sending ? 'border-mint-700 bg-mint-100 text-mint-700' : 'border-sunny bg-sunny/20 text-navy-800'
      }`}
    >
      {sending ? SENDING_TEXT : KEPT_TEXT}
    </p>
  );
}
