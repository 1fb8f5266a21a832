import { STORE_NAME } from '@souq/shared/config/store';
import { FormattedMessage, useIntl } from 'react-intl';
import { srOnly } from '@/shared/i18n/message-parts';
import { useDocumentMeta } from '@/shared/seo/use-document-meta';
import { useStoreConfig } from '@/shared/store-config/get-store-config';
import { cardClass } from '@/shared/ui/card';
import { ContentSection } from '@/shared/ui/content-section';
import { ChatIcon, MailIcon } from '@/shared/ui/icons';
import { Ltr } from '@/shared/ui/ltr';
import { PageContainer } from '@/shared/ui/page-container';
import { PageHeading } from '@/shared/ui/page-heading';

const cardLink = `${cardClass()} flex min-h-11 items-center gap-3 p-4 font-bold text-navy-800 hover:ring-coral-300`;

/** There is no review system yet, so this page asks for feedback rather than showing any. */
export function ReviewsPage() {
  const { formatMessage: t } = useIntl();
  useDocumentMeta(t({ id: 'reviews.title' }));
  const { email, whatsappNumber, social } = useStoreConfig();
  const socialLinks = [
    { href: social.instagram, label: 'Instagram' },
    { href: social.facebook, label: 'Facebook' },
    { href: social.snapchat, label: 'Snapchat' },
    { href: social.tiktok, label: 'TikTok' },
  ];
  return (
    <PageContainer narrow>
      <PageHeading>{t({ id: 'reviews.title' })}</PageHeading>
      <p className="mt-3 text-navy-600">{t({ id: 'reviews.intro' }, { store: STORE_NAME })}</p>

      <ContentSection title={t({ id: 'reviews.shareTitle' })}>
        <p>{t({ id: 'reviews.shareText' })}</p>
        <div className="grid gap-3 sm:grid-cols-2">
          <a
            href={`mailto:${email}?subject=${encodeURIComponent(t({ id: 'reviews.emailSubject' }))}`}
            className={cardLink}
          >
            <MailIcon className="h-5 w-5 shrink-0 text-coral-700" />
            <span className="min-w-0 break-words">
              <FormattedMessage id="reviews.emailUs" values={{ email: <Ltr>{email}</Ltr> }} />
            </span>
          </a>
          <a
            href={`https://wa.me/${whatsappNumber}`}
            target="_blank"
            rel="noopener noreferrer"
            className={cardLink}
          >
            <ChatIcon className="h-5 w-5 shrink-0 text-coral-700" />
            <span>
              <FormattedMessage id="reviews.whatsApp" values={{ sr: srOnly }} />
            </span>
          </a>
        </div>
      </ContentSection>

      <ContentSection title={t({ id: 'reviews.socialTitle' })}>
        <p>{t({ id: 'reviews.socialText' })}</p>
        <ul className="flex flex-wrap gap-3">
          {socialLinks.map((link) => (
            <li key={link.label}>
              <a
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-11 items-center rounded-full bg-white px-5 font-bold text-navy-800 shadow-sm ring-1 ring-navy-100 hover:ring-coral-300"
              >
                {link.label}
                <span className="sr-only">{t({ id: 'reviews.opensInNewTab' })}</span>
              </a>
            </li>
          ))}
        </ul>
      </ContentSection>

      <ContentSection title={t({ id: 'reviews.readTitle' })}>
        <p>{t({ id: 'reviews.readText' })}</p>
      </ContentSection>
    </PageContainer>
  );
}
