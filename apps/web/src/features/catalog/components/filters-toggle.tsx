import { useIntl } from 'react-intl';
import { ChevronDownIcon } from '@/shared/ui/icons';

interface FiltersToggleProps {
  open: boolean;
  onToggle: () => void;
  panelId: string;
}

/** Listing page: the FILTERS toggle folds the panel away on phones; from md up the panel is a sidebar. */
export function FiltersToggle({ open, onToggle, panelId }: FiltersToggleProps) {
  const { formatMessage: t } = useIntl();
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={panelId}
      onClick={onToggle}
      className="inline-flex min-h-11 items-center gap-1.5 rounded-full border-2 border-navy-800 bg-white px-3.5 text-sm font-extrabold tracking-wide text-navy-800 hover:bg-navy-50 md:hidden"
    >
      {t({ id: 'listing.filtersHeading' })}
      <ChevronDownIcon className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`} />
    </button>
  );
}
