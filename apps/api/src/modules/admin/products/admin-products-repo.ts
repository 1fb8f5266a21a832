import type { AdminProductsFilters, StockState } from '@souq/shared/schemas/admin-products';
import { and, asc, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/executor';
import { containsPattern } from '../../../db/like-pattern';
import { queryRows } from '../../../db/query-rows';
import { products, productVariants, variantSizes } from '../../../db/schema';

export type ProductRow = typeof products.$inferSelect;
export type ProductFields = Omit<typeof products.$inferInsert, 'id' | 'createdAt' | 'archivedAt'>;
/** A colour's own row; an Arabic name left undefined is empty on a new colour and kept on an edited one. */
export type ColourFields = Pick<
  typeof productVariants.$inferInsert,
  'colorName' | 'colorNameAr' | 'images' | 'position'
>;

/** A product's row in the back office's list, with its stock summed over its sizes. */
export interface ListedProduct {
  row: ProductRow;
  totalStock: number;
  stockState: StockState;
  total: number;
}

type ListFilters = AdminProductsFilters;

/** Per product: its stock in all, and how many sizes are at or under the low-stock line. */
function stockSummary(lowAtMost: number) {
  return sql`(
    select ${productVariants.productId} as product_id, sum(${variantSizes.stock})::int as total,
      count(*) filter (where ${variantSizes.stock} <= ${lowAtMost})::int as low
    from ${variantSizes} join ${productVariants} on ${eq(productVariants.id, variantSizes.variantId)}
    group by ${productVariants.productId}
  )`;
}

/** Sold out when nothing is left; low when a size is at or under the line; in stock otherwise. */
const STOCK_STATE = sql`case when coalesce(s.total, 0) = 0 then 'sold_out'
  when coalesce(s.low, 0) > 0 then 'low' else 'in_stock' end`;

const SORT_COLUMNS = {
  created: sql`p.created_at`,
  name: sql`lower(p.name)`,
  sku: sql`p.sku`,
  price: sql`p.price_fils`,
  stock: sql`coalesce(s.total, 0)`,
} as const;

function listConditions(query: ListFilters): SQL {
  const conditions: SQL[] = [];
  if (query.archived === 'false') conditions.push(sql`p.archived_at is null`);
  if (query.archived === 'true') conditions.push(sql`p.archived_at is not null`);
  if (query.category) conditions.push(sql`p.category = ${query.category}`);
  if (query.flag) conditions.push(sql`p.${sql.identifier(query.flag)}`);
  if (query.stock) conditions.push(sql`${STOCK_STATE} = ${query.stock}`);
  const text = query.q?.trim();
  if (text) {
    const pattern = containsPattern(text);
    conditions.push(sql`(p.name ilike ${pattern} or p.sku ilike ${pattern} or exists (
      select 1 from ${variantSizes} join ${productVariants} on ${eq(productVariants.id, variantSizes.variantId)}
      where ${productVariants.productId} = p.id and ${variantSizes.subSku} ilike ${pattern}))`);
  }
  return conditions.length > 0 ? sql.join(conditions, sql` and `) : sql`true`;
}

export function createAdminProductsRepo(executor: Executor) {
  return {
    async list(query: ListFilters, lowAtMost: number): Promise<ListedProduct[]> {
      const direction = query.dir === 'asc' ? sql`asc` : sql`desc`;
      const rows = await queryRows<{
        id: string;
        totalStock: number;
        stockState: StockState;
        total: number;
      }>(
        executor,
        sql`select p.id, coalesce(s.total, 0)::int as "totalStock", ${STOCK_STATE} as "stockState",
          (count(*) over ())::int as total
        from ${products} p left join ${stockSummary(lowAtMost)} s on s.product_id = p.id
        where ${listConditions(query)}
        order by ${SORT_COLUMNS[query.sort]} ${direction}, p.sku asc
        limit ${query.limit} offset ${(query.page - 1) * query.limit}`,
      );
      if (rows.length === 0) return [];
      const found = await executor
        .select()
        .from(products)
        .where(
          inArray(
            products.id,
            rows.map((r) => r.id),
          ),
        );
      const byId = new Map(found.map((row) => [row.id, row]));
      return rows.flatMap((r) => {
        const row = byId.get(r.id);
        return row ? [{ row, totalStock: r.totalStock, stockState: r.stockState, total: r.total }] : [];
      });
    },

    /** How many products the filters match, for a page past the last one (which has no row to count on). */
    async count(query: ListFilters, lowAtMost: number): Promise<number> {
      const [row] = await queryRows<{ total: number }>(
        executor,
        sql`select count(*)::int as total
        from ${products} p left join ${stockSummary(lowAtMost)} s on s.product_id = p.id
        where ${listConditions(query)}`,
      );
      return row?.total ?? 0;
    },

    /** A product with its colours and sizes in their order, archived or not. */
    find(productId: string) {
      return executor.query.products.findFirst({
        where: eq(products.id, productId),
        with: {
          variants: {
            orderBy: [asc(productVariants.position)],
            with: { sizes: { orderBy: [asc(variantSizes.position)] } },
          },
        },
      });
    },

    /** Locks the product's row for an edit, so two edits of one product run one after the other. */
    async lock(productId: string): Promise<ProductRow | null> {
      const [row] = await executor.select().from(products).where(eq(products.id, productId)).for('update');
      return row ?? null;
    },

    /** Another product already holding this SKU (SKUs compare without regard to case). */
    async skuHolder(sku: string, exceptId: string | null): Promise<string | null> {
      const [row] = await executor
        .select({ id: products.id })
        .from(products)
        .where(
          and(sql`upper(${products.sku}) = upper(${sku})`, exceptId ? ne(products.id, exceptId) : undefined),
        )
        .limit(1);
      return row?.id ?? null;
    },

    /** Those of `subSkus` that a size of another product already holds. */
    async subSkusHeldElsewhere(subSkus: readonly string[], productId: string | null): Promise<string[]> {
      if (subSkus.length === 0) return [];
      const rows = await queryRows<{ subSku: string }>(
        executor,
        sql`select ${variantSizes.subSku} as "subSku"
        from ${variantSizes} join ${productVariants} on ${eq(productVariants.id, variantSizes.variantId)}
        where upper(${variantSizes.subSku}) = any(${sql.param(subSkus.map((s) => s.toUpperCase()))}::text[])
          ${productId ? sql`and ${productVariants.productId} <> ${productId}` : sql``}`,
      );
      return rows.map((row) => row.subSku);
    },

    async insertProduct(fields: ProductFields): Promise<ProductRow> {
      const [row] = await executor.insert(products).values(fields).returning();
      if (!row) throw new Error('the product was not written');
      return row;
    },

    async updateProduct(productId: string, fields: ProductFields): Promise<void> {
      await executor.update(products).set(fields).where(eq(products.id, productId));
    },

    async setArchived(productId: string, archived: boolean): Promise<void> {
      await executor
        .update(products)
        .set({ archivedAt: archived ? sql`now()` : null })
        .where(eq(products.id, productId));
    },

    async insertColour(productId: string, fields: ColourFields) {
      const [row] = await executor
        .insert(productVariants)
        .values({ productId, ...fields })
        .returning({ id: productVariants.id });
      if (!row) throw new Error('the colour was not written');
      return row.id;
    },

    async updateColour(colourId: string, fields: ColourFields) {
      await executor.update(productVariants).set(fields).where(eq(productVariants.id, colourId));
    },

    /**
     * Locks these sizes and every size of these colours until the transaction ends, and answers each one's
     * stock as it is now (an order cancelled meanwhile may have put units back).
     */
    async lockSizesOf(
      colourIds: readonly string[],
      sizeIds: readonly string[],
    ): Promise<{ id: string; stock: number }[]> {
      if (colourIds.length === 0 && sizeIds.length === 0) return [];
      return executor
        .select({ id: variantSizes.id, stock: variantSizes.stock })
        .from(variantSizes)
        .where(
          or(
            colourIds.length > 0 ? inArray(variantSizes.variantId, [...colourIds]) : undefined,
            sizeIds.length > 0 ? inArray(variantSizes.id, [...sizeIds]) : undefined,
          ),
        )
        .for('update');
    },

    async deleteColours(colourIds: readonly string[]): Promise<void> {
      if (colourIds.length > 0)
        await executor.delete(productVariants).where(inArray(productVariants.id, [...colourIds]));
    },

    /**
     * Gives the colours and sizes being kept names no one uses, in two statements, so the final names can then
     * be written in any order without tripping the unique constraints (two colours swapping names).
     */
    async clearNames(colourIds: readonly string[], sizeIds: readonly string[]): Promise<void> {
      if (colourIds.length > 0)
        await executor
          .update(productVariants)
          .set({ colorName: sql`'\u0001' || ${productVariants.id}::text` })
          .where(inArray(productVariants.id, [...colourIds]));
      if (sizeIds.length > 0)
        await executor
          .update(variantSizes)
          .set({ subSku: sql`'\u0001' || ${variantSizes.id}::text` })
          .where(inArray(variantSizes.id, [...sizeIds]));
    },

    async insertSizes(
      rows: { variantId: string; size: string; stock: number; subSku: string; position: number }[],
    ) {
      if (rows.length > 0) await executor.insert(variantSizes).values(rows);
    },

    async updateSize(sizeId: string, fields: { subSku: string; position: number }): Promise<void> {
      await executor.update(variantSizes).set(fields).where(eq(variantSizes.id, sizeId));
    },

    async deleteSizes(sizeIds: readonly string[]): Promise<void> {
      if (sizeIds.length > 0)
        await executor.delete(variantSizes).where(inArray(variantSizes.id, [...sizeIds]));
    },
  };
}

export type AdminProductsRepo = ReturnType<typeof createAdminProductsRepo>;
export type FoundProduct = NonNullable<Awaited<ReturnType<AdminProductsRepo['find']>>>;
