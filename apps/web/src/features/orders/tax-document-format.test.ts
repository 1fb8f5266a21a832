import { TAX_DOCUMENT_TITLES } from '@souq/shared/schemas/tax-documents';
import { describe, expect, it } from 'vitest';
import ar from '@/shared/i18n/messages/ar.json';
import en from '@/shared/i18n/messages/en.json';
import {
  documentAmount,
  documentTitle,
  documentTitleMessage,
  formatSupplyDay,
  numberLabel,
  showsVat,
  taxDocumentPath,
} from './tax-document-format';

describe('tax documents in words', () => {
  it('titles each kind in English and Arabic', () => {
    expect(documentTitle({ kind: 'invoice', invoiceType: 'full' })).toEqual({
      en: 'Tax Invoice',
      ar: 'فاتورة ضريبية',
    });
    expect(documentTitle({ kind: 'invoice', invoiceType: 'simplified' }).en).toBe('Simplified Tax Invoice');
    expect(documentTitle({ kind: 'credit_note', invoiceType: 'simplified' }).en).toBe('Tax Credit Note');
    expect(documentTitle({ kind: 'credit_note', invoiceType: 'not_registered' }).en).toBe('Credit Note');
  });

  it("shows every title in the page's language in the words the documents are issued under", () => {
    for (const byType of Object.values(TAX_DOCUMENT_TITLES)) {
      for (const title of Object.values(byType)) {
        const id = documentTitleMessage(title.en);
        if (id === null) throw new Error(`${title.en} has no message`);
        expect(en[id]).toBe(title.en);
        expect(ar[id]).toBe(title.ar);
      }
    }
    expect(documentTitleMessage('Receipt')).toBeNull();
  });

  it("shows an invoice's amount, and a credit note's as credited", () => {
    expect(documentAmount({ amount: 94 })).toEqual({ fils: 9400, credited: false });
    expect(documentAmount({ amount: -94.5 })).toEqual({ fils: 9450, credited: true });
  });

  it('reads the day of supply as the day in Dubai', () => {
    expect(formatSupplyDay('2026-11-21')).toBe('21 Nov 2026');
    expect(formatSupplyDay('2026-01-01')).toBe('1 Jan 2026');
    expect(formatSupplyDay('soon')).toBe('soon');
    expect(formatSupplyDay('2026-11-21', (iso) => `day of ${iso}`)).toBe('day of 2026-11-21T12:00:00+04:00');
  });

  it('links to the printable page by number', () => {
    expect(taxDocumentPath('INV-2026-000001')).toBe('/orders/documents/INV-2026-000001');
  });

  it('leaves VAT out of a plain invoice and names the number by kind', () => {
    expect(showsVat({ invoiceType: 'not_registered' })).toBe(false);
    expect(showsVat({ invoiceType: 'full' })).toBe(true);
    expect(numberLabel({ kind: 'credit_note' })).toBe('documents.creditNoteNumber');
    expect(numberLabel({ kind: 'invoice' })).toBe('documents.invoiceNumber');
  });
});
