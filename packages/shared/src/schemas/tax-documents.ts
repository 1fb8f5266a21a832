import { z } from 'zod';
import { dateSchema, requiredText } from './common';

/**
 * A UAE Tax Registration Number: 15 digits, the first a 1 (the FTA's VAT numbers; PINT AE checks the same).
 * People copy it with spaces or dashes from a certificate, so those are dropped before it is checked.
 */
export const TRN_MESSAGE = 'A TRN is 15 digits starting with 1.';
export const compactTrn = (text: string) => text.replace(/[\s-]/g, '');
export const isValidTrn = (text: string) => /^1\d{14}$/.test(text);

export const trnSchema = z
  .string({ error: TRN_MESSAGE })
  .trim()
  .transform(compactTrn)
  .refine(isValidTrn, TRN_MESSAGE);

/** A registered business buying at checkout: its name and TRN go on a full tax invoice. */
export const businessBuyerSchema = z.object({
  companyName: requiredText('Company name', 200),
  trn: trnSchema,
});
export type BusinessBuyer = z.infer<typeof businessBuyerSchema>;

/** Who sells: the store's legal identity, as the owner sets it in the back office (docs/product/vat-and-invoices.md). */
export const sellerIdentitySchema = z
  .object({
    legalName: requiredText('Legal name', 200),
    tradingName: requiredText('Trading name', 200),
    address: requiredText('Address', 500),
    tradeLicence: requiredText('Trade licence number', 50),
    licenceAuthority: requiredText('Issuing authority', 200),
    vatRegistered: z.boolean({ error: 'Say whether the store is registered for VAT.' }),
    /** Empty while not registered for VAT. */
    trn: z.string({ error: TRN_MESSAGE }).trim().transform(compactTrn),
    supportEmail: requiredText('Support e-mail', 254).pipe(z.email('Enter a valid e-mail address.')),
    supportPhone: requiredText('Support phone', 32),
  })
  .superRefine((seller, ctx) => {
    if (seller.vatRegistered && !isValidTrn(seller.trn))
      ctx.addIssue({ code: 'custom', path: ['trn'], message: TRN_MESSAGE });
    if (!seller.vatRegistered && seller.trn !== '' && !isValidTrn(seller.trn))
      ctx.addIssue({ code: 'custom', path: ['trn'], message: TRN_MESSAGE });
  });
export type SellerIdentity = z.infer<typeof sellerIdentitySchema>;
export type SellerIdentityInput = z.input<typeof sellerIdentitySchema>;

export const SELLER_SAVED = 'The store details are saved.';

export const TAX_DOCUMENT_KINDS = ['invoice', 'credit_note'] as const;
export type TaxDocumentKind = (typeof TAX_DOCUMENT_KINDS)[number];

/**
 * A full tax invoice names a VAT-registered buyer (its TRN); a simplified one is for everyone else, with the
 * same lines. A store not registered for VAT issues plain invoices and credit notes, with no VAT in them.
 */
export const INVOICE_TYPES = ['full', 'simplified', 'not_registered'] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];

/** The bilingual title each kind of document carries. */
export const TAX_DOCUMENT_TITLES: Record<TaxDocumentKind, Record<InvoiceType, { en: string; ar: string }>> = {
  invoice: {
    full: { en: 'Tax Invoice', ar: 'فاتورة ضريبية' },
    simplified: { en: 'Simplified Tax Invoice', ar: 'فاتورة ضريبية مبسطة' },
    not_registered: { en: 'Invoice', ar: 'فاتورة' },
  },
  credit_note: {
    full: { en: 'Tax Credit Note', ar: 'إشعار دائن ضريبي' },
    simplified: { en: 'Tax Credit Note', ar: 'إشعار دائن ضريبي' },
    not_registered: { en: 'Credit Note', ar: 'إشعار دائن' },
  },
};

const fils = z.number().int();

/** One line of a document. Amounts are integer fils and include VAT unless named net. */
export const taxDocumentLineSchema = z.object({
  kind: z.enum(['item', 'delivery', 'express']),
  /** Name, colour and size for an item; "Delivery" or "Express delivery" for a charge. */
  description: z.string(),
  /**
   * The same in Arabic (UAE consumer law asks for Arabic invoices), from the names the order kept. Documents
   * issued before it was written have none.
   */
  descriptionAr: z.string().default(''),
  sku: z.string().nullable(),
  quantity: z.number().int(),
  /** One unit's list price, VAT included. */
  unitFils: fils,
  /** Everything taken off the line: the product's own discount, a flash unit, its share of a code. */
  discountFils: fils,
  netFils: fils,
  vatPercent: z.number(),
  vatFils: fils,
  grossFils: fils,
});
export type TaxDocumentLine = z.infer<typeof taxDocumentLineSchema>;

export const taxTotalsSchema = z.object({ netFils: fils, vatFils: fils, grossFils: fils });
export type TaxTotals = z.infer<typeof taxTotalsSchema>;

/**
 * Everything a tax invoice or credit note shows, frozen when it is issued: later changes to the store's
 * details, the product, the order's address or the account never reach it.
 */
export const taxDocumentContentSchema = z.object({
  kind: z.enum(TAX_DOCUMENT_KINDS),
  invoiceType: z.enum(INVOICE_TYPES),
  number: z.string(),
  /** ISO time it was issued. */
  issuedAt: z.string(),
  /** The day of supply in Dubai, YYYY-MM-DD. */
  supplyDate: z.string(),
  orderNumber: z.string(),
  paymentMethod: z.enum(['cod', 'stripe']),
  currency: z.literal('AED'),
  seller: z.object({
    legalName: z.string(),
    tradingName: z.string(),
    address: z.string(),
    trn: z.string(),
    tradeLicence: z.string(),
    licenceAuthority: z.string(),
    supportEmail: z.string(),
    supportPhone: z.string(),
  }),
  buyer: z.object({
    name: z.string(),
    /** Street, city, emirate and postcode, one per line. */
    addressLines: z.array(z.string()),
    email: z.string(),
    phone: z.string(),
    companyName: z.string().nullable(),
    trn: z.string().nullable(),
  }),
  lines: z.array(taxDocumentLineSchema),
  totals: taxTotalsSchema,
  /** A credit note: the invoice it corrects, why, and that invoice's value before and after this note. */
  credit: z
    .object({
      invoiceNumber: z.string(),
      invoiceIssuedAt: z.string(),
      reason: z.string(),
      before: taxTotalsSchema,
      after: taxTotalsSchema,
    })
    .nullable(),
});
export type TaxDocumentContent = z.infer<typeof taxDocumentContentSchema>;

/** A document as a list names it: on My Orders, on the orders desk. */
export const taxDocumentRefSchema = z.object({
  kind: z.enum(TAX_DOCUMENT_KINDS),
  number: z.string(),
  /** "Tax Invoice", "Simplified Tax Invoice", "Tax Credit Note"… */
  title: z.string(),
  issuedAt: z.string(),
  /** What it is for, VAT included, in AED: negative for a credit note. */
  amount: z.number(),
});
export type TaxDocumentRef = z.infer<typeof taxDocumentRefSchema>;

export const DOCUMENT_NOT_FOUND = 'Document not found.';

/** `INV-2026-000001` or `CN-2026-000001`; anything else is a document we do not have. */
export const documentNumberParamsSchema = z.object({
  number: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^(INV|CN)-\d{4}-\d{6,}$/, DOCUMENT_NOT_FOUND),
});

/** GET /api/order/documents/:number: the document as issued, for its printable page. */
export const taxDocumentResponseSchema = z.object({
  success: z.literal(true),
  document: taxDocumentContentSchema,
  /** The SHA-256 of its PDF once it has been made, so a copy can be checked against the store's. */
  sha256: z.string().nullable(),
});
export type TaxDocumentResponse = z.infer<typeof taxDocumentResponseSchema>;

/** GET/PUT /api/admin/settings/seller (owners only). */
export const sellerSettingsResponseSchema = z.object({
  success: z.literal(true),
  seller: z.object({
    legalName: z.string(),
    tradingName: z.string(),
    address: z.string(),
    tradeLicence: z.string(),
    licenceAuthority: z.string(),
    vatRegistered: z.boolean(),
    trn: z.string(),
    supportEmail: z.string(),
    supportPhone: z.string(),
  }),
  /** False while the store shows its deployment's defaults (SELLER_* settings or the demo's). */
  saved: z.boolean(),
  message: z.string().optional(),
});
export type SellerSettingsResponse = z.infer<typeof sellerSettingsResponseSchema>;

/**
 * GET /api/admin/tax-documents?from=&to=&kind=&page=: days in Dubai, both included; without them the current
 * month so far.
 */
export const taxDocumentsQuerySchema = z
  .object({
    from: dateSchema('from').optional(),
    to: dateSchema('to').optional(),
    kind: z.enum(TAX_DOCUMENT_KINDS, { error: 'kind must be invoice or credit_note.' }).optional(),
    page: z.coerce
      .number({ error: 'page must be a number.' })
      .int('page must be a whole number.')
      .min(1, 'page must be at least 1.')
      .max(100_000, 'page is too large.')
      .default(1),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'from must not be after to.',
    path: ['from'],
  });
export type TaxDocumentsQuery = z.infer<typeof taxDocumentsQuerySchema>;

export const TAX_DOCUMENTS_PAGE_SIZE = 50;

const amountsSchema = z.object({ net: z.number(), vat: z.number(), gross: z.number() });

export const taxDocumentsResponseSchema = z.object({
  success: z.literal(true),
  from: z.string(),
  to: z.string(),
  documents: z.array(
    z.object({
      kind: z.enum(TAX_DOCUMENT_KINDS),
      number: z.string(),
      title: z.string(),
      orderId: z.string(),
      orderNumber: z.string(),
      buyer: z.string(),
      issuedAt: z.string(),
      supplyDate: z.string(),
      /** In AED; a credit note's are negative. */
      net: z.number(),
      vat: z.number(),
      gross: z.number(),
    }),
  ),
  total: z.number().int(),
  /** The period's figures for the VAT return, in AED: invoices, credit notes (negative), and the two together. */
  totals: z.object({
    invoices: amountsSchema.extend({ count: z.number().int() }),
    creditNotes: amountsSchema.extend({ count: z.number().int() }),
    net: amountsSchema,
  }),
});
export type TaxDocumentsResponse = z.infer<typeof taxDocumentsResponseSchema>;
