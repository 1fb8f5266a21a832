/** What the grid's marks mean, with the line the low mark counts against. */
export function StockLegend({ lowStockLine }: { lowStockLine: number | null }) {
  return (
    <ul aria-label="Key" className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
      {lowStockLine !== null ? (
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="h-4 w-6 rounded border-2 border-sunny bg-sunny/30" />
          Low: {lowStockLine} or fewer left
        </li>
      ) : null}
      <li className="flex items-center gap-2">
        <span
          aria-hidden="true"
          className="h-4 w-6 rounded border-2 border-dashed border-danger bg-coral-50"
        />
        Sold out: 0 left
      </li>
      <li className="flex items-center gap-2">
        <span aria-hidden="true" className="text-navy-300">
          —
        </span>
        Not made in that size
      </li>
    </ul>
  );
}
