import type { Header, ReactTable, Row, RowData, TableFeatures } from '@tanstack/react-table';

interface DataTableProps<TFeatures extends TableFeatures, TData extends RowData> {
  table: ReactTable<TFeatures, TData>;
  /** Read by screen readers only: what the rows are. */
  caption: string;
  /** The width from which the table shows; below it the page shows the same rows as cards. */
  from: 'md' | 'lg';
  /** The header cell's aria-sort, for a grid sorted by its headers (`ariaSort` in sort-button). */
  ariaSortOf?: (header: Header<TFeatures, TData, unknown>) => 'ascending' | 'descending' | 'none' | undefined;
  rowClassName?: (row: Row<TFeatures, TData>) => string;
  /** Classes a column's header and cells share, such as right-aligned amounts. */
  columnClassName?: (columnId: string) => string;
  /** Vertical padding of a body cell: roomier for rows of one line. */
  cellPadding?: 'py-2' | 'py-3';
}

/** A back office grid on a wide screen: one row per item, every column. */
export function DataTable<TFeatures extends TableFeatures, TData extends RowData>({
  table,
  caption,
  from,
  ariaSortOf,
  rowClassName = () => 'hover:bg-cream',
  columnClassName = () => '',
  cellPadding = 'py-3',
}: DataTableProps<TFeatures, TData>) {
  const shownFrom = from === 'md' ? 'md:block' : 'lg:block';
  return (
    <div
      className={`hidden overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-navy-100 ${shownFrom}`}
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-navy-50 text-xs uppercase tracking-wide text-navy-600">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th
                  key={header.id}
                  scope="col"
                  aria-sort={ariaSortOf?.(header)}
                  className={`px-3 font-extrabold ${ariaSortOf ? 'py-2' : 'py-3'} ${columnClassName(header.column.id)}`}
                >
                  {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody className="divide-y divide-navy-100">
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className={rowClassName(row)}>
              {row.getAllCells().map((cell) => (
                <td
                  key={cell.id}
                  className={`px-3 ${cellPadding} align-middle ${columnClassName(cell.column.id)}`}
                >
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
