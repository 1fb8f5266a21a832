import { STOCK_REASON_LABELS, type StockMovement } from '@souq/shared/schemas/admin-stock';
import { sizeLabel } from '@souq/shared/sizes/size-tables';
import { formatDateTime } from '@/shared/format/dates';
import { formatDelta } from '../stock-ledger';
import { MovementSource } from './movement-source';

const deltaClass = (delta: number) =>
  delta > 0 ? 'text-mint-700' : delta < 0 ? 'text-danger' : 'text-navy-600';

/** The ledger on a wide screen: one row per change, every column. */
export function MovementsTable({ movements }: { movements: readonly StockMovement[] }) {
  return (
    <div className="hidden overflow-x-auto md:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Stock history, newest first</caption>
        <thead className="bg-navy-50 text-xs uppercase tracking-wide text-navy-600">
          <tr>
            {['When', 'Colour', 'Size', 'Change', 'Stock after', 'Reason', 'Order or staff', 'Note'].map(
              (heading) => (
                <th key={heading} scope="col" className="px-3 py-3 font-extrabold whitespace-nowrap">
                  {heading}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-navy-100">
          {movements.map((m) => (
            <tr key={m.id} className="hover:bg-cream">
              <td className="px-3 py-3 whitespace-nowrap">
                <time dateTime={m.at}>{formatDateTime(m.at)}</time>
              </td>
              <td className="px-3 py-3">{m.colorName}</td>
              <td className="px-3 py-3 whitespace-nowrap">{sizeLabel(m.size)}</td>
              <td className={`px-3 py-3 font-extrabold tabular-nums ${deltaClass(m.delta)}`}>
                {formatDelta(m.delta)}
              </td>
              <td className="px-3 py-3 font-bold tabular-nums">{m.stockAfter}</td>
              <td className="px-3 py-3">{STOCK_REASON_LABELS[m.reason]}</td>
              <td className="px-3 py-3">
                <MovementSource movement={m} />
              </td>
              <td className="max-w-64 px-3 py-3 break-words whitespace-pre-line">{m.note}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The ledger on a phone: each change as a short entry, what happened first. */
export function MovementsList({ movements }: { movements: readonly StockMovement[] }) {
  return (
    <ol aria-label="Stock history, newest first" className="divide-y divide-navy-100 md:hidden">
      {movements.map((m) => (
        <li key={m.id} className="py-3">
          <div className="flex items-baseline justify-between gap-3">
            <p className="font-bold">{STOCK_REASON_LABELS[m.reason]}</p>
            <p className={`text-lg font-extrabold tabular-nums ${deltaClass(m.delta)}`}>
              {formatDelta(m.delta)}
            </p>
          </div>
          <p className="text-sm">
            {m.colorName} · {sizeLabel(m.size)} · <span className="font-bold">{m.stockAfter}</span> after
          </p>
          <p className="text-sm text-navy-600">
            <MovementSource movement={m} /> · <time dateTime={m.at}>{formatDateTime(m.at)}</time>
          </p>
          {m.note ? <p className="mt-1 text-sm break-words whitespace-pre-line">{m.note}</p> : null}
        </li>
      ))}
    </ol>
  );
}
