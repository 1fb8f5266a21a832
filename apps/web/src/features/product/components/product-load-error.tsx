import { useIntl } from 'react-intl';
import { buttonStyles } from '@/shared/ui/button-styles';
import { PageContainer } from '@/shared/ui/page-container';

/** A failed load that is not a missing product (offline, server trouble) can be retried, not "not found". */
export function ProductLoadError({ message, onRetry }: { message: string; onRetry(): void }) {
  const { formatMessage: t } = useIntl();
  return (
    <PageContainer narrow>
      <h1 className="text-2xl font-extrabold text-navy-800">{t({ id: 'product.loadError' })}</h1>
      <p role="alert" className="mt-2 text-navy-600">
        {message}
      </p>
      <button type="button" onClick={onRetry} className={`${buttonStyles.primary} mt-6`}>
        {t({ id: 'ui.tryAgain' })}
      </button>
    </PageContainer>
  );
}
