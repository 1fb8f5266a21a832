import {
  IMPORT_RACED,
  type ImportMode,
  importHasErrors,
  type ProductImportResponse,
} from '@souq/shared/schemas/admin-csv';
import type { Db } from '../../../db/client';
import type { Executor, Tx } from '../../../db/executor';
import { isUniqueViolation } from '../../../db/unique-violation';
import { badRequest, conflict } from '../../../lib/app-error';
import { type StockCause, setStockCause } from '../../stock/stock-cause';
import { type Actor, recordAudit, staffNamed } from '../audit/audit-writer';
import { createAdminProductsRepo } from '../products/admin-products-repo';
import { updateProduct } from '../products/product-writer';
import { createCsvImportRepo } from './csv-import-repo';
import { insertNewProducts } from './csv-new-products-repo';
import { type ImportPlan, planImport, type StoreView } from './import-plan';
import { readProductsCsv } from './read-csv';
import { type ReadRow, readProductRow } from './read-product-row';

const present = <T>(value: T | null): value is T => value !== null;

/** The store's products and sub-SKUs that the file names: three queries, whatever the file's size. */
async function storeViewOf(executor: Executor, rows: readonly ReadRow[], lock: boolean): Promise<StoreView> {
  const repo = createCsvImportRepo(executor);
  const skus = [...new Set(rows.map((row) => row.sku).filter(present))];
  const subSkus = [...new Set(rows.map((row) => row.subSku).filter(present))];
  const found = await repo.productsBySku(skus, lock);
  return {
    products: new Map(found.map((product) => [product.sku.toUpperCase(), product])),
    holders: await repo.subSkuHolders(subSkus),
  };
}

function answer(plan: ImportPlan, mode: ImportMode): ProductImportResponse {
  return {
    success: true,
    mode,
    applied: mode === 'apply',
    counts: plan.counts,
    products: plan.products,
    rows: plan.rows,
  };
}

/**
 * Writes the plan: new products whole, a batch a statement; products that gain a colour or size through the
 * product writer (which keeps every row the file leaves out, as the plan merged them); products and colours
 * that only change their own columns, and every stock change, a batch a statement; archiving. All stock that
 * moves is recorded in the ledger under the cause, `import`. Answers the new products' ids and SKUs.
 */
async function write(tx: Tx, plan: ImportPlan, cause: StockCause): Promise<{ id: string; sku: string }[]> {
  const products = createAdminProductsRepo(tx);
  await setStockCause(tx, cause);
  const created = await insertNewProducts(tx, plan.creates);
  for (const { current, input } of plan.rewrites) await updateProduct(tx, current, input, cause);
  const csvRepo = createCsvImportRepo(tx);
  await csvRepo.updateProducts(plan.edits);
  await csvRepo.updateColours(plan.colours);
  for (const { productId, archived } of plan.archive) await products.setArchived(productId, archived);
  await csvRepo.setStocks(plan.stock);
  return created;
}

/**
 * The products import (docs/product/back-office.md, "CSV"). A dry run reads the store and says what each row
 * would do; an apply works the same plan out again inside one transaction, with the products locked, and
 * writes it all, or nothing when any row is an error.
 */
export function createCsvImportService(db: Db) {
  return {
    async dryRun(body: Uint8Array): Promise<ProductImportResponse> {
      const rows = readProductsCsv(body).map(readProductRow);
      return answer(planImport(rows, await storeViewOf(db, rows, false)), 'dry-run');
    },

    async apply(body: Uint8Array, actor: Actor): Promise<ProductImportResponse> {
      const rows = readProductsCsv(body).map(readProductRow);
      return db
        .transaction(async (tx) => {
          const plan = planImport(rows, await storeViewOf(tx, rows, true));
          if (plan.counts.error > 0) throw badRequest(importHasErrors(plan.counts.error));
          const created = await write(tx, plan, { reason: 'import', staff: staffNamed(actor) });
          // Which products it made and changed, not only how many, so the audit log shows what an import did.
          await recordAudit(tx, actor, {
            action: 'product.import',
            entity: 'product',
            after: {
              rows: plan.counts,
              products: plan.products,
              stockChanged: plan.stock.length,
              created,
              updated: plan.updated,
            },
          });
          return answer(plan, 'apply');
        })
        .catch((error: unknown) => {
          // A SKU or sub-SKU another change took between this import's reads and its writes (a product added
          // on PostgreSQL while the file was written): the database refuses it, and the import is refused whole.
          if (isUniqueViolation(error)) throw conflict(IMPORT_RACED);
          throw error;
        });
    },
  };
}

export type CsvImportService = ReturnType<typeof createCsvImportService>;
