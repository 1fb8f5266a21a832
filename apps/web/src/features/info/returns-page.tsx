import { FormattedMessage, useIntl } from 'react-intl';
import { bold, linkTo, srOnly, TEXT_LINK } from '@/shared/i18n/message-parts';
import { useDocumentMeta } from '@/shared/seo/use-document-meta';
import { useStoreConfig } from '@/shared/store-config/get-store-config';
import { ContentSection } from '@/shared/ui/content-section';
import { PageContainer } from '@/shared/ui/page-container';
import { PageHeading } from '@/shared/ui/page-heading';

const ordersLink = linkTo('/orders');

export function ReturnsPage() {
  const { formatMessage: t } = useIntl();
  useDocumentMeta(t({ id: 'returns.title' }));
  const { email, whatsappNumber } = useStoreConfig();
  return (
    <PageContainer narrow>
      <PageHeading>{t({ id: 'returns.title' })}</PageHeading>
      <p className="mt-3 text-navy-600">{t({ id: 'returns.intro' })}</p>

      <ContentSection title={t({ id: 'returns.windowTitle' })}>
        <p>{t({ id: 'returns.windowText' })}</p>
        <ul className="list-disc space-y-1 ps-5">
          <li>{t({ id: 'returns.conditionUnworn' })}</li>
          <li>{t({ id: 'returns.conditionTags' })}</li>
          <li>{t({ id: 'returns.conditionPackaging' })}</li>
        </ul>
      </ContentSection>

      <ContentSection title={t({ id: 'returns.exceptionsTitle' })}>
        <p>{t({ id: 'returns.exceptionsText' })}</p>
        <ul className="list-disc space-y-1 ps-5">
          <li>{t({ id: 'returns.exceptionUnderwear' })}</li>
          <li>{t({ id: 'returns.exceptionToys' })}</li>
        </ul>
        <p>{t({ id: 'returns.exceptionsFaulty' })}</p>
      </ContentSection>

      <ContentSection title={t({ id: 'returns.howTitle' })}>
        <ol className="list-decimal space-y-2 ps-5">
          <li>
            <FormattedMessage id="returns.stepOrderId" values={{ orders: ordersLink }} />
          </li>
          <li>
            <FormattedMessage
              id="returns.stepContact"
              values={{
                email: (chunks) => (
                  <a
                    href={`mailto:${email}?subject=${encodeURIComponent(t({ id: 'returns.emailSubject' }))}`}
                    className={TEXT_LINK}
                  >
                    {chunks}
                  </a>
                ),
                whatsapp: (chunks) => (
                  <a
                    href={`https://wa.me/${whatsappNumber}`}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={TEXT_LINK}
                  >
                    {chunks}
                  </a>
                ),
                sr: srOnly,
              }}
            />
          </li>
          <li>{t({ id: 'returns.stepConfirm' })}</li>
          <li>{t({ id: 'returns.stepPack' })}</li>
        </ol>
      </ContentSection>

      <ContentSection title={t({ id: 'returns.exchangesTitle' })}>
        <p>{t({ id: 'returns.exchangesText' })}</p>
      </ContentSection>

      <ContentSection title={t({ id: 'returns.refundsTitle' })}>
        <p>{t({ id: 'returns.refundsText' })}</p>
        <ul className="list-disc space-y-1 ps-5">
          <li>
            <FormattedMessage id="returns.refundCard" values={{ b: bold }} />
          </li>
          <li>
            <FormattedMessage id="returns.refundCash" values={{ b: bold }} />
          </li>
        </ul>
        <p>{t({ id: 'returns.deliveryRefund' })}</p>
      </ContentSection>

      <ContentSection title={t({ id: 'returns.faultyTitle' })}>
        <p>{t({ id: 'returns.faultyText' })}</p>
      </ContentSection>

      <ContentSection title={t({ id: 'returns.changedMindTitle' })}>
        <p>
          <FormattedMessage
            id="returns.changedMindText"
            values={{
              orders: ordersLink,
              help: linkTo('/help'),
            }}
          />
        </p>
      </ContentSection>
    </PageContainer>
  );
}
