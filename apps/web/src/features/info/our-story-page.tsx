import { STORE_NAME } from '@souq/shared/config/store';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { MessageId } from '@/shared/i18n/messages';
import { useDocumentMeta } from '@/shared/seo/use-document-meta';
import { buttonStyles } from '@/shared/ui/button-styles';
import { Card } from '@/shared/ui/card';
import { PageContainer } from '@/shared/ui/page-container';
import { PageHeading } from '@/shared/ui/page-heading';

const VALUES: readonly { title: MessageId; text: MessageId }[] = [
  { title: 'ourStory.fabricsTitle', text: 'ourStory.fabricsText' },
  { title: 'ourStory.pricesTitle', text: 'ourStory.pricesText' },
  { title: 'ourStory.deliveryTitle', text: 'ourStory.deliveryText' },
];

export function OurStoryPage() {
  const { formatMessage: t } = useIntl();
  useDocumentMeta(t({ id: 'ourStory.title' }));
  return (
    <PageContainer narrow>
      <PageHeading>{t({ id: 'ourStory.title' })}</PageHeading>
      <div className="mt-6 grid items-center gap-6 sm:grid-cols-[2fr_3fr]">
        <img
          src="/art/spotlight-1.webp"
          alt=""
          width="600"
          height="800"
          className="mx-auto aspect-[3/4] w-full max-w-56 rounded-3xl object-cover sm:max-w-none"
        />
        <div className="space-y-3 text-navy-600">
          <p className="text-lg font-bold text-navy-800">
            {t({ id: 'ourStory.lead' }, { store: STORE_NAME })}
          </p>
          <p>{t({ id: 'ourStory.range' })}</p>
        </div>
      </div>

      <section className="mt-10">
        <h2 className="text-lg font-extrabold text-navy-800">{t({ id: 'ourStory.careTitle' })}</h2>
        <ul className="mt-3 grid gap-3 sm:grid-cols-3">
          {VALUES.map((value) => (
            <Card as="li" key={value.title} className="p-4">
              <h3 className="font-extrabold text-navy-800">{t({ id: value.title })}</h3>
              <p className="mt-1 text-sm text-navy-600">{t({ id: value.text })}</p>
            </Card>
          ))}
        </ul>
      </section>

      <section className="mt-10">
        <h2 className="text-lg font-extrabold text-navy-800">{t({ id: 'ourStory.helloTitle' })}</h2>
        <p className="mt-2 text-navy-600">{t({ id: 'ourStory.helloText' })}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Link to="/products" className={buttonStyles.primary}>
            {t({ id: 'ourStory.shopNow' })}
          </Link>
          <Link to="/help#contact" className={buttonStyles.secondary}>
            {t({ id: 'ourStory.contactUs' })}
          </Link>
        </div>
      </section>
    </PageContainer>
  );
}
