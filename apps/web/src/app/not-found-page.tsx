import { STORE_NAME } from '@souq/shared/config/store';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useDocumentMeta } from '@/shared/seo/use-document-meta';
import { buttonStyles } from '@/shared/ui/button-styles';
import { PageContainer } from '@/shared/ui/page-container';

/** The logo and the text '404, Page not found'. */
export function NotFoundPage() {
  const { formatMessage: t } = useIntl();
  useDocumentMeta(t({ id: 'notFound.title' }));
  return (
    <PageContainer narrow>
      <div className="flex flex-col items-center py-12 text-center">
        <img src="/art/logo.webp" alt={STORE_NAME} width="96" height="96" className="h-24 w-24" />
        <h1 className="mt-6 text-2xl font-extrabold text-navy-800">{t({ id: 'notFound.heading' })}</h1>
        <p className="mt-2 text-navy-600">{t({ id: 'notFound.text' })}</p>
        <Link to="/" className={`${buttonStyles.primary} mt-6`}>
          {t({ id: 'notFound.back' })}
        </Link>
      </div>
    </PageContainer>
  );
}
