import type { TaxDocumentContent, TaxDocumentLine, TaxTotals } from '@souq/shared/schemas/tax-documents';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/executor';
import { orderItems, orders, users } from '../../db/schema';
import { storeDay } from '../../lib/store-day';
import { queueMessage } from '../mail/outbox-repo';
import { takeDocumentNumber } from './document-numbers';
import { creditNoteContent, invoiceContent, totalsOf } from './invoice-content';
import { readSeller } from './seller-settings';
import { contentOf, createTaxDocumentsRepo } from './tax-documents-repo';

/** Why a credit note was issued, as it says. */
export const CANCELLED_BY_SHOPPER = 'Order cancelled by the customer; the card payment was refunded.';
export const CANCELLED_BY_STORE = 'Order cancelled by the store; the card payment was refunded.';
export const CANCELLED_ON_ACCOUNT_DELETION =
  'Order cancelled when the customer deleted their account; the card payment was refunded.';

async function orderWithItems(tx: Tx, orderId: string) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new Error(`no order ${orderId} to issue a document for`);
  const items = await tx
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position));
  return { order, items };
}

/** The document goes to the account's e-mail, with its PDF; a deleted account gets nothing. */
async function mailDocument(tx: Tx, userId: string, documentId: string): Promise<void> {
  const [account] = await tx
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!account) return;
  await queueMessage(tx, {
    template: 'tax_document',
    recipient: account.email,
    userId,
    data: { documentId },
  });
}

const signed = (totals: TaxTotals, sign: 1 | -1) => ({
  netFils: sign * totals.netFils,
  vatFils: sign * totals.vatFils,
  grossFils: sign * totals.grossFils,
});

/**
 * The order's tax invoice, issued once, in the caller's transaction (which holds the order's lock): when a
 * card order is paid and when a cash order's cash is collected. The date of supply is the earlier of delivery
 * and payment (now). Answers the invoice's id, new or already issued.
 */
export async function issueInvoice(tx: Tx, orderId: string): Promise<string> {
  const repo = createTaxDocumentsRepo(tx);
  const existing = await repo.invoiceOf(orderId);
  if (existing) return existing.id;
  const { order, items } = await orderWithItems(tx, orderId);
  const seller = await readSeller(tx);
  const { number, issuedAt } = await takeDocumentNumber(tx, 'invoice');
  const deliveredAt = await repo.deliveredAt(orderId);
  const suppliedAt = deliveredAt && deliveredAt < issuedAt ? deliveredAt : issuedAt;
  const content = invoiceContent(order, items, seller, {
    number,
    issuedAt,
    supplyDate: storeDay(suppliedAt),
  });
  const id = await repo.insert({
    kind: 'invoice',
    number,
    orderId,
    invoiceId: null,
    issuedAt,
    supplyDate: content.supplyDate,
    ...signed(content.totals, 1),
    content,
  });
  await mailDocument(tx, order.userId, id);
  return id;
}

/** An invoice's lines less what earlier credit notes already took off them, line by line. */
export function remainingLines(
  invoice: readonly TaxDocumentLine[],
  credited: readonly TaxDocumentLine[],
): TaxDocumentLine[] {
  const keyOf = (line: TaxDocumentLine) => `${line.kind}\u0000${line.sku ?? ''}\u0000${line.description}`;
  const taken = new Map<string, TaxDocumentLine>();
  for (const line of credited) {
    const seen = taken.get(keyOf(line));
    taken.set(
      keyOf(line),
      seen
        ? {
            ...seen,
            quantity: seen.quantity + line.quantity,
            discountFils: seen.discountFils + line.discountFils,
            netFils: seen.netFils + line.netFils,
            vatFils: seen.vatFils + line.vatFils,
            grossFils: seen.grossFils + line.grossFils,
          }
        : line,
    );
  }
  return invoice
    .map((line) => {
      const off = taken.get(keyOf(line));
      if (!off) return line;
      taken.delete(keyOf(line));
      return {
        ...line,
        quantity: line.quantity - off.quantity,
        discountFils: line.discountFils - off.discountFils,
        netFils: line.netFils - off.netFils,
        vatFils: line.vatFils - off.vatFils,
        grossFils: line.grossFils - off.grossFils,
      };
    })
    .filter((line) => line.grossFils !== 0 || line.quantity > 0);
}

/** An order's invoice as issued, and what is left of it after the credit notes already issued against it. */
export interface InvoiceStanding {
  invoiceId: string;
  invoice: TaxDocumentContent;
  remaining: TaxDocumentLine[];
  /** How many credit notes it already has. */
  notes: number;
}

export async function invoiceStanding(executor: Executor, orderId: string): Promise<InvoiceStanding | null> {
  const repo = createTaxDocumentsRepo(executor);
  const invoiceRow = await repo.invoiceOf(orderId);
  if (!invoiceRow) return null;
  const invoice = contentOf(invoiceRow);
  const earlier = await repo.creditNotesOf(invoiceRow.id);
  return {
    invoiceId: invoiceRow.id,
    invoice,
    remaining: remainingLines(
      invoice.lines,
      earlier.flatMap((note) => note.lines),
    ),
    notes: earlier.length,
  };
}

/** What is left of the invoice's line for the order's item at `position` (items come first, in order). */
export function remainingOfItem(
  invoiceLines: readonly TaxDocumentLine[],
  remaining: readonly TaxDocumentLine[],
  position: number,
) {
  const line = invoiceLines[position];
  if (line?.kind !== 'item') return null;
  return (
    remaining.find(
      (left) => left.kind === 'item' && left.sku === line.sku && left.description === line.description,
    ) ?? null
  );
}

async function issueCreditNote(
  tx: Tx,
  orderId: string,
  standing: InvoiceStanding,
  lines: readonly TaxDocumentLine[],
  reason: string,
): Promise<string> {
  const seller = await readSeller(tx);
  const { number, issuedAt } = await takeDocumentNumber(tx, 'credit_note');
  const content = creditNoteContent(standing.invoice, totalsOf(standing.remaining), lines, seller, {
    number,
    issuedAt,
    supplyDate: storeDay(issuedAt),
    reason,
  });
  const id = await createTaxDocumentsRepo(tx).insert({
    kind: 'credit_note',
    number,
    orderId,
    invoiceId: standing.invoiceId,
    issuedAt,
    supplyDate: content.supplyDate,
    ...signed(content.totals, -1),
    content,
  });
  const [order] = await tx.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId));
  if (order) await mailDocument(tx, order.userId, id);
  return id;
}

/**
 * A tax credit note for what is left of a cancelled order's invoice, in the cancelling transaction. An order
 * never invoiced (unpaid) needs none; one already credited in full gets no second. Answers the note's id.
 */
export async function creditCancelledOrder(tx: Tx, orderId: string, reason: string): Promise<string | null> {
  const standing = await invoiceStanding(tx, orderId);
  if (!standing || totalsOf(standing.remaining).grossFils <= 0) return null;
  return issueCreditNote(tx, orderId, standing, standing.remaining, reason);
}

/** A tax credit note for returned units, `lines` worked out from the same standing under the order's lock. */
export function creditReturn(
  tx: Tx,
  orderId: string,
  standing: InvoiceStanding,
  lines: readonly TaxDocumentLine[],
  reason: string,
): Promise<string> {
  return issueCreditNote(tx, orderId, standing, lines, reason);
}
