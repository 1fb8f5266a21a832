import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useDocumentMeta } from '@/shared/seo/use-document-meta';
import { buttonStyles } from '@/shared/ui/button-styles';
import { Notice } from '@/shared/ui/notice';
import { PageContainer } from '@/shared/ui/page-container';
import { useUnsubscribeNewsletter } from './api/unsubscribe-newsletter';
import { HomeLink } from './home-link';

/**
 * /newsletter/unsubscribe?token=…, the link in every marketing e-mail (docs/product/accounts.md,
 * "Newsletter"). Opening it asks first: mail scanners open links too, and a click should be the reader's.
 * Mail clients' one-click unsubscribe POSTs to this address instead, and the api answers that itself.
 */
export function NewsletterUnsubscribePage() {
  const { formatMessage: t } = useIntl();
  useDocumentMeta(t({ id: 'newsletter.unsubscribeTitle' }));
  const token = useSearchParams()[0].get('token') ?? '';
  const unsubscribe = useUnsubscribeNewsletter();

  if (token === '') {
    return (
      <PageContainer narrow>
        <Notice
          heading="h1"
          title={t({ id: 'newsletter.unsubscribeIncomplete' })}
          text={t({ id: 'newsletter.unsubscribeIncompleteText' })}
          action={<HomeLink />}
          className="gap-4"
        />
      </PageContainer>
    );
  }
  if (unsubscribe.isSuccess) {
    return (
      <PageContainer narrow>
        <Notice
          heading="h1"
          title={t({ id: 'newsletter.unsubscribed' })}
          text={t({ id: 'newsletter.unsubscribedText' })}
          action={<HomeLink />}
          className="gap-4"
        />
      </PageContainer>
    );
  }
  return (
    <PageContainer narrow>
      <Notice
        heading="h1"
        title={t({ id: 'newsletter.unsubscribeQuestion' })}
        text={t({ id: 'newsletter.unsubscribeText' })}
        action={
          <div className="flex w-full flex-col items-center gap-3">
            {unsubscribe.isError ? (
              <p role="alert" className="font-semibold text-danger">
                {unsubscribe.error.message}
              </p>
            ) : null}
            <button
              type="button"
              onClick={() => unsubscribe.mutate({ token })}
              disabled={unsubscribe.isPending}
              className={buttonStyles.primary}
            >
              {t({ id: unsubscribe.isPending ? 'newsletter.unsubscribing' : 'newsletter.unsubscribe' })}
            </button>
          </div>
        }
        className="gap-4"
      />
    </PageContainer>
  );
}
