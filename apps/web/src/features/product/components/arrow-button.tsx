import { useIntl } from 'react-intl';
import { ChevronDownIcon } from '@/shared/ui/icons';

interface ArrowButtonProps {
  direction: 'previous' | 'next';
  onClick(): void;
  className?: string;
}

/** The round prev/next arrow over the enlarged image; on an Arabic page "next" points left. */
export function ArrowButton({ direction, onClick, className = '' }: ArrowButtonProps) {
  const { formatMessage: t } = useIntl();
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={t({ id: direction === 'previous' ? 'product.previousImage' : 'product.nextImage' })}
      className={`absolute top-1/2 z-10 flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-navy-800 shadow-md transition-opacity hover:bg-white disabled:pointer-events-none disabled:opacity-0 ${className}`}
    >
      <ChevronDownIcon
        className={`h-5 w-5 ${direction === 'previous' ? 'rotate-90 rtl:-rotate-90' : '-rotate-90 rtl:rotate-90'}`}
      />
    </button>
  );
}
