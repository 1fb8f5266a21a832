import type { ReactNode } from 'react';

interface FilterPanelProps {
  id: string;
  /** Phones only: from md up the panel is a sidebar that is always shown. */
  open: boolean;
  children: ReactNode;
  className?: string;
}

/** spec §2 Listing: the filters, folded away on small screens until FILTERS is pressed. */
export function FilterPanel({ id, open, children, className = '' }: FilterPanelProps) {
  return (
    <aside id={id} aria-label="Filters" className={`${open ? 'block' : 'hidden'} md:block ${className}`}>
      <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-navy-100 md:sticky md:top-24">
        <h2 className="mb-3 hidden border-b border-navy-100 pb-3 text-sm font-extrabold tracking-wide text-navy-800 md:block">
          FILTERS
        </h2>
        {children}
      </div>
    </aside>
  );
}
