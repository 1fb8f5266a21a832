import {
  FREE_SIZE,
  SHOE_SIZE_MAX,
  SHOE_SIZE_MIN,
  SHOE_SIZES,
  SIZE_BUTTON_AGE_LABELS,
  SIZE_CHART,
  SIZE_CHART_HEADERS,
  sizeLabel,
} from '@souq/shared/sizes/size-tables';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { bold, linkTo } from '@/shared/i18n/message-parts';
import type { MessageId } from '@/shared/i18n/messages';
import { useDocumentMeta } from '@/shared/seo/use-document-meta';
import { Card } from '@/shared/ui/card';
import { ContentSection } from '@/shared/ui/content-section';
import { Ltr } from '@/shared/ui/ltr';
import { PageContainer } from '@/shared/ui/page-container';
import { PageHeading } from '@/shared/ui/page-heading';

type FormatMessage = IntlShape['formatMessage'];

/** The chart's headers (packages/shared keeps them in English, for the api too), in the page's language. */
const HEADER_IDS: Record<(typeof SIZE_CHART_HEADERS)[number], MessageId> = {
  Size: 'sizeGuide.headerSize',
  'Height (cm)': 'sizeGuide.headerHeight',
  'Weight (cm)': 'sizeGuide.headerWeight',
  Age: 'sizeGuide.headerAge',
};

/** A chart age ('0-1 Years Old', 'Around 13 Years Old', '1-2') in the page's language; bare figures stay. */
function chartAge(age: string, t: FormatMessage): string {
  const range = /^(\d+)-(\d+) Years Old$/.exec(age);
  if (range) return t({ id: 'sizeGuide.chartAgeRange' }, { from: Number(range[1]), to: Number(range[2]) });
  const around = /^Around (\d+) Years Old$/.exec(age);
  if (around) return t({ id: 'sizeGuide.chartAgeAround' }, { age: Number(around[1]) });
  return age;
}

/** A size button's age label ('0–1 Years') in the page's language. */
function buttonAge(age: string, t: FormatMessage): string {
  const range = /^(\d+)–(\d+) Years$/.exec(age);
  return range ? t({ id: 'sizeGuide.ageRange' }, { from: Number(range[1]), to: Number(range[2]) }) : age;
}

function SizeChartTable() {
  const { formatMessage: t } = useIntl();
  return (
    <Card className="overflow-x-auto">
      <table className="w-full min-w-[20rem] text-start text-sm">
        <caption className="px-3 pt-3 pb-2 text-start font-semibold text-navy-600 sm:px-4">
          {t({ id: 'sizeGuide.chartCaption' })}
        </caption>
        <thead className="bg-navy-50 text-navy-800">
          <tr>
            {SIZE_CHART_HEADERS.map((header) => (
              <th key={header} scope="col" className="px-3 py-3 font-extrabold sm:px-4">
                {t({ id: HEADER_IDS[header] })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-navy-100">
          {SIZE_CHART.map((row) => (
            <tr key={row.size}>
              <th scope="row" className="px-3 py-3 font-extrabold text-navy-800 sm:px-4">
                {row.size}
              </th>
              <td className="px-3 py-3 whitespace-nowrap sm:px-4">
                <Ltr>{row.height}</Ltr>
              </td>
              <td className="px-3 py-3 whitespace-nowrap sm:px-4">
                <Ltr>{row.weight}</Ltr>
              </td>
              <td className="px-3 py-3 sm:px-4">{chartAge(row.age, t)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

const chip = 'rounded-full bg-white px-3 py-1 text-sm font-bold text-navy-800 ring-1 ring-navy-100';
export function SizeGuidePage() {
  const { formatMessage: t } = useIntl();
  useDocumentMeta(t({ id: 'sizeGuide.title' }));
  return (
    <PageContainer narrow>
      <PageHeading>{t({ id: 'sizeGuide.title' })}</PageHeading>
      <p className="mt-3 text-navy-600">{t({ id: 'sizeGuide.intro' })}</p>

      <ContentSection title={t({ id: 'sizeGuide.chartTitle' })}>
        <SizeChartTable />
      </ContentSection>

      <ContentSection title={t({ id: 'sizeGuide.ageLabelsTitle' })}>
        <p>{t({ id: 'sizeGuide.ageLabelsText' })}</p>
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-5">
          {Object.entries(SIZE_BUTTON_AGE_LABELS).map(([size, age]) => (
            <div key={size} className="rounded-xl bg-white px-3 py-2 ring-1 ring-navy-100">
              <dt className="font-extrabold text-navy-800">{size}</dt>
              <dd className="text-sm">{buttonAge(age, t)}</dd>
            </div>
          ))}
        </dl>
      </ContentSection>

      <ContentSection title={t({ id: 'sizeGuide.shoesTitle' })}>
        <p>
          <FormattedMessage
            id="sizeGuide.shoesText"
            values={{
              min: <Ltr>{sizeLabel(String(SHOE_SIZE_MIN))}</Ltr>,
              max: <Ltr>{sizeLabel(String(SHOE_SIZE_MAX))}</Ltr>,
            }}
          />
        </p>
        <ul className="flex flex-wrap gap-2" aria-label={t({ id: 'sizeGuide.shoeSizes' })}>
          {SHOE_SIZES.map((size) => (
            <li key={size} className={chip}>
              <Ltr>{sizeLabel(size)}</Ltr>
            </li>
          ))}
        </ul>
      </ContentSection>

      <ContentSection title={t({ id: 'sizeGuide.toysTitle' })}>
        <p>
          <FormattedMessage
            id="sizeGuide.toysText"
            values={{
              freeSize: (
                <span className={chip}>
                  <Ltr>{FREE_SIZE}</Ltr>
                </span>
              ),
            }}
          />
        </p>
      </ContentSection>

      <ContentSection title={t({ id: 'sizeGuide.measureTitle' })}>
        <ol className="list-decimal space-y-2 ps-5">
          <li>
            <FormattedMessage id="sizeGuide.measureHeight" values={{ b: bold }} />
          </li>
          <li>
            <FormattedMessage id="sizeGuide.measureFeet" values={{ b: bold }} />
          </li>
        </ol>
        <p>
          <FormattedMessage
            id="sizeGuide.stillUnsure"
            values={{
              contact: linkTo('/help#contact'),
            }}
          />
        </p>
      </ContentSection>
    </PageContainer>
  );
}
