import { Link, useSearchParams } from 'react-router';
import { useDocumentMeta } from '@/shared/seo/use-document-meta';
import { buttonStyles } from '@/shared/ui/button-styles';
import { Notice } from '@/shared/ui/notice';
import { PageContainer } from '@/shared/ui/page-container';
import { useUnsubscribeNewsletter } from './api/unsubscribe-newsletter';

const homeLink = (
  <Link to="/" className={buttonStyles.secondary}>
    Back to the home page
  </Link>
);

/**
 * /newsletter/unsubscribe?token=…, the link in every marketing e-mail (docs/product/accounts.md,
 * "Newsletter"). Opening it asks first: mail scanners open links too, and a click should be the reader's.
 * Mail clients' one-click unsubscribe POSTs to this address instead, and the api answers that itself.
 */
export function NewsletterUnsubscribePage() {
  useDocumentMeta('Unsubscribe');
  const token = useSearchParams()[0].get('token') ?? '';
  const unsubscribe = useUnsubscribeNewsletter();

  if (token === '') {
    return (
      <PageContainer narrow>
        <Notice
          heading="h1"
          title="This unsubscribe link is incomplete"
          text="Open the link in one of our emails, or copy all of it into your browser."
          action={homeLink}
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
          title="You are unsubscribed"
          text="We will not send our newsletter to this address again. Changed your mind? You can subscribe again on the home page at any time."
          action={homeLink}
          className="gap-4"
        />
      </PageContainer>
    );
  }
  return (
    <PageContainer narrow>
      <Notice
        heading="h1"
        title="Unsubscribe from our newsletter?"
        text="We will stop sending our newsletter to this address. Emails about your orders and your account still come."
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
              {unsubscribe.isPending ? 'Unsubscribing...' : 'Unsubscribe'}
            </button>
          </div>
        }
        className="gap-4"
      />
    </PageContainer>
  );
}
