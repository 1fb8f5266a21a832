import { STORE_NAME } from '@souq/shared/config/store';
import { Link } from 'react-router';
import { useDocumentMeta } from '@/shared/seo/use-document-meta';
import { buttonStyles } from '@/shared/ui/button-styles';
import { Card } from '@/shared/ui/card';
import { PageContainer } from '@/shared/ui/page-container';
import { PageHeading } from '@/shared/ui/page-heading';

const VALUES = [
  {
    title: 'Comfortable fabrics',
    text: 'Children climb, run and nap in their clothes. We choose soft, breathable pieces that are easy to wash and made for play on warm UAE days.',
  },
  {
    title: 'Fair prices in AED',
    text: 'Every price is shown in dirhams with VAT included, and checkout lists each charge before you pay, so there are no surprises.',
  },
  {
    title: 'Fast delivery across the emirates',
    text: 'We deliver to all seven emirates in 2–3 business days, or 1–2 with Express, and you can pay by card or cash on delivery.',
  },
] as const;

export function OurStoryPage() {
  useDocumentMeta('Our Story');
  return (
    <PageContainer narrow>
      <PageHeading>Our Story</PageHeading>
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
            {STORE_NAME} is a small online store based in the United Arab Emirates, selling clothes, shoes and
            toys for babies, children and young teens.
          </p>
          <p>
            We keep our range focused: everyday outfits, dresses and sets for boys and girls, shoes from first
            steps to school, and toys that are fun to give and to get. Everything is picked with families here
            in mind.
          </p>
        </div>
      </div>

      <section className="mt-10">
        <h2 className="text-lg font-extrabold text-navy-800">What we care about</h2>
        <ul className="mt-3 grid gap-3 sm:grid-cols-3">
          {VALUES.map((value) => (
            <Card as="li" key={value.title} className="p-4">
              <h3 className="font-extrabold text-navy-800">{value.title}</h3>
              <p className="mt-1 text-sm text-navy-600">{value.text}</p>
            </Card>
          ))}
        </ul>
      </section>

      <section className="mt-10">
        <h2 className="text-lg font-extrabold text-navy-800">Say hello</h2>
        <p className="mt-2 text-navy-600">
          We&apos;re always happy to help with sizes, orders or gift ideas, and to hear what you think of us.
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Link to="/products" className={buttonStyles.primary}>
            Shop Now
          </Link>
          <Link to="/help#contact" className={buttonStyles.secondary}>
            Contact Us
          </Link>
        </div>
      </section>
    </PageContainer>
  );
}
