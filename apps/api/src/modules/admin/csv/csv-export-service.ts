import {
  ORDER_CSV_COLUMNS,
  type OrdersExportQuery,
  PRODUCT_CSV_COLUMNS,
} from '@souq/shared/schemas/admin-csv';
import type { Db } from '../../../db/client';
import { storeDay } from '../../../lib/store-day';
import { createCsvExportRepo } from './csv-export-repo';
import { type CsvFile, csvStream, pagedRows } from './csv-stream';
import { orderCsvRows } from './order-csv-rows';
import { productCsvRows } from './product-csv-rows';

/** Read a page at a time: a page of products is a few hundred rows, a page of orders about a thousand. */
const PRODUCTS_PAGE = 200;
const ORDERS_PAGE = 500;

/** The back office's CSV downloads (docs/product/back-office.md, "CSV"), streamed as they are read. */
export function createCsvExportService(db: Db) {
  const repo = createCsvExportRepo(db);
  return {
    /** Every product, archived ones too, one row per size, by SKU. */
    async products(now: Date): Promise<CsvFile> {
      const first = await repo.productsPage(null, PRODUCTS_PAGE);
      const rows = pagedRows(
        first,
        PRODUCTS_PAGE,
        (last) => repo.productsPage(last.sku, PRODUCTS_PAGE),
        productCsvRows,
      );
      return {
        filename: `products-${storeDay(now)}.csv`,
        body: csvStream(PRODUCT_CSV_COLUMNS, rows),
      };
    },

    /** The orders placed in the range, in the order they were placed, one row per item. */
    async orders(range: OrdersExportQuery): Promise<CsvFile> {
      const first = await repo.ordersPage(range, 0, ORDERS_PAGE);
      const rows = pagedRows(
        first,
        ORDERS_PAGE,
        (last) => repo.ordersPage(range, last.order.number, ORDERS_PAGE),
        orderCsvRows,
      );
      return {
        filename: `orders-${range.from}-to-${range.to}.csv`,
        body: csvStream(ORDER_CSV_COLUMNS, rows),
      };
    },
  };
}

export type CsvExportService = ReturnType<typeof createCsvExportService>;
