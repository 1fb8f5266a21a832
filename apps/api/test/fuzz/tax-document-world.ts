import { DEFAULT_SELLER } from '@souq/shared/config/store';
import { filsToAed } from '@souq/shared/pricing/money';
import type { ReturnRequestInput } from '@souq/shared/schemas/admin-orders';
import type { SellerIdentityInput } from '@souq/shared/schemas/tax-documents';
import { and, eq } from 'drizzle-orm';
import { orders, taxDocuments } from '../../src/db/schema';
import { adminCall } from '../admin-test-kit';
import { setStatus } from '../order-test-kit';
import type { TestApp } from '../test-app';

/**
 * Delivers a cash order and records its cash as staff do (POST /api/admin/orders/:id/cash-collected), which
 * makes it a delivered, paid order and issues its tax invoice (docs/product/vat-and-invoices.md). Answers the
 * invoice's number, `INV-YYYY-NNNNNN`.
 */
export async function invoicedOrder(t: TestApp, staff: { cookie: string }, orderId: string): Promise<string> {
  const db = t.database.db;
  await setStatus(t, orderId, 'Delivered');
  const [order] = await db.select({ fils: orders.amountFils }).from(orders).where(eq(orders.id, orderId));
  if (!order) throw new Error('no such order');
  const url = `/api/admin/orders/${orderId}/cash-collected`;
  const collected = await adminCall(t, staff, 'POST', url, { amount: filsToAed(order.fils) });
  if (collected.statusCode !== 200) throw new Error(`recording the cash failed: ${collected.body}`);
  const [invoice] = await db
    .select({ number: taxDocuments.number })
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.kind, 'invoice')));
  if (!invoice) throw new Error('recording the cash issued no invoice');
  return invoice.number;
}

/** A seller identity an owner saves (PUT /api/admin/settings/seller): the demo's, under another legal name. */
export const SELLER_IDENTITY = {
  ...DEFAULT_SELLER,
  legalName: 'Little Souq Fuzz Trading L.L.C.',
} satisfies SellerIdentityInput;

/** One unit of the order's first item came back, and goes on sale again (POST /api/admin/orders/:id/returns). */
export const ONE_UNIT_BACK = {
  lines: [{ position: 0, quantity: 1 }],
  reason: 'Too small',
  restock: true,
} satisfies ReturnRequestInput;

/** Any period that holds every document the worlds issue (from and to are Dubai days). */
export const EVERY_DAY = 'from=2020-01-01&to=2100-12-31';
