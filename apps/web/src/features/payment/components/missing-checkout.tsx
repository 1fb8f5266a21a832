import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { buttonStyles } from '@/shared/ui/button-styles';
import { Notice } from '@/shared/ui/notice';

/** The payment page reached without the checkout's hand-off (a direct visit or another tab). */
export function MissingCheckout() {
  const { formatMessage: t } = useIntl();
  return (
    <Notice
      heading="h2"
      title={t({ id: 'payment.missingCheckout' })}
      action={
        <Link to="/checkout" className={buttonStyles.primary}>
          {t({ id: 'payment.backToCheckout' })}
        </Link>
      }
      className="gap-5"
    />
  );
}
