import { describe, expect, it } from 'vitest';
import {
  documentAmountText,
  documentTitle,
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

  it("shows an invoice's amount, and a credit note's as credited", () => {
    expect(documentAmountText({ amount: 94 })).toBe('AED 94.00');
    expect(documentAmountText({ amount: -94.5 })).toBe('Credited AED 94.50');
  });

  it('reads the day of supply as the day in Dubai', () => {
    expect(formatSupplyDay('2026-11-21')).toBe('21 Nov 2026');
    expect(formatSupplyDay('2026-01-01')).toBe('1 Jan 2026');
    expect(formatSupplyDay('soon')).toBe('soon');
  });

  it('links to the printable page by number', () => {
    expect(taxDocumentPath('INV-2026-000001')).toBe('/orders/documents/INV-2026-000001');
  });

  it('leaves VAT out of a plain invoice and names the number by kind', () => {
    expect(showsVat({ invoiceType: 'not_registered' })).toBe(false);
    expect(showsVat({ invoiceType: 'full' })).toBe(true);
    expect(numberLabel({ kind: 'credit_note' })).toBe('Credit note number');
    expect(numberLabel({ kind: 'invoice' })).toBe('Invoice number');
  });
});
