import type { ImportCounts, ImportRowResult } from '@souq/shared/schemas/admin-csv';
import type { ProductInput } from '@souq/shared/schemas/admin-products';
import type { FoundProduct } from '../products/admin-products-repo';
import { type ColourEdit, changesOf, type RowOutcome } from './import-changes';
import { gatherColours, groupProducts } from './import-groups';
import { mergedInput, refuseForeignSubSkus, type SubSkuHolder } from './import-merge';
import type { ReadRow } from './read-product-row';

/** What the store holds of the file's products and sub-SKUs, read in a few queries (csv-import-repo.ts). */
export interface StoreView {
  /** By upper-cased SKU. */
  products: ReadonlyMap<string, FoundProduct>;
  /** By upper-cased sub-SKU, whichever product holds it. */
  holders: ReadonlyMap<string, SubSkuHolder>;
}

/** Every row's outcome, and the writes an apply makes (none of them when any row is an error). */
export interface ImportPlan {
  rows: ImportRowResult[];
  counts: ImportCounts;
  products: { created: number; updated: number; unchanged: number };
  /** The stored products the import changes, for its audit row. */
  updated: { id: string; sku: string }[];
  creates: { input: ProductInput; archived: boolean }[];
  /** Products that gain a colour or size or rename a sub-SKU: the product writer rewrites each. */
  rewrites: { current: FoundProduct; input: ProductInput }[];
  /** Products whose own columns change and whose colours and sizes stay: written together. */
  edits: { productId: string; input: ProductInput }[];
  /** Colours of those whose name (letter case), Arabic name or pictures change. */
  colours: ColourEdit[];
  archive: { productId: string; archived: boolean }[];
  stock: { sizeId: string; stock: number }[];
}

const NEW_PRODUCT: RowOutcome = { outcome: 'created', reason: 'New product.' };
/** Every row that is not an error is given an outcome with its product; this is the guard if one is not. */
const UNREAD = 'This row could not be matched to a product, colour and size.';

function resultOf(row: ReadRow, outcome: RowOutcome | undefined): ImportRowResult {
  const { sku, subSku } = row.written;
  if (row.errors.length > 0 || !outcome)
    return { row: row.row, sku, subSku, outcome: 'error', reason: row.errors.join(' ') || UNREAD };
  return { row: row.row, sku, subSku, outcome: outcome.outcome, reason: outcome.reason };
}

/**
 * The import, worked out from the file's rows and the store's view of them, with no writes: the dry run shows
 * it, and the apply writes it in the transaction it read the store in. Each row's reasons are added to its
 * `errors` as they are found.
 */
export function planImport(rows: readonly ReadRow[], store: StoreView): ImportPlan {
  const outcomes = new Map<ReadRow, RowOutcome>();
  const plan: ImportPlan = {
    rows: [],
    counts: { created: 0, updated: 0, unchanged: 0, error: 0 },
    products: { created: 0, updated: 0, unchanged: 0 },
    updated: [],
    creates: [],
    rewrites: [],
    edits: [],
    colours: [],
    archive: [],
    stock: [],
  };
  for (const product of groupProducts(rows)) {
    const current = store.products.get(product.sku);
    refuseForeignSubSkus(product, current, store.holders);
    gatherColours(product);
    const input = mergedInput(product, current);
    if (!current) {
      for (const row of product.rows) outcomes.set(row, NEW_PRODUCT);
      if (input) plan.creates.push({ input, archived: product.cells.archived });
      plan.products.created += 1;
      continue;
    }
    const changes = changesOf(product, current);
    for (const [row, outcome] of changes.rows) outcomes.set(row, outcome);
    if (input && changes.reshaped) plan.rewrites.push({ current, input });
    else if (input) {
      if (changes.fields) plan.edits.push({ productId: current.id, input });
      plan.colours.push(...changes.colours);
    }
    if (changes.archived !== null) plan.archive.push({ productId: current.id, archived: changes.archived });
    plan.stock.push(...changes.stock);
    const changed = [...changes.rows.values()].some((o) => o.outcome !== 'unchanged');
    if (changed || changes.archived !== null) {
      plan.products.updated += 1;
      plan.updated.push({ id: current.id, sku: current.sku });
    } else plan.products.unchanged += 1;
  }
  plan.rows = rows.map((row) => resultOf(row, outcomes.get(row)));
  for (const { outcome } of plan.rows) plan.counts[outcome] += 1;
  return plan;
}
