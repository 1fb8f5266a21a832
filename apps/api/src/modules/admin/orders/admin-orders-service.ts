import { comesBackUnpaid, staffMoveRefusal } from '@souq/shared/orders/order-lifecycle';
import { aedToFils } from '@souq/shared/pricing/money';
import type {
  AdminOrderDetail,
  AdminOrderResponse,
  AdminOrdersResponse,
  adminOrdersQuerySchema,
  BulkMoveResponse,
  MoveOrderRequest,
  ReturnRequest,
} from '@souq/shared/schemas/admin-orders';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import type { Tx } from '../../../db/executor';
import { AppError, badRequest, conflict, notFound } from '../../../lib/app-error';
import { settleCardPaymentOnCancel } from '../../orders/cancel-card-payment';
import { setOrderEventActor } from '../../orders/order-event-context';
import type { OrderRow } from '../../orders/orders-repo';
import type { PaymentGateway } from '../../orders/payment-gateway';
import { releaseStock } from '../../orders/release-stock';
import { documentRefsOf } from '../../tax-documents/document-refs';
import { CANCELLED_BY_STORE, creditCancelledOrder, issueInvoice } from '../../tax-documents/issue-documents';
import {
  CASH_ALREADY_RECORDED,
  moved,
  NOT_CASH_ON_DELIVERY,
  NOT_DELIVERED_YET,
  ORDER_NOT_FOUND,
  SAY_WHY_IT_CAME_BACK,
} from '../admin-messages';
import { type Actor, recordAudit } from '../audit/audit-writer';
import { toAdminOrder, toOrderEvent } from './admin-order-json';
import { createAdminOrdersRepo, type DeskOrder } from './admin-orders-repo';
import { createOrderReturns } from './order-returns';

type OrdersQuery = z.output<typeof adminOrdersQuerySchema>;

/** Staff act only with a name on record; the routes' hook guarantees one. */
function staffOf(actor: Actor): { staffId: string; staffName: string } {
  if (actor.staffId === null || actor.staffName === null) throw new Error('an admin change needs staff');
  return { staffId: actor.staffId, staffName: actor.staffName };
}

/** Runs `change` on the order locked, or answers 404 for an order that does not exist. */
async function withLockedOrder<T>(tx: Tx, orderId: string, change: (order: OrderRow) => Promise<T>) {
  const order = await createAdminOrdersRepo(tx).lock(orderId);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return change(order);
}

/**
 * The orders desk: finding orders, moving them along their lifecycle, cancelling (stock back once, a paid card
 * refunded), cash collected on delivery, notes. Every change writes its timeline entry and audit row in the
 * transaction that makes it, under the order's lock, so of two staff moving one order one wins and the other
 * is told why not (409).
 */
export function createAdminOrdersService(db: Db, gateway: PaymentGateway) {
  const repo = createAdminOrdersRepo(db);
  const recordReturn = createOrderReturns(db, gateway);

  /** Orders as the desk shows them, each with its timeline. */
  async function withTimelines(rows: DeskOrder[]): Promise<AdminOrderDetail[]> {
    const ids = rows.map((row) => row.order.id);
    const events = await repo.eventsOf(ids);
    const documents = await documentRefsOf(db, ids);
    return rows.map((row) => ({
      ...toAdminOrder(row, documents.get(row.order.id) ?? []),
      events: events.filter((event) => event.orderId === row.order.id).map(toOrderEvent),
    }));
  }

  async function detail(orderId: string): Promise<AdminOrderResponse> {
    const found = await repo.find(orderId);
    if (!found) throw notFound(ORDER_NOT_FOUND);
    const [order] = await withTimelines([found]);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    return { success: true, order };
  }

  async function move(orderId: string, request: MoveOrderRequest, actor: Actor): Promise<void> {
    const seen = await repo.order(orderId);
    if (!seen) throw notFound(ORDER_NOT_FOUND);
    const refusal = staffMoveRefusal(seen.status, request.status, seen);
    if (refusal) throw conflict(refusal);
    const note = request.note?.trim() || null;
    if (request.status === 'Cancelled' && comesBackUnpaid(seen.status, seen) && note === null) {
      throw badRequest(SAY_WHY_IT_CAME_BACK);
    }
    // A card order's payment is refunded or stopped before its stock goes back, outside the transaction, as
    // when a shopper cancels; a gateway failure leaves the order as it was.
    if (request.status === 'Cancelled') await settleCardPaymentOnCancel(gateway, seen);
    await db.transaction((tx) =>
      withLockedOrder(tx, orderId, async (order) => {
        const lateRefusal = staffMoveRefusal(order.status, request.status, order);
        if (lateRefusal) throw conflict(lateRefusal);
        await setOrderEventActor(tx, { kind: 'staff', ...staffOf(actor), note });
        const locked = createAdminOrdersRepo(tx);
        if (request.status === 'Cancelled') await releaseStock(tx, order, 'order_cancelled');
        await locked.setStatus(orderId, request.status);
        if (request.status === 'Cancelled') {
          await creditCancelledOrder(
            tx,
            orderId,
            note ? `Cancelled by the store: ${note}` : CANCELLED_BY_STORE,
          );
        }
        await recordAudit(tx, actor, {
          action: 'order.status',
          entity: 'order',
          entityId: orderId,
          before: { status: order.status },
          after: { status: request.status, note },
        });
      }),
    );
  }

  return {
    async list(query: OrdersQuery): Promise<AdminOrdersResponse> {
      const { page, limit, ...filters } = query;
      const { rows, total } = await repo.page(filters, page, limit);
      return { success: true, orders: await withTimelines(rows), total };
    },

    detail,

    async move(orderId: string, request: MoveOrderRequest, actor: Actor): Promise<AdminOrderResponse> {
      await move(orderId, request, actor);
      return detail(orderId);
    },

    /** Each order is checked and moved alone: one refusal does not stop the others. */
    async bulkMove(
      orderIds: string[],
      status: MoveOrderRequest['status'],
      actor: Actor,
    ): Promise<BulkMoveResponse> {
      const results: BulkMoveResponse['results'] = [];
      for (const orderId of new Set(orderIds)) {
        try {
          await move(orderId, { status }, actor);
          results.push({ orderId, moved: true, message: moved(status) });
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          results.push({ orderId, moved: false, message: error.message });
        }
      }
      return { success: true, moved: results.filter((r) => r.moved).length, results };
    },

    /**
     * Cash a courier brought back for a delivered cash order: recorded once, and the order is paid. An amount
     * other than the total is kept as it was counted, and flagged.
     */
    async recordCash(orderId: string, amountAed: number, actor: Actor): Promise<AdminOrderResponse> {
      const fils = aedToFils(amountAed);
      await db.transaction((tx) =>
        withLockedOrder(tx, orderId, async (order) => {
          if (order.paymentMethod !== 'cod') throw conflict(NOT_CASH_ON_DELIVERY);
          if (order.status !== 'Delivered') throw conflict(NOT_DELIVERED_YET);
          if (order.cashCollectedFils !== null) throw conflict(CASH_ALREADY_RECORDED);
          const locked = createAdminOrdersRepo(tx);
          await locked.recordCash(orderId, fils);
          await issueInvoice(tx, orderId);
          const mismatch = fils !== order.amountFils;
          await locked.addEvent({
            orderId,
            kind: 'cash',
            amountFils: fils,
            note: mismatch ? 'Differs from the order total.' : null,
            actor: 'staff',
            ...staffOf(actor),
          });
          await recordAudit(tx, actor, {
            action: 'order.cash-collected',
            entity: 'order',
            entityId: orderId,
            before: { payment: order.payment, cashCollectedFils: null },
            after: { payment: true, cashCollectedFils: fils, totalFils: order.amountFils, mismatch },
          });
        }),
      );
      return detail(orderId);
    },

    /** Units of a delivered, paid order that came back: refunded, credited, and back in stock unless damaged. */
    async recordReturn(orderId: string, request: ReturnRequest, actor: Actor): Promise<AdminOrderResponse> {
      await recordReturn(orderId, request, actor);
      return detail(orderId);
    },

    async addNote(orderId: string, text: string, actor: Actor): Promise<AdminOrderResponse> {
      await db.transaction((tx) =>
        withLockedOrder(tx, orderId, async () => {
          await createAdminOrdersRepo(tx).addEvent({
            orderId,
            kind: 'note',
            note: text,
            actor: 'staff',
            ...staffOf(actor),
          });
          await recordAudit(tx, actor, {
            action: 'order.note',
            entity: 'order',
            entityId: orderId,
            after: { text },
          });
        }),
      );
      return detail(orderId);
    },
  };
}

export type AdminOrdersService = ReturnType<typeof createAdminOrdersService>;
