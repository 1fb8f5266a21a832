import type { DashboardResponse } from '@souq/shared/schemas/admin-dashboard';
import { formatAedAmount } from '@/shared/format/money';
import { Card } from '@/shared/ui/card';

/** The period's best sellers by what they brought in. */
export function TopProducts({ products }: { products: DashboardResponse['topProducts'] }) {
  return (
    <Card as="section" aria-labelledby="top-products" className="p-5">
      <h2 id="top-products" className="text-lg font-extrabold">
        Top products
      </h2>
      {products.length === 0 ? (
        <p className="mt-2 text-sm text-navy-600">No sales in this period yet.</p>
      ) : (
        <table className="mt-2 w-full text-left text-sm">
          <thead className="text-xs uppercase tracking-wide text-navy-600">
            <tr>
              <th scope="col" className="py-2">
                Product
              </th>
              <th scope="col" className="py-2 text-right">
                Units
              </th>
              <th scope="col" className="py-2 text-right">
                Sales
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-navy-100">
            {products.map((product) => (
              <tr key={product.productId}>
                <th scope="row" className="py-2 pr-2 font-bold">
                  {product.name}
                </th>
                <td className="py-2 text-right">{product.units}</td>
                <td className="py-2 pl-2 text-right whitespace-nowrap">{formatAedAmount(product.sales)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}
