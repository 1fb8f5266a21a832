import type { AdminProduct } from '@souq/shared/schemas/admin-products';
import { sizeLabel } from '@souq/shared/sizes/size-tables';
import type { StockTarget } from '../stock-editor-form';
import { cellOf, gridSizes, stockLevel } from '../stock-grid';
import { StockCell } from './stock-cell';

interface StockGridProps {
  product: AdminProduct;
  /** The store's low-stock line, or null until it is known (then only sold out is marked). */
  lowStockLine: number | null;
  onEdit: (target: StockTarget, button: HTMLButtonElement) => void;
}

/**
 * Colours down, sizes across, each cell a size's stock. On a phone the table scrolls sideways inside its
 * frame, the colour names staying in view, rather than the whole page growing wider than the screen.
 */
export function StockGrid({ product, lowStockLine, onEdit }: StockGridProps) {
  const sizes = gridSizes(product.colors);
  return (
    <>
      {/* About four sizes fit a phone's width; past that the frame scrolls, which nothing else shows. */}
      {sizes.length > 4 ? (
        <p className="mb-2 text-sm text-navy-600 sm:hidden">Swipe the grid sideways for every size.</p>
      ) : null}
      <div className="-mx-4 overflow-x-auto px-4 sm:-mx-5 sm:px-5">
        <table className="border-separate border-spacing-1.5 text-left text-sm">
          <caption className="sr-only">Stock by colour and size</caption>
          <thead>
            <tr>
              <th
                scope="col"
                className="sticky left-0 z-10 bg-white pr-2 text-xs uppercase tracking-wide text-navy-600"
              >
                Colour
              </th>
              {sizes.map((size) => (
                <th key={size} scope="col" className="px-1 text-center font-extrabold whitespace-nowrap">
                  {sizeLabel(size)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {product.colors.map((color) => (
              <tr key={color.id}>
                <th scope="row" className="sticky left-0 z-10 max-w-36 bg-white pr-2 font-bold break-words">
                  {color.colorName}
                </th>
                {sizes.map((size) => {
                  const cell = cellOf(color, size);
                  return (
                    <td key={size} className="p-0">
                      {cell ? (
                        <StockCell
                          colorName={color.colorName}
                          size={size}
                          stock={cell.stock}
                          level={stockLevel(cell.stock, lowStockLine ?? -1)}
                          onEdit={(button) =>
                            onEdit({ productId: product.id, colorName: color.colorName, size }, button)
                          }
                        />
                      ) : (
                        <span className="flex min-h-14 items-center justify-center text-navy-300">
                          <span aria-hidden="true">—</span>
                          <span className="sr-only">Not made in this size</span>
                        </span>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
