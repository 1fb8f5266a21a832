import { STORE_NAME } from '@souq/shared/config/store';
import { useDocumentMeta } from '@/shared/seo/use-document-meta';
import { useStoreConfig } from '@/shared/store-config/get-store-config';
import { ContentSection } from '@/shared/ui/content-section';
import { PageContainer } from '@/shared/ui/page-container';
import { PageHeading } from '@/shared/ui/page-heading';

/**
 * The privacy page (docs/product/storefront.md); it names where the data really is (a PostgreSQL database).
 */
export function PrivacyPage() {
  useDocumentMeta('Privacy Policy');
  const { email } = useStoreConfig();
  return (
    <PageContainer narrow>
      <PageHeading>Privacy Policy</PageHeading>
      <p className="mt-2 font-semibold text-navy-600">Effective October 14, 2025</p>
      <p className="mt-4 text-navy-600">
        This policy explains what {STORE_NAME} collects when you use our website and our app (the site also
        ships as a PWA on an app store), how it is kept, and the choices you have.
      </p>
      <ContentSection title="Information we collect">
        <ul className="list-disc space-y-1 pl-5">
          <li>Your name, email address and phone number when you create an account.</li>
          <li>Delivery addresses you enter at checkout.</li>
          <li>
            Payment information. Card details are handled by our card payment provider and never reach or stay
            on our servers.
          </li>
          <li>Your IP address and device data (such as browser type) sent with each request.</li>
        </ul>
      </ContentSection>
      <ContentSection title="How your data is stored">
        <p>
          Your account, orders, cart and wishlist are stored in a PostgreSQL database operated for the store.
          Passwords are stored only as one-way hashes.
        </p>
      </ContentSection>
      <ContentSection title="Cookies and tracking">
        <p>We use no cookies and no trackers.</p>
        <p>
          Your browser&apos;s local storage holds your cart and your login state so they are still there when
          you come back. Signing out removes the login state.
        </p>
      </ContentSection>
      <ContentSection title="Your rights">
        <p>
          You may request access to, correction of, or deletion of your personal data at any time by writing
          to our support email{' '}
          <a href={`mailto:${email}`} className="font-bold text-coral-700 underline">
            {email}
          </a>
          .
        </p>
      </ContentSection>
    </PageContainer>
  );
}
