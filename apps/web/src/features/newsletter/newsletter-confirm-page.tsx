import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { useDocumentMeta } from '@/shared/seo/use-document-meta';
import { buttonStyles } from '@/shared/ui/button-styles';
import { Notice } from '@/shared/ui/notice';
import { PageContainer } from '@/shared/ui/page-container';
import { useConfirmNewsletter } from './api/confirm-newsletter';
import { HomeLink } from './home-link';

/**
 * /newsletter/confirm?token=…, the link in the confirmation e-mail (docs/product/accounts.md, "Newsletter"):
 * opening it confirms the subscription, once, and says so.
 */
export function NewsletterConfirmPage() {
  const { formatMessage: t } = useIntl();
  useDocumentMeta(t({ id: 'newsletter.confirmTitle' }));
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
          title={t({ id: 'newsletter.confirmIncomplete' })}
          text={t({ id: 'newsletter.confirmIncompleteText' })}
          action={<HomeLink />}
          className="gap-4"
        />
      ) : isSuccess ? (
        <Notice
          heading="h1"
          title={t({ id: 'newsletter.subscribed' })}
          text={data.message}
          action={
            <Link to="/products" className={buttonStyles.primary}>
              {t({ id: 'newsletter.startShopping' })}
            </Link>
          }
          className="gap-4"
        />
      ) : isError ? (
        <Notice
          heading="h1"
          title={t({ id: 'newsletter.linkBroken' })}
          text={error.message}
          action={<HomeLink />}
          className="gap-4"
        />
      ) : (
        <p role="status" className="py-12 text-center font-semibold text-navy-600">
          {t({ id: 'newsletter.confirming' })}
        </p>
      )}
    </PageContainer>
  );
}
