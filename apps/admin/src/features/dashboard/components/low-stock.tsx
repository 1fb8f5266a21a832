import type { DashboardResponse } from '@souq/shared/schemas/admin-dashboard';
import { sizeLabel } from '@souq/shared/sizes/size-tables';
import { Card } from '@/shared/ui/card';

/** Sizes about to run out (the store's low-stock line or fewer left), fewest first as the api sends them. */
export function LowStock({ rows, threshold }: { rows: DashboardResponse['lowStock']; threshold: number }) {
  return (
    <Card as="section" aria-labelledby="low-stock" className="p-5">
      <h2 id="low-stock" className="text-lg font-extrabold">
        Low stock
      </h2>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-navy-600">Every size has more than {threshold} left.</p>
      ) : (
        <div className="mt-2 max-h-96 overflow-y-auto">
          <table className="w-full text-left text-sm">
            <thead className="sticky top-0 bg-white text-xs uppercase tracking-wide text-navy-600">
              <tr>
                <th scope="col" className="py-2">
                  Product
                </th>
                <th scope="col" className="py-2">
                  Colour
                </th>
                <th scope="col" className="py-2">
                  Size
                </th>
                <th scope="col" className="py-2 text-right">
                  Left
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-navy-100">
              {rows.map((row) => (
                <tr key={`${row.productId}/${row.colorName}/${row.size}`}>
                  <th scope="row" className="py-2 pr-2 font-bold">
                    {row.name}
                  </th>
                  <td className="py-2 pr-2">{row.colorName}</td>
                  <td className="py-2 pr-2">{sizeLabel(row.size)}</td>
                  <td className={`py-2 text-right font-extrabold ${row.stocks === 0 ? 'text-danger' : ''}`}>
                    {row.stocks === 0 ? 'Sold out' : row.stocks}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
