import { useIntl } from 'react-intl';
import { PageContainer } from '@/shared/ui/page-container';

const bar = 'rounded-full bg-navy-100';

/** Product page: the loading placeholder, shaped like the page so nothing jumps when it loads. */
export function ProductSkeleton() {
  const { formatMessage: t } = useIntl();
  return (
    <PageContainer>
      <div role="status" className="animate-pulse">
        <span className="sr-only">{t({ id: 'product.loading' })}</span>
        <div aria-hidden="true">
          <div className={`mb-4 h-4 w-56 sm:mb-6 ${bar}`} />
          <div className="grid gap-6 md:grid-cols-2 md:gap-10">
            <div className="aspect-[3/4] w-full rounded-3xl bg-navy-100" />
            <div className="space-y-4">
              <div className={`h-8 w-4/5 ${bar}`} />
              <div className={`h-4 w-32 ${bar}`} />
              <div className={`h-8 w-40 ${bar}`} />
              <div className={`h-4 w-full ${bar}`} />
              <div className={`h-4 w-3/4 ${bar}`} />
              <div className="flex gap-3 pt-2">
                <div className="h-20 w-16 rounded-xl bg-navy-100" />
                <div className="h-20 w-16 rounded-xl bg-navy-100" />
              </div>
              <div className="flex gap-2">
                {[1, 2, 3, 4].map((n) => (
                  <div key={n} className="h-14 w-20 rounded-xl bg-navy-100" />
                ))}
              </div>
              <div className={`h-12 w-full ${bar}`} />
            </div>
          </div>
        </div>
      </div>
    </PageContainer>
  );
}
