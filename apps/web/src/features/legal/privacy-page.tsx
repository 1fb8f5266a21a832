import { STORE_NAME } from '@souq/shared/config/store';
import { Link } from 'react-router';
import { useDocumentMeta } from '@/shared/seo/use-document-meta';
import { useStoreConfig } from '@/shared/store-config/get-store-config';
import { ContentSection } from '@/shared/ui/content-section';
import { PageContainer } from '@/shared/ui/page-container';
import { PageHeading } from '@/shared/ui/page-heading';

const linkClass = 'font-bold text-coral-700 underline';

/**
 * The privacy page (docs/product/storefront.md); it names where the data really is (a PostgreSQL database)
 * and says exactly what "Download my data" and "Delete my account" do (docs/product/accounts.md, "Your data").
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
          <li>Delivery addresses you enter at checkout or save in your address book.</li>
          <li>
            Payment information. Card details are handled by our card payment provider and never reach or stay
            on our servers.
          </li>
          <li>Your email address, if you subscribe to our newsletter.</li>
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
      <ContentSection id="emails" title="Emails we send">
        <p>
          We email you about your orders (the confirmation, each change of status, a payment that did not go
          through) and about your account (a welcome when you join, password reset links, confirming a new
          email address). These are part of the service you asked for.
        </p>
        <p>
          Anything else, such as offers and new arrivals, is marketing: we send it only to newsletter
          subscribers who confirmed their address, as described below.
        </p>
      </ContentSection>
      <ContentSection id="newsletter" title="Our newsletter">
        <p>
          When you subscribe, we email you a link to confirm that the address is yours and that you want the
          newsletter. Until you open it we send you nothing else; an address that was on our list before we
          asked for this confirmation gets no newsletter either until it is confirmed.
        </p>
        <p>
          Every newsletter has an unsubscribe link that works without signing in, and your email app may offer
          a one-click unsubscribe. Unsubscribing removes your address from our list at once, and newsletters
          not yet sent to you are not sent.
        </p>
      </ContentSection>
      <ContentSection id="your-data" title="Download or delete your data">
        <p>
          Signed in, open your{' '}
          <Link to="/profile" className={linkClass}>
            Profile
          </Link>
          . Under Your data:
        </p>
        <p>
          <strong className="text-navy-800">Download my data</strong> saves a file (JSON) with everything we
          keep about you: your account (name, email, phone number and when you joined), your saved addresses,
          your orders with their items, amounts, status and delivery addresses, your wishlist, your cart, and
          whether your email is subscribed to the newsletter and confirmed.
        </p>
        <p>
          <strong className="text-navy-800">Delete my account</strong>, confirmed with your password, erases
          at once:
        </p>
        <ul className="list-disc space-y-1 pl-5">
          <li>your name, email address and phone number;</li>
          <li>your saved addresses, your cart and your wishlist;</li>
          <li>your newsletter subscription, and any emails to you not yet sent;</li>
          <li>your sign-in: you are signed out on every device and can no longer sign in.</li>
        </ul>
        <p>
          We keep your orders (what you bought, the prices and amounts, the dates, their status and the
          emirate they were delivered to) for 5 years, because UAE tax law requires us to keep our tax records
          for that long. The name, email address, phone number and street address on them are replaced, so
          they no longer say who you are. Tax invoices and credit notes already issued for your orders are the
          exception: the law requires us to keep them exactly as issued, with the name and address they were
          issued to, for the same 5 years, and nobody can change them. A card order still waiting for its
          payment is cancelled when you delete your account; an order on its way must be delivered or
          cancelled first. Our card payment provider keeps its own record of card payments.
        </p>
        <p>
          Your email address and phone number are free again afterwards: you may create a new account with
          them at any time.
        </p>
      </ContentSection>
      <ContentSection title="How long we keep your data">
        <p>
          Your account and what is in it stay while you have an account; your newsletter subscription until
          you unsubscribe or delete your account; your orders for 5 years, as above.
        </p>
      </ContentSection>
      <ContentSection title="Your rights">
        <p>
          You may request access to, correction of, or deletion of your personal data at any time by writing
          to our support email{' '}
          <a href={`mailto:${email}`} className={linkClass}>
            {email}
          </a>
          . You can also download or delete it yourself from your Profile, and change your name and phone
          number there.
        </p>
      </ContentSection>
    </PageContainer>
  );
}
