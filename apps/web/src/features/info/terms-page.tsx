import { STORE_NAME } from '@souq/shared/config/store';
import { Link } from 'react-router';
import { useDocumentMeta } from '@/shared/seo/use-document-meta';
import { type SellerIdentity, useSeller, useStoreConfig } from '@/shared/store-config/get-store-config';
import { pricesVatSentence } from '@/shared/store-config/seller-text';
import { ContentSection } from '@/shared/ui/content-section';
import { PageContainer } from '@/shared/ui/page-container';
import { PageHeading } from '@/shared/ui/page-heading';

const link = 'font-bold text-coral-700 underline';

export function TermsPage() {
  useDocumentMeta('Terms and Conditions');
  const { email, phone } = useStoreConfig();
  const { seller, failed } = useSeller();
  return (
    <PageContainer narrow>
      <PageHeading>Terms and Conditions</PageHeading>
      <p className="mt-2 font-semibold text-navy-600">Effective October 14, 2025</p>
      <p className="mt-4 text-navy-600">
        These terms apply when you use the {STORE_NAME} website or app and when you buy from us. By using the
        site or placing an order, you agree to them. Please read them together with our{' '}
        <Link to="/privacy" className={link}>
          Privacy Policy
        </Link>
        .
      </p>

      <ContentSection title="Who we are">
        {seller ? (
          <WhoWeAre seller={seller} />
        ) : (
          <p role={failed ? 'alert' : 'status'}>
            {failed
              ? 'Our company details could not be loaded. Please reload the page to see them.'
              : "Loading the store's details..."}
          </p>
        )}
      </ContentSection>

      <ContentSection title="1. Using our site">
        <p>
          Please use the site for personal shopping only and in line with UAE law. Don&apos;t try to disrupt
          it, access it by automated means, or copy its content, images or design without our written
          permission.
        </p>
      </ContentSection>

      <ContentSection title="2. Your account">
        <p>
          You need an account to add items to your cart and place orders. Keep your details accurate and your
          password private; you are responsible for what happens in your account. You must be 18 or over to
          place an order. We may suspend accounts that misuse the site.
        </p>
      </ContentSection>

      <ContentSection title="3. Prices and product information">
        <p>
          All prices are in UAE dirhams (AED) and include VAT. Delivery charges are shown separately at
          checkout before you pay. We describe and photograph our products as accurately as we can, but
          colours can look slightly different on different screens. If an item is listed at a clearly wrong
          price, we will contact you before sending it, and you can choose to pay the correct price or cancel.
        </p>
      </ContentSection>

      <ContentSection title="4. Availability and order acceptance">
        <p>
          Products are available while stock lasts. Placing an order is an offer to buy; we may decline or
          cancel it, for example if an item is out of stock, a price was wrong, or we cannot deliver to the
          address given. If we do, we will tell you and refund anything you have paid in full.
        </p>
      </ContentSection>

      <ContentSection title="5. Discount codes">
        <p>
          Each discount code can be used once per customer, and one code applies per order. Codes have no cash
          value, cannot be exchanged or transferred, and may be withdrawn or carry conditions stated when they
          are offered.
        </p>
      </ContentSection>

      <ContentSection title="6. Payment">
        <p>
          You can pay by debit or credit card at checkout, or choose cash on delivery and pay the full amount
          in AED to the courier when your order arrives. Card payments are processed by our payment provider;
          we never see or store your full card details.
        </p>
      </ContentSection>

      <ContentSection title="7. Delivery">
        <p>
          We deliver to addresses in all seven emirates of the UAE. Normal delivery takes 2–3 business days
          and is free when your cart total after sale prices is above AED 169; otherwise it costs AED 25.
          Express delivery takes 1–2 business days and adds AED 10. Delivery times are estimates and may be
          longer during public holidays or events outside our control. Please make sure someone can receive
          the order at the address given.
        </p>
      </ContentSection>

      <ContentSection title="8. Cancellations and returns">
        <p>
          You can cancel an order in{' '}
          <Link to="/orders" className={link}>
            My Orders
          </Link>{' '}
          until it is shipped. Returns and exchanges are covered by our{' '}
          <Link to="/returns" className={link}>
            Returns &amp; Exchanges policy
          </Link>
          . Nothing in these terms affects your rights under UAE consumer protection law.
        </p>
      </ContentSection>

      <ContentSection title="9. Product safety">
        <p>
          Please follow the age guidance, warnings and care instructions supplied with each product, and
          supervise young children when they play with toys.
        </p>
      </ContentSection>

      <ContentSection title="10. Our liability">
        <p>
          We are responsible for loss you suffer that is a foreseeable result of us breaking these terms. We
          are not responsible for indirect or unforeseeable loss, or for delays caused by events outside our
          control. Our total liability for an order is limited to the amount you paid for it, except where the
          law does not allow such a limit.
        </p>
      </ContentSection>

      <ContentSection title="11. Changes to these terms">
        <p>
          We may update these terms from time to time. The version shown on this page when you place an order
          applies to that order.
        </p>
      </ContentSection>

      <ContentSection title="12. Governing law">
        <p>
          These terms are governed by the laws of the United Arab Emirates as applied in the Emirate of Dubai.
          Any dispute will be settled by the courts of Dubai.
        </p>
      </ContentSection>

      <ContentSection title="13. Contact us">
        <p>
          Questions about these terms? Email{' '}
          <a href={`mailto:${email}`} className={link}>
            {email}
          </a>{' '}
          or call{' '}
          <a href={`tel:${phone.replace(/\s/g, '')}`} className={`${link} whitespace-nowrap`}>
            {phone}
          </a>
          .
        </p>
      </ContentSection>
    </PageContainer>
  );
}

/** The seller's legal identity, as the owner keeps it in the back office (GET /api/store/config). */
function WhoWeAre({ seller }: { seller: SellerIdentity }) {
  const facts: [string, string][] = [
    ['Legal name', seller.legalName],
    ['Trading name', seller.tradingName],
    ['Address', seller.address],
    ['Trade licence', seller.tradeLicence],
    ['Issuing authority', seller.licenceAuthority],
  ];
  if (seller.vatRegistered && seller.trn) facts.push(['TRN', seller.trn]);
  return (
    <>
      <p>
        {seller.tradingName} is run by {seller.legalName}, licensed in the United Arab Emirates.
      </p>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-bold text-navy-800">{label}</dt>
            <dd className="mb-2 break-words whitespace-pre-line sm:mb-0">{value}</dd>
          </div>
        ))}
      </dl>
      <p>{pricesVatSentence(seller)}</p>
    </>
  );
}
