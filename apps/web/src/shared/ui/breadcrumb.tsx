import { useIntl } from 'react-intl';
import { Link } from 'react-router';

interface BreadcrumbStep {
  label: string;
  to: string;
}

const linkStyles = 'inline-flex min-h-11 items-center rounded hover:text-coral-700 hover:underline';

/**
 * The trail above a page: links to the pages above it, then where the shopper is (see
 * docs/product/storefront.md).
 */
export function Breadcrumb({ trail, current }: { trail: readonly BreadcrumbStep[]; current: string }) {
  const { formatMessage: t } = useIntl();
  return (
    <nav aria-label={t({ id: 'ui.breadcrumb' })} className="mb-2 text-sm text-navy-600 sm:mb-4">
      <ol className="flex flex-wrap items-center gap-x-2">
        {trail.map((step) => (
          <li key={step.to} className="flex items-center gap-x-2">
            <Link to={step.to} className={linkStyles}>
              {step.label}
            </Link>
            <span aria-hidden="true">/</span>
          </li>
        ))}
        <li aria-current="page" className="font-semibold text-navy-800">
          {current}
        </li>
      </ol>
    </nav>
  );
}
