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
import { Link } from 'react-router';
import { useDocumentMeta } from '@/shared/seo/use-document-meta';
import { Card } from '@/shared/ui/card';
import { ContentSection } from '@/shared/ui/content-section';
import { PageContainer } from '@/shared/ui/page-container';
import { PageHeading } from '@/shared/ui/page-heading';

function SizeChartTable() {
  return (
    <Card className="overflow-x-auto">
      <table className="w-full min-w-[20rem] text-left text-sm">
        <caption className="px-3 pt-3 pb-2 text-left font-semibold text-navy-600 sm:px-4">
          Clothing sizes with height, weight and age
        </caption>
        <thead className="bg-navy-50 text-navy-800">
          <tr>
            {SIZE_CHART_HEADERS.map((header) => (
              <th key={header} scope="col" className="px-3 py-3 font-extrabold sm:px-4">
                {header}
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
              <td className="px-3 py-3 whitespace-nowrap sm:px-4">{row.height}</td>
              <td className="px-3 py-3 whitespace-nowrap sm:px-4">{row.weight}</td>
              <td className="px-3 py-3 sm:px-4">{row.age}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

const chip = 'rounded-full bg-white px-3 py-1 text-sm font-bold text-navy-800 ring-1 ring-navy-100';

export function SizeGuidePage() {
  useDocumentMeta('Size Guide');
  return (
    <PageContainer narrow>
      <PageHeading>Size Guide</PageHeading>
      <p className="mt-3 text-navy-600">
        Our clothing sizes are based on your child&apos;s height in centimetres. Children grow at their own
        pace, so go by height first and use age only as a rough guide. When your child is between two sizes,
        choose the larger one.
      </p>

      <ContentSection title="Clothing size chart">
        <SizeChartTable />
      </ContentSection>

      <ContentSection title="Age labels on the size buttons">
        <p>Each size button on a product page also shows an age range as a quick guide:</p>
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-5">
          {Object.entries(SIZE_BUTTON_AGE_LABELS).map(([size, age]) => (
            <div key={size} className="rounded-xl bg-white px-3 py-2 ring-1 ring-navy-100">
              <dt className="font-extrabold text-navy-800">{size}</dt>
              <dd className="text-sm">{age}</dd>
            </div>
          ))}
        </dl>
      </ContentSection>

      <ContentSection title="Shoes">
        <p>
          Shoes come in EU sizes from {sizeLabel(String(SHOE_SIZE_MIN))} to {sizeLabel(String(SHOE_SIZE_MAX))}
          :
        </p>
        <ul className="flex flex-wrap gap-2" aria-label="Shoe sizes">
          {SHOE_SIZES.map((size) => (
            <li key={size} className={chip}>
              {sizeLabel(size)}
            </li>
          ))}
        </ul>
      </ContentSection>

      <ContentSection title="Toys">
        <p>
          Toys are <span className={chip}>{FREE_SIZE}</span>, so there is no size to choose. Check the age
          guidance on the box before you buy.
        </p>
      </ContentSection>

      <ContentSection title="How to measure">
        <ol className="list-decimal space-y-2 pl-5">
          <li>
            <span className="font-bold text-navy-800">Height:</span> have your child stand barefoot with their
            back against a wall, heels together. Lay a book flat on top of their head, mark the wall
            underneath it and measure from the floor to the mark.
          </li>
          <li>
            <span className="font-bold text-navy-800">Feet:</span> stand your child on a sheet of paper, trace
            around the foot and measure from the heel to the longest toe; use the longer foot. Compare with
            the insole of shoes that fit well now, allowing about a thumb&apos;s width of room in front of the
            toes.
          </li>
        </ol>
        <p>
          Still unsure?{' '}
          <Link to="/help#contact" className="font-bold text-coral-700 underline">
            Contact us
          </Link>{' '}
          with your child&apos;s height and we&apos;ll help you choose.
        </p>
      </ContentSection>
    </PageContainer>
  );
}
