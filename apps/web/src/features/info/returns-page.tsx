import { Link } from 'react-router';
import { useDocumentMeta } from '@/shared/seo/use-document-meta';
import { useStoreConfig } from '@/shared/store-config/get-store-config';
import { ContentSection } from '@/shared/ui/content-section';
import { PageContainer } from '@/shared/ui/page-container';
import { PageHeading } from '@/shared/ui/page-heading';

const link = 'font-bold text-coral-700 underline';

export function ReturnsPage() {
  useDocumentMeta('Returns & Exchanges');
  const { email, whatsappNumber } = useStoreConfig();
  return (
    <PageContainer narrow>
      <PageHeading>Returns &amp; Exchanges</PageHeading>
      <p className="mt-3 text-navy-600">
        Didn&apos;t get the size right, or changed your mind? No problem. Here is how returns and exchanges
        work.
      </p>

      <ContentSection title="14 days to return or exchange">
        <p>You can return or exchange items within 14 days of delivery, as long as they are:</p>
        <ul className="list-disc space-y-1 pl-5">
          <li>unworn, unwashed and free of marks, perfumes or pet hair;</li>
          <li>with all their original tags attached;</li>
          <li>in their original packaging, with any accessories or parts included.</li>
        </ul>
      </ContentSection>

      <ContentSection title="Items we can't take back">
        <p>For hygiene reasons, we can&apos;t accept returns of:</p>
        <ul className="list-disc space-y-1 pl-5">
          <li>underwear, swimwear and socks;</li>
          <li>toys that have been removed from sealed packaging, such as teethers and bath toys.</li>
        </ul>
        <p>This does not apply if the item arrived faulty or damaged.</p>
      </ContentSection>

      <ContentSection title="How to start a return">
        <ol className="list-decimal space-y-2 pl-5">
          <li>
            Find your order ID in{' '}
            <Link to="/orders" className={link}>
              My Orders
            </Link>
            .
          </li>
          <li>
            Contact us by{' '}
            <a href={`mailto:${email}?subject=Return%20request`} className={link}>
              email
            </a>{' '}
            or{' '}
            <a
              href={`https://wa.me/${whatsappNumber}`}
              target="_blank"
              rel="noopener noreferrer"
              className={link}
            >
              WhatsApp<span className="sr-only"> (opens in a new tab)</span>
            </a>{' '}
            with your order ID, the items you&apos;d like to return, and whether you want a refund or a
            different size.
          </li>
          <li>
            We&apos;ll confirm your return and arrange for a courier to collect the items from your address.
          </li>
          <li>Pack the items securely in their original packaging, ready for collection.</li>
        </ol>
      </ContentSection>

      <ContentSection title="Exchanges">
        <p>
          We can swap an item for a different size or colour of the same product while it is in stock. If the
          one you want has sold out, we&apos;ll refund you instead.
        </p>
      </ContentSection>

      <ContentSection title="Refunds">
        <p>
          Once your return reaches us and we&apos;ve checked it, we refund you to the original payment method:
        </p>
        <ul className="list-disc space-y-1 pl-5">
          <li>
            <span className="font-bold text-navy-800">Card payments</span> go back to the same card. Your bank
            may take a few business days to show it.
          </li>
          <li>
            <span className="font-bold text-navy-800">Cash on delivery</span> orders are refunded by bank
            transfer. We&apos;ll ask for the account holder&apos;s name and IBAN of a UAE bank account.
          </li>
        </ul>
        <p>Delivery charges are refunded only when an item was faulty, damaged or not what you ordered.</p>
      </ContentSection>

      <ContentSection title="Faulty, damaged or wrong item?">
        <p>
          We&apos;re sorry! Please contact us as soon as possible with your order ID and a photo of the item.
          We&apos;ll collect it at no cost to you and send a replacement or give you a full refund, including
          delivery.
        </p>
      </ContentSection>

      <ContentSection title="Changed your mind before delivery?">
        <p>
          You can cancel an order yourself in{' '}
          <Link to="/orders" className={link}>
            My Orders
          </Link>{' '}
          until it has shipped. Have a question? Visit our{' '}
          <Link to="/help" className={link}>
            Help page
          </Link>
          .
        </p>
      </ContentSection>
    </PageContainer>
  );
}
