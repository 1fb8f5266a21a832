import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useDocumentMeta } from '@/shared/seo/use-document-meta';
import { buttonStyles } from '@/shared/ui/button-styles';
import { Notice } from '@/shared/ui/notice';
import { PageContainer } from '@/shared/ui/page-container';
import { useConfirmNewsletter } from './api/confirm-newsletter';

const homeLink = (
  <Link to="/" className={buttonStyles.secondary}>
    Back to the home page
  </Link>
);

/**
 * /newsletter/confirm?token=…, the link in the confirmation e-mail (docs/product/accounts.md, "Newsletter"):
 * opening it confirms the subscription, once, and says so.
 */
export function NewsletterConfirmPage() {
  useDocumentMeta('Confirm your subscription');
  const token = useSearchParams()[0].get('token') ?? '';
  const { mutate, data, error, isError, isSuccess } = useConfirmNewsletter();
  // A link works once: sent once per visit, even when React runs the effect twice.
  const sent = useRef(false);
  useEffect(() => {
    if (token === '' || sent.current) return;
    sent.current = true;
    mutate({ token });
  }, [token, mutate]);

  return (
    <PageContainer narrow>
      {token === '' ? (
        <Notice
          heading="h1"
          title="This confirmation link is incomplete"
          text="Open the link in the email we sent you, or copy all of it into your browser."
          action={homeLink}
          className="gap-4"
        />
      ) : isSuccess ? (
        <Notice
          heading="h1"
          title="You are subscribed"
          text={data.message}
          action={
            <Link to="/products" className={buttonStyles.primary}>
              Start shopping
            </Link>
          }
          className="gap-4"
        />
      ) : isError ? (
        <Notice
          heading="h1"
          title="This link does not work"
          text={error.message}
          action={homeLink}
          className="gap-4"
        />
      ) : (
        <p role="status" className="py-12 text-center font-semibold text-navy-600">
          Confirming your subscription...
        </p>
      )}
    </PageContainer>
  );
}
