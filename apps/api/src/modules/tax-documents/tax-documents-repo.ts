import { type TaxDocumentContent, taxDocumentContentSchema } from '@souq/shared/schemas/tax-documents';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { orderEvents, orders, taxDocumentFiles, taxDocuments } from '../../db/schema';
import { storeDayStart } from '../../db/store-day-start';

export type TaxDocumentRow = typeof taxDocuments.$inferSelect;

/** What a list of documents reads of each: everything but the frozen content. */
const summary = {
  id: taxDocuments.id,
  kind: taxDocuments.kind,
  number: taxDocuments.number,
  orderId: taxDocuments.orderId,
  invoiceId: taxDocuments.invoiceId,
  issuedAt: taxDocuments.issuedAt,
  supplyDate: taxDocuments.supplyDate,
  netFils: taxDocuments.netFils,
  vatFils: taxDocuments.vatFils,
  grossFils: taxDocuments.grossFils,
  invoiceType: sql<string>`${taxDocuments.content}->>'invoiceType'`,
};
export type TaxDocumentSummary = Pick<TaxDocumentRow, Exclude<keyof typeof summary, 'invoiceType'>> & {
  invoiceType: string;
};

/** A stored content read back through its schema: a row written by another version may not fit. */
export function contentOf(row: { content: unknown }): TaxDocumentContent {
  return taxDocumentContentSchema.parse(row.content);
}

export interface DocumentPeriod {
  /** The days in Dubai the documents were issued on, both included (YYYY-MM-DD). */
  fromDay: string;
  toDay: string;
  kind?: 'invoice' | 'credit_note' | undefined;
}

const inPeriod = (period: DocumentPeriod): SQL | undefined =>
  and(
    sql`${taxDocuments.issuedAt} >= ${storeDayStart(period.fromDay)}`,
    sql`${taxDocuments.issuedAt} < ${storeDayStart(period.toDay)} + interval '1 day'`,
    period.kind ? eq(taxDocuments.kind, period.kind) : undefined,
  );

export function createTaxDocumentsRepo(executor: Executor) {
  return {
    async insert(
      document: Omit<typeof taxDocuments.$inferInsert, 'id' | 'content'> & { content: TaxDocumentContent },
    ): Promise<string> {
      const [row] = await executor.insert(taxDocuments).values(document).returning({ id: taxDocuments.id });
      if (!row) throw new Error('the tax document was not written');
      return row.id;
    },

    async invoiceOf(orderId: string): Promise<TaxDocumentRow | null> {
      const [row] = await executor
        .select()
        .from(taxDocuments)
        .where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.kind, 'invoice')));
      return row ?? null;
    },

    /** What the credit notes against an invoice say, oldest first. */
    async creditNotesOf(invoiceId: string): Promise<TaxDocumentContent[]> {
      const rows = await executor
        .select({ content: taxDocuments.content })
        .from(taxDocuments)
        .where(eq(taxDocuments.invoiceId, invoiceId))
        .orderBy(asc(taxDocuments.issuedAt), asc(taxDocuments.number));
      return rows.map(contentOf);
    },

    /** Each order's documents, the invoice first, then its credit notes in the order they were issued. */
    forOrders(orderIds: readonly string[]): Promise<TaxDocumentSummary[]> {
      if (orderIds.length === 0) return Promise.resolve([]);
      return executor
        .select(summary)
        .from(taxDocuments)
        .where(inArray(taxDocuments.orderId, [...orderIds]))
        .orderBy(asc(taxDocuments.issuedAt), asc(taxDocuments.number));
    },

    /** A document by its number, with the account of the order it belongs to. */
    async byNumber(number: string): Promise<(TaxDocumentRow & { userId: string }) | null> {
      const [row] = await executor
        .select({ document: taxDocuments, userId: orders.userId })
        .from(taxDocuments)
        .innerJoin(orders, eq(orders.id, taxDocuments.orderId))
        .where(eq(taxDocuments.number, number));
      return row ? { ...row.document, userId: row.userId } : null;
    },

    /** A period's documents, newest first, a page at a time. */
    page(period: DocumentPeriod, offset: number, limit: number) {
      return executor
        .select({
          ...summary,
          orderNumber: orders.number,
          buyer: sql<string>`${taxDocuments.content}->'buyer'->>'name'`,
        })
        .from(taxDocuments)
        .innerJoin(orders, eq(orders.id, taxDocuments.orderId))
        .where(inPeriod(period))
        .orderBy(desc(taxDocuments.issuedAt), desc(taxDocuments.number))
        .offset(offset)
        .limit(limit);
    },

    /** A period's documents for the CSV, oldest first, with their content. */
    all(period: DocumentPeriod): Promise<TaxDocumentRow[]> {
      return executor
        .select()
        .from(taxDocuments)
        .where(inPeriod(period))
        .orderBy(asc(taxDocuments.issuedAt), asc(taxDocuments.number));
    },

    /** Counts and sums per kind over a period: the VAT return's figures. */
    totals(period: DocumentPeriod) {
      return executor
        .select({
          kind: taxDocuments.kind,
          // A period's sums in fils can pass a 32-bit integer (AED 21 million); bigint arrives as text.
          count: sql<number>`count(*)::int`,
          netFils: sql`coalesce(sum(${taxDocuments.netFils}), 0)::bigint`.mapWith(Number),
          vatFils: sql`coalesce(sum(${taxDocuments.vatFils}), 0)::bigint`.mapWith(Number),
          grossFils: sql`coalesce(sum(${taxDocuments.grossFils}), 0)::bigint`.mapWith(Number),
        })
        .from(taxDocuments)
        .where(inPeriod(period))
        .groupBy(taxDocuments.kind);
    },

    /** When the order was first marked Delivered, if it was. */
    async deliveredAt(orderId: string): Promise<Date | null> {
      const [row] = await executor
        .select({ at: orderEvents.at })
        .from(orderEvents)
        .where(
          and(
            eq(orderEvents.orderId, orderId),
            eq(orderEvents.kind, 'status'),
            eq(orderEvents.toStatus, 'Delivered'),
          ),
        )
        .orderBy(asc(orderEvents.id))
        .limit(1);
      return row?.at ?? null;
    },

    async file(documentId: string): Promise<{ pdf: Uint8Array; sha256: string } | null> {
      const [row] = await executor
        .select({ pdf: taxDocumentFiles.pdf, sha256: taxDocumentFiles.sha256 })
        .from(taxDocumentFiles)
        .where(eq(taxDocumentFiles.documentId, documentId));
      return row ?? null;
    },

    /** Keeps a document's PDF; when another instance kept one first, theirs stays and this one is dropped. */
    async keepFile(documentId: string, pdf: Uint8Array, sha256: string): Promise<void> {
      await executor.insert(taxDocumentFiles).values({ documentId, pdf, sha256 }).onConflictDoNothing();
    },
  };
}

export type TaxDocumentsRepo = ReturnType<typeof createTaxDocumentsRepo>;
