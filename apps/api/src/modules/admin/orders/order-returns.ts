import { formatAed } from '@souq/shared/pricing/money';
import {
  NOT_RETURNABLE,
  RETURN_IN_PROGRESS,
  RETURN_LINE_UNKNOWN,
  RETURN_TWICE,
  type ReturnRequest,
  returnTooMany,
} from '@souq/shared/schemas/admin-orders';
import type { TaxDocumentLine } from '@souq/shared/schemas/tax-documents';
import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { Executor, Tx } from '../../../db/executor';
import { orderItems, orders } from '../../../db/schema';
import { AppError, badRequest, conflict, notFound } from '../../../lib/app-error';
import { createOrderStockRepo } from '../../orders/order-stock-repo';
import type { OrderItemRow, OrderRow } from '../../orders/orders-repo';
import type { PaymentGateway } from '../../orders/payment-gateway';
import { setStockCause } from '../../stock/stock-cause';
import { orderLines, portionOf, totalsOf } from '../../tax-documents/invoice-content';
import {
  creditReturn,
  type InvoiceStanding,
  invoiceStanding,
  issueInvoice,
  remainingOfItem,
} from '../../tax-documents/issue-documents';
import { ORDER_NOT_FOUND } from '../admin-messages';
import { type Actor, recordAudit } from '../audit/audit-writer';
import { createAdminOrdersRepo } from './admin-orders-repo';

const RETURN_CHANGED =
  'The order changed while the return was being recorded: reload it. Any card refund already made stands.';

/** Long enough for a gateway's refund; a claim left by a crashed process frees itself after it. */
const RETURN_CLAIM = sql`interval '2 minutes'`;

/**
 * Claims the order for one return at a time, on every instance: true when this caller has it. A row update,
 * not a lock held in a transaction, so the gateway is called with no connection held.
 */
async function claimReturn(db: Db, orderId: string): Promise<boolean> {
  const claimed = await db
    .update(orders)
    .set({ returnClaimedUntil: sql`now() + ${RETURN_CLAIM}` })
    .where(
      and(
        eq(orders.id, orderId),
        or(isNull(orders.returnClaimedUntil), lt(orders.returnClaimedUntil, sql`now()`)),
      ),
    )
    .returning({ id: orders.id });
  return claimed.length > 0;
}

const releaseReturn = (executor: Executor, orderId: string) =>
  executor.update(orders).set({ returnClaimedUntil: null }).where(eq(orders.id, orderId));

interface ReturnPlan {
  /** Null before the order's invoice is issued (an order paid before invoices existed). */
  standing: InvoiceStanding | null;
  /** The returned units as credit note lines, item by item in the request's order. */
  lines: TaxDocumentLine[];
  items: { item: OrderItemRow; quantity: number }[];
  amountFils: number;
  /** Names this refund at the gateway: the same return asked twice refunds once. */
  refundKey: string;
}

const itemName = (item: OrderItemRow) => `${item.name} (${item.colorName}, ${item.size})`;

async function itemsOf(executor: Executor, orderId: string) {
  return executor
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position));
}

/**
 * What a return takes off the order and its invoice, or why it cannot be made. An order paid before invoices
 * existed is planned from the lines its invoice will carry (it is issued with the return).
 */
async function planReturn(executor: Executor, order: OrderRow, request: ReturnRequest): Promise<ReturnPlan> {
  if (order.status !== 'Delivered' || !order.payment) throw conflict(NOT_RETURNABLE);
  const positions = request.lines.map((line) => line.position);
  if (new Set(positions).size !== positions.length) throw badRequest(RETURN_TWICE);
  const items = await itemsOf(executor, order.id);
  const standing = await invoiceStanding(executor, order.id);
  const invoiceLines = standing?.invoice.lines ?? orderLines(order, items);
  const remainingLines = standing?.remaining ?? invoiceLines;
  const picked = request.lines.map(({ position, quantity }) => {
    const item = items.find((row) => row.position === position);
    if (!item) throw badRequest(RETURN_LINE_UNKNOWN);
    const left = item.quantity - item.returnedQuantity;
    if (quantity > left) throw conflict(returnTooMany(itemName(item), left));
    const remaining = remainingOfItem(invoiceLines, remainingLines, position);
    if (!remaining) throw conflict(returnTooMany(itemName(item), 0));
    return { item, quantity, line: portionOf(remaining, quantity) };
  });
  const lines = picked.map((pick) => pick.line);
  return {
    standing,
    lines,
    items: picked.map(({ item, quantity }) => ({ item, quantity })),
    amountFils: totalsOf(lines).grossFils,
    refundKey: `return-${order.id}-${standing?.notes ?? 0}-${request.lines
      .map((line) => `${line.position}x${line.quantity}`)
      .join('.')}`,
  };
}

/** A card order whose payment the gateway knows is refunded there; any other is refunded in cash by staff. */
const refundsToCard = (order: OrderRow) => order.paymentMethod === 'stripe' && order.gatewayRef !== null;

/** What the timeline says of a return: what came back, the refund, and which units are on sale again. */
function returnNote(plan: ReturnPlan, order: OrderRow, request: ReturnRequest): string {
  const what = plan.items.map(({ item, quantity }) => `${quantity} × ${itemName(item)}`).join(', ');
  const refund = refundsToCard(order)
    ? `${formatAed(plan.amountFils)} refunded to the card`
    : `${formatAed(plan.amountFils)} to refund in cash`;
  const gone = plan.items.filter(({ item }) => item.variantSizeId === null);
  const stock = !request.restock
    ? 'not back in stock'
    : gone.length === 0
      ? 'back in stock'
      : `back in stock except ${gone.map(({ item }) => itemName(item)).join(', ')} (no longer sold)`;
  return `Returned ${what}: ${refund}, ${stock}. Reason: ${request.reason}`;
}

/**
 * A return of a delivered, paid order (docs/product/vat-and-invoices.md). The order is claimed for this return
 * alone, so two returns never refund beside each other. The card is refunded for the returned units first
 * (outside any transaction, once per return through the gateway's key: a retry after a failure below asks
 * with the same key), then, under the order's lock, the units are marked returned and back in stock (unless
 * damaged), a tax credit note credits them, and the timeline and audit log record it. A cash order's refund
 * is handed over by staff; the note says how much.
 */
export function createOrderReturns(db: Db, gateway: PaymentGateway) {
  return async (orderId: string, request: ReturnRequest, actor: Actor): Promise<void> => {
    const seen = await createAdminOrdersRepo(db).order(orderId);
    if (!seen) throw notFound(ORDER_NOT_FOUND);
    if (!(await claimReturn(db, orderId))) throw conflict(RETURN_IN_PROGRESS);
    try {
      await recordClaimed(seen, request, actor);
    } finally {
      await releaseReturn(db, orderId);
    }
  };

  async function recordClaimed(seen: OrderRow, request: ReturnRequest, actor: Actor): Promise<void> {
    const orderId = seen.id;
    const planned = await planReturn(db, seen, request);
    if (refundsToCard(seen) && seen.gatewayRef !== null) {
      await gateway.refundPart(seen.gatewayRef, planned.amountFils, planned.refundKey);
    }
    await db.transaction(async (tx: Tx) => {
      const repo = createAdminOrdersRepo(tx);
      const order = await repo.lock(orderId);
      if (!order) throw notFound(ORDER_NOT_FOUND);
      await issueInvoice(tx, orderId);
      const plan = await planReturn(tx, order, request).catch((error: unknown) => {
        throw error instanceof AppError ? conflict(RETURN_CHANGED) : error;
      });
      if (
        plan.standing === null ||
        plan.refundKey !== planned.refundKey ||
        plan.amountFils !== planned.amountFils
      )
        throw conflict(RETURN_CHANGED);
      const stock = createOrderStockRepo(tx);
      if (request.restock) await setStockCause(tx, { reason: 'returned', orderId, note: request.reason });
      for (const { item, quantity } of plan.items) {
        await tx
          .update(orderItems)
          .set({ returnedQuantity: sql`${orderItems.returnedQuantity} + ${quantity}` })
          .where(and(eq(orderItems.orderId, orderId), eq(orderItems.position, item.position)));
        if (request.restock && item.variantSizeId !== null)
          await stock.giveBackStock(item.variantSizeId, quantity);
      }
      const noteId = await creditReturn(
        tx,
        orderId,
        plan.standing,
        plan.lines,
        `Returned by the customer: ${request.reason}`,
      );
      const note = returnNote(plan, order, request);
      if (actor.staffId === null || actor.staffName === null) throw new Error('a return needs staff');
      await repo.addEvent({
        orderId,
        kind: 'return',
        note,
        amountFils: plan.amountFils,
        actor: 'staff',
        staffId: actor.staffId,
        staffName: actor.staffName,
      });
      await recordAudit(tx, actor, {
        action: 'order.return',
        entity: 'order',
        entityId: orderId,
        after: {
          lines: request.lines,
          restock: request.restock,
          refundFils: plan.amountFils,
          creditNote: noteId,
        },
      });
    });
  }
}
