import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Card } from '@/shared/ui/card';

interface FilterPanelProps {
  id: string;
  /** Phones only: from md up the panel is a sidebar that is always shown. */
  open: boolean;
  children: ReactNode;
  className?: string;
}

/** Listing page: the filters, folded away on small screens until FILTERS is pressed. */
export function FilterPanel({ id, open, children, className = '' }: FilterPanelProps) {
  const { formatMessage: t } = useIntl();
  return (
    <aside
      id={id}
      aria-label={t({ id: 'listing.filters' })}
      className={`${open ? 'block' : 'hidden'} md:block ${className}`}
    >
      <Card className="p-4 md:sticky md:top-24">
        <h2 className="mb-3 hidden border-b border-navy-100 pb-3 text-sm font-extrabold tracking-wide text-navy-800 md:block">
          {t({ id: 'listing.filtersHeading' })}
        </h2>
        {children}
      </Card>
    </aside>
  );
}
