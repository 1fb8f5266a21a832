interface SortButtonProps {
  label: string;
  /** Which way the grid is sorted by this column now, if it is. */
  sorted: false | 'asc' | 'desc';
  onToggle: ((event: unknown) => void) | undefined;
}

/**
 * A grid header that sorts by its column (a TanStack column's getIsSorted and getToggleSortingHandler). The
 * header cell carries aria-sort (`ariaSort`), which says to a screen reader which way the grid is sorted.
 */
export function SortButton({ label, sorted, onToggle }: SortButtonProps) {
  return (
    <button
      type="button"
      onClick={onToggle}
      className="-mx-1 inline-flex min-h-11 items-center gap-1 rounded-lg px-1 font-extrabold uppercase tracking-wide hover:text-navy-800"
    >
      {label}
      <span aria-hidden="true" className={sorted ? 'text-navy-800' : 'text-navy-300'}>
        {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
      </span>
    </button>
  );
}

/** The header cell's aria-sort for a column sorted `sorted`, or none for a column that cannot sort. */
export function ariaSort(canSort: boolean, sorted: false | 'asc' | 'desc') {
  if (!canSort) return undefined;
  return sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none';
}
