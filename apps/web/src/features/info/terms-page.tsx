import { STORE_NAME } from '@souq/shared/config/store';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { linkTo, TEXT_LINK } from '@/shared/i18n/message-parts';
import type { MessageId } from '@/shared/i18n/messages';
import { useDocumentMeta } from '@/shared/seo/use-document-meta';
import { type SellerIdentity, useSeller, useStoreConfig } from '@/shared/store-config/get-store-config';
import { pricesVatSentence } from '@/shared/store-config/seller-text';
import { ContentSection } from '@/shared/ui/content-section';
import { Ltr } from '@/shared/ui/ltr';
import { PageContainer } from '@/shared/ui/page-container';
import { PageHeading } from '@/shared/ui/page-heading';

/** The day these terms took effect (a calendar day, the same in every time zone). */
const EFFECTIVE = Date.UTC(2025, 9, 14);

const ltr = (chunks: ReactNode[]) => <Ltr>{chunks}</Ltr>;

/** The numbered sections that are one paragraph each, in order. */
const PLAIN_SECTIONS: readonly [title: MessageId, text: MessageId][] = [
  ['terms.usingTitle', 'terms.usingText'],
  ['terms.accountTitle', 'terms.accountText'],
  ['terms.pricesTitle', 'terms.pricesText'],
  ['terms.availabilityTitle', 'terms.availabilityText'],
  ['terms.discountTitle', 'terms.discountText'],
  ['terms.paymentTitle', 'terms.paymentText'],
];

const LATER_SECTIONS: readonly [title: MessageId, text: MessageId][] = [
  ['terms.safetyTitle', 'terms.safetyText'],
  ['terms.liabilityTitle', 'terms.liabilityText'],
  ['terms.changesTitle', 'terms.changesText'],
  ['terms.lawTitle', 'terms.lawText'],
];

export function TermsPage() {
  const { formatMessage: t, formatDate } = useIntl();
  useDocumentMeta(t({ id: 'terms.title' }));
  const { email, phone } = useStoreConfig();
  const { seller, failed } = useSeller();
  return (
    <PageContainer narrow>
      <PageHeading>{t({ id: 'terms.title' })}</PageHeading>
      <p className="mt-2 font-semibold text-navy-600">
        {t(
          { id: 'legal.effective' },
          {
            date: formatDate(EFFECTIVE, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }),
          },
        )}
      </p>
      <p className="mt-4 text-navy-600">
        <FormattedMessage
          id="terms.intro"
          values={{
            store: STORE_NAME,
            privacy: linkTo('/privacy'),
          }}
        />
      </p>

      <ContentSection title={t({ id: 'terms.whoTitle' })}>
        {seller ? (
          <WhoWeAre seller={seller} />
        ) : (
          <p role={failed ? 'alert' : 'status'}>
            {t({ id: failed ? 'terms.detailsFailed' : 'terms.detailsLoading' })}
          </p>
        )}
      </ContentSection>

      {PLAIN_SECTIONS.map(([title, text]) => (
        <ContentSection key={title} title={t({ id: title })}>
          <p>{t({ id: text })}</p>
        </ContentSection>
      ))}

      <ContentSection title={t({ id: 'terms.deliveryTitle' })}>
        <p>
          <FormattedMessage id="terms.deliveryText" values={{ ltr }} />
        </p>
      </ContentSection>

      <ContentSection title={t({ id: 'terms.cancelTitle' })}>
        <p>
          <FormattedMessage
            id="terms.cancelText"
            values={{
              orders: linkTo('/orders'),
              returns: linkTo('/returns'),
            }}
          />
        </p>
      </ContentSection>

      {LATER_SECTIONS.map(([title, text]) => (
        <ContentSection key={title} title={t({ id: title })}>
          <p>{t({ id: text })}</p>
        </ContentSection>
      ))}

      <ContentSection title={t({ id: 'terms.contactTitle' })}>
        <p>
          <FormattedMessage
            id="terms.contactText"
            values={{
              email: (
                <a href={`mailto:${email}`} className={TEXT_LINK}>
                  <Ltr>{email}</Ltr>
                </a>
              ),
              phone: (
                <a href={`tel:${phone.replace(/\s/g, '')}`} className={`${TEXT_LINK} whitespace-nowrap`}>
                  <Ltr>{phone}</Ltr>
                </a>
              ),
            }}
          />
        </p>
      </ContentSection>
    </PageContainer>
  );
}

/** The seller's legal identity, as the owner keeps it in the back office (GET /api/store/config). */
function WhoWeAre({ seller }: { seller: SellerIdentity }) {
  const { formatMessage: t } = useIntl();
  const facts: [MessageId, string][] = [
    ['terms.legalName', seller.legalName],
    ['terms.tradingName', seller.tradingName],
    ['terms.address', seller.address],
    ['terms.tradeLicence', seller.tradeLicence],
    ['terms.issuingAuthority', seller.licenceAuthority],
  ];
  if (seller.vatRegistered && seller.trn) facts.push(['terms.trn', seller.trn]);
  return (
    <>
      <p>
        <FormattedMessage
          id="terms.runBy"
          values={{
            tradingName: <Ltr>{seller.tradingName}</Ltr>,
            legalName: <Ltr>{seller.legalName}</Ltr>,
          }}
        />
      </p>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-bold text-navy-800">{t({ id: label })}</dt>
            <dd className="mb-2 break-words whitespace-pre-line sm:mb-0">
              <Ltr>{value}</Ltr>
            </dd>
          </div>
        ))}
      </dl>
      <p>{pricesVatSentence(seller, t)}</p>
    </>
  );
}
