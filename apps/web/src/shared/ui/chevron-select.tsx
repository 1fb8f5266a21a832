import type { SelectHTMLAttributes } from 'react';
import { ChevronDownIcon } from './icons';

const base =
  'min-h-11 cursor-pointer appearance-none border-2 border-navy-100 bg-white pe-9 text-navy-800 hover:border-navy-300 focus:border-coral-500 disabled:cursor-not-allowed';

/**
 * A native select (the phone's own picker, keyboard and screen-reader support) drawn in the store's style
 * with a chevron; `className` adds the shape and size a page wants.
 */
export function ChevronSelect({
  className = '',
  wrapperClassName = '',
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & { wrapperClassName?: string }) {
  return (
    <div className={`relative ${wrapperClassName}`}>
      <select {...props} className={`${base} ${className}`} />
      <ChevronDownIcon className="pointer-events-none absolute top-1/2 end-3 h-4 w-4 -translate-y-1/2 text-navy-600" />
    </div>
  );
}
