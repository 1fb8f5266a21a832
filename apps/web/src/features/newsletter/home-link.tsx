import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { buttonStyles } from '@/shared/ui/button-styles';

/** The newsletter pages' way back to the shop. */
export function HomeLink() {
  const { formatMessage: t } = useIntl();
  return (
    <Link to="/" className={buttonStyles.secondary}>
      {t({ id: 'newsletter.backHome' })}
    </Link>
  );
}
