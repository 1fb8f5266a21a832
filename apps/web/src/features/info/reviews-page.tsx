import { STORE_NAME } from '@souq/shared/config/store';
import { useDocumentMeta } from '@/shared/seo/use-document-meta';
import { useStoreConfig } from '@/shared/store-config/get-store-config';
import { cardClass } from '@/shared/ui/card';
import { ContentSection } from '@/shared/ui/content-section';
import { ChatIcon, MailIcon } from '@/shared/ui/icons';
import { PageContainer } from '@/shared/ui/page-container';
import { PageHeading } from '@/shared/ui/page-heading';

const cardLink = `${cardClass()} flex min-h-11 items-center gap-3 p-4 font-bold text-navy-800 hover:ring-coral-300`;
const newTab = <span className="sr-only"> (opens in a new tab)</span>;

/** There is no review system yet, so this page asks for feedback rather than showing any. */
export function ReviewsPage() {
  useDocumentMeta('Reviews');
  const { email, whatsappNumber, social } = useStoreConfig();
  const socialLinks = [
    { href: social.instagram, label: 'Instagram' },
    { href: social.facebook, label: 'Facebook' },
    { href: social.snapchat, label: 'Snapchat' },
    { href: social.tiktok, label: 'TikTok' },
  ];
  return (
    <PageContainer narrow>
      <PageHeading>Reviews</PageHeading>
      <p className="mt-3 text-navy-600">
        We don&apos;t show customer reviews on {STORE_NAME} yet, and we would rather show none than make any
        up. When reviews arrive here, they will come from real customers only.
      </p>

      <ContentSection title="Share your review">
        <p>
          Loved an outfit, or think something could be better? Tell us, in a few words or a few paragraphs.
        </p>
        <div className="grid gap-3 sm:grid-cols-2">
          <a href={`mailto:${email}?subject=My%20review`} className={cardLink}>
            <MailIcon className="h-5 w-5 shrink-0 text-coral-700" />
            <span className="min-w-0 break-words">Email us at {email}</span>
          </a>
          <a
            href={`https://wa.me/${whatsappNumber}`}
            target="_blank"
            rel="noopener noreferrer"
            className={cardLink}
          >
            <ChatIcon className="h-5 w-5 shrink-0 text-coral-700" />
            <span>Message us on WhatsApp{newTab}</span>
          </a>
        </div>
      </ContentSection>

      <ContentSection title="Tag us on social media">
        <p>Posting about your order? Tag us, so we can see it too.</p>
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
                {newTab}
              </a>
            </li>
          ))}
        </ul>
      </ContentSection>

      <ContentSection title="We read every message">
        <p>
          Every review, comment and suggestion reaches our customer care team, and we read each one. Your
          feedback helps us choose what to stock and how to improve. If something went wrong with an order,
          include your order ID from My Orders so we can put it right quickly.
        </p>
      </ContentSection>
    </PageContainer>
  );
}
