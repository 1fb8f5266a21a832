import { STORE_NAME } from '@souq/shared/config/store';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { linkTo, TEXT_LINK } from '@/shared/i18n/message-parts';
import { useDocumentMeta } from '@/shared/seo/use-document-meta';
import { useStoreConfig } from '@/shared/store-config/get-store-config';
import { ContentSection } from '@/shared/ui/content-section';
import { Ltr } from '@/shared/ui/ltr';
import { PageContainer } from '@/shared/ui/page-container';
import { PageHeading } from '@/shared/ui/page-heading';

/** The day this policy took effect (a calendar day, the same in every time zone). */
const EFFECTIVE = Date.UTC(2025, 9, 14);

const strong = (chunks: ReactNode[]) => <strong className="text-navy-800">{chunks}</strong>;

/**
 * The privacy page (docs/product/storefront.md); it names where the data really is (a PostgreSQL database)
 * and says exactly what "Download my data" and "Delete my account" do (docs/product/accounts.md, "Your data").
 */
export function PrivacyPage() {
  const { formatMessage: t, formatDate } = useIntl();
  useDocumentMeta(t({ id: 'privacy.title' }));
  const { email } = useStoreConfig();
  return (
    <PageContainer narrow>
      <PageHeading>{t({ id: 'privacy.title' })}</PageHeading>
      <p className="mt-2 font-semibold text-navy-600">
        {t(
          { id: 'legal.effective' },
          {
            date: formatDate(EFFECTIVE, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }),
          },
        )}
      </p>
      <p className="mt-4 text-navy-600">{t({ id: 'privacy.intro' }, { store: STORE_NAME })}</p>
      <ContentSection title={t({ id: 'privacy.collectTitle' })}>
        <ul className="list-disc space-y-1 ps-5">
          <li>{t({ id: 'privacy.collectAccount' })}</li>
          <li>{t({ id: 'privacy.collectAddresses' })}</li>
          <li>{t({ id: 'privacy.collectPayment' })}</li>
          <li>{t({ id: 'privacy.collectNewsletter' })}</li>
          <li>{t({ id: 'privacy.collectDevice' })}</li>
        </ul>
      </ContentSection>
      <ContentSection title={t({ id: 'privacy.storedTitle' })}>
        <p>{t({ id: 'privacy.storedText' })}</p>
      </ContentSection>
      <ContentSection title={t({ id: 'privacy.cookiesTitle' })}>
        <p>{t({ id: 'privacy.cookiesNone' })}</p>
        <p>{t({ id: 'privacy.localStorage' })}</p>
      </ContentSection>
      <ContentSection id="emails" title={t({ id: 'privacy.emailsTitle' })}>
        <p>{t({ id: 'privacy.emailsService' })}</p>
        <p>{t({ id: 'privacy.emailsMarketing' })}</p>
      </ContentSection>
      <ContentSection id="newsletter" title={t({ id: 'privacy.newsletterTitle' })}>
        <p>{t({ id: 'privacy.newsletterConfirm' })}</p>
        <p>{t({ id: 'privacy.newsletterUnsubscribe' })}</p>
      </ContentSection>
      <ContentSection id="your-data" title={t({ id: 'privacy.yourDataTitle' })}>
        <p>
          <FormattedMessage
            id="privacy.yourDataIntro"
            values={{
              profile: linkTo('/profile'),
            }}
          />
        </p>
        <p>
          <FormattedMessage id="privacy.download" values={{ b: strong }} />
        </p>
        <p>
          <FormattedMessage id="privacy.delete" values={{ b: strong }} />
        </p>
        <ul className="list-disc space-y-1 ps-5">
          <li>{t({ id: 'privacy.deleteIdentity' })}</li>
          <li>{t({ id: 'privacy.deleteSaved' })}</li>
          <li>{t({ id: 'privacy.deleteNewsletter' })}</li>
          <li>{t({ id: 'privacy.deleteSignIn' })}</li>
        </ul>
        <p>{t({ id: 'privacy.keepOrders' })}</p>
        <p>{t({ id: 'privacy.freeAgain' })}</p>
      </ContentSection>
      <ContentSection title={t({ id: 'privacy.retentionTitle' })}>
        <p>{t({ id: 'privacy.retentionText' })}</p>
      </ContentSection>
      <ContentSection title={t({ id: 'privacy.rightsTitle' })}>
        <p>
          <FormattedMessage
            id="privacy.rightsText"
            values={{
              email: (
                <a href={`mailto:${email}`} className={TEXT_LINK}>
                  <Ltr>{email}</Ltr>
                </a>
              ),
            }}
          />
        </p>
      </ContentSection>
    </PageContainer>
  );
}
