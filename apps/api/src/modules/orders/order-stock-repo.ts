import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { STOCK_NOTICE_AFTER_COMMIT } from '../../db/catalog-watch';
import type { Executor } from '../../db/executor';
import { queryRows } from '../../db/query-rows';
import { products, productVariants, variantSizes } from '../../db/schema';
import { stockCauseSettings } from '../stock/stock-cause';

/** One size of one colour of a product, with everything an order needs to price and snapshot it. */
export interface CatalogSize {
  productId: string;
  name: string;
  nameAr: string;
  productImages: string[];
  priceFils: number;
  discount: number;
  flashDiscount: number;
  flashsale: boolean;
  colorName: string;
  colorNameAr: string;
  colourImages: string[];
  sizeId: string;
  size: string;
  subSku: string;
}

export function createOrderStockRepo(executor: Executor) {
  return {
    /** Every size of the given products still on sale (an archived product cannot be bought). */
    catalogSizesOf(productIds: string[]): Promise<CatalogSize[]> {
      if (productIds.length === 0) return Promise.resolve([]);
      return executor
        .select({
          productId: products.id,
          name: products.name,
          nameAr: products.nameAr,
          productImages: products.images,
          priceFils: products.priceFils,
          discount: products.discount,
          flashDiscount: products.flashDiscount,
          flashsale: products.flashsale,
          colorName: productVariants.colorName,
          colorNameAr: productVariants.colorNameAr,
          colourImages: productVariants.images,
          sizeId: variantSizes.id,
          size: variantSizes.size,
          subSku: variantSizes.subSku,
        })
        .from(products)
        .innerJoin(productVariants, eq(productVariants.productId, products.id))
        .innerJoin(variantSizes, eq(variantSizes.variantId, productVariants.id))
        .where(and(inArray(products.id, productIds), isNull(products.archivedAt)));
    },

    /**
     * Takes each size's units only while its stock covers them, in one statement, so two orders can
     * never both take the last unit. The sizes are locked in id order first, so two orders sharing sizes wait
     * for each other instead of deadlocking. Answers the stock left in each size it took from; a size missing
     * from the answer did not have enough, and the caller rolls back what the others gave. The caller announces the
     * change once committed (migration 0006), so the trigger is told to stay quiet; the stock ledger's rows
     * name the order.
     */
    async takeStock(
      orderId: string,
      wanted: readonly { sizeId: string; quantity: number }[],
    ): Promise<Map<string, number>> {
      const taken = await queryRows<{ id: string; stock: number }>(
        executor,
        sql`
        with announced_after_commit as (
          select ${STOCK_NOTICE_AFTER_COMMIT}, ${stockCauseSettings({ reason: 'order_placed', orderId })}
        ),
        wanted as (
          select * from jsonb_to_recordset(${JSON.stringify(wanted)}::jsonb) as w("sizeId" uuid, quantity int)
        ), locked as (
          select ${variantSizes.id} as id from ${variantSizes}
          where ${variantSizes.id} in (select "sizeId" from wanted)
          order by ${variantSizes.id}
          for no key update
        )
        update ${variantSizes} set stock = ${variantSizes.stock} - wanted.quantity
        from announced_after_commit, wanted, locked
        where ${variantSizes.id} = wanted."sizeId" and locked.id = wanted."sizeId"
          and ${variantSizes.stock} >= wanted.quantity
        returning ${variantSizes.id} as id, ${variantSizes.stock} as stock`,
      );
      return new Map(taken.map((row) => [row.id, row.stock]));
    },

    /** The stock now, for the refusal's "Only n left". */
    async stockNow(sizeId: string): Promise<number> {
      const [row] = await executor
        .select({ stock: variantSizes.stock })
        .from(variantSizes)
        .where(eq(variantSizes.id, sizeId));
      return row?.stock ?? 0;
    },

    /** The caller has named the cause (release-stock). */
    async giveBackStock(sizeId: string, quantity: number): Promise<void> {
      await executor
        .update(variantSizes)
        .set({ stock: sql`${variantSizes.stock} + ${quantity}` })
        .where(eq(variantSizes.id, sizeId));
    },
  };
}

export type OrderStockRepo = ReturnType<typeof createOrderStockRepo>;
