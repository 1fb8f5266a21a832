import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TaxDocumentContent, TaxDocumentLine, TaxTotals } from '@souq/shared/schemas/tax-documents';
import { afterAll, describe, expect, it } from 'vitest';
import { renderTaxDocumentPdf } from './tax-document-pdf';

// The PDFs are read back with poppler's tools (Debian's poppler-utils, which .ci/run installs), as a person
// copying text out of the PDF would get it.
const popplerMissing = spawnSync('pdftotext', ['-v']).error !== undefined;
if (popplerMissing)
  console.warn('tax-document-pdf.test.ts skipped: pdftotext (poppler-utils) is not installed');

const folder = mkdtempSync(path.join(tmpdir(), 'tax-document-pdf-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

async function renderToFile(content: TaxDocumentContent): Promise<string> {
  const file = path.join(folder, `${content.number}.pdf`);
  writeFileSync(file, await renderTaxDocumentPdf(content));
  return file;
}

/** The text as `pdftotext -layout` gives it: each line of the page a line, columns kept apart by spaces. */
const pdfText = (file: string, page?: number) =>
  execFileSync(
    'pdftotext',
    ['-layout', ...(page ? ['-f', String(page), '-l', String(page)] : []), file, '-'],
    { encoding: 'utf8' },
  );

/**
 * What a search finds in it: poppler wraps right-to-left text in embedding marks, and gives a lam-alef ligature
 * as its one presentation-form code point (ﻻ), which Unicode normalisation (NFKC) turns back into the letters.
 */
const searchable = (text: string) => text.replace(/[\u202a-\u202e]/g, '').normalize('NFKC');

const pdfInfo = (file: string) => execFileSync('pdfinfo', ['-isodates', file], { encoding: 'utf8' });

const lineWith = (text: string, needle: string) =>
  text.split('\n').find((line) => line.includes(needle)) ?? '';

function line(
  description: string,
  sku: string | null,
  quantity: number,
  unitFils: number,
  discountFils = 0,
  descriptionAr = '',
) {
  const grossFils = unitFils * quantity - discountFils;
  const vatFils = Math.round((grossFils * 5) / 105);
  return {
    kind: sku ? 'item' : 'delivery',
    description,
    descriptionAr,
    sku,
    quantity,
    unitFils,
    discountFils,
    netFils: grossFils - vatFils,
    vatPercent: 5,
    vatFils,
    grossFils,
  } satisfies TaxDocumentLine;
}

const totalsOf = (lines: readonly TaxDocumentLine[]): TaxTotals => ({
  netFils: lines.reduce((sum, each) => sum + each.netFils, 0),
  vatFils: lines.reduce((sum, each) => sum + each.vatFils, 0),
  grossFils: lines.reduce((sum, each) => sum + each.grossFils, 0),
});

const seller: TaxDocumentContent['seller'] = {
  legalName: 'Little Souq General Trading L.L.C.',
  tradingName: 'Little Souq',
  address: 'Office 1204, Al Manara Tower, Business Bay\nDubai, United Arab Emirates',
  trn: '100123456700003',
  tradeLicence: '1234567',
  licenceAuthority: 'Dubai Department of Economy and Tourism',
  supportEmail: 'support@littlesouq.ae',
  supportPhone: '+971 4 123 4567',
};

const fullLines = [
  line(
    'Rainbow Dungarees — Yellow, 3-4 Y',
    'KD-RD-YEL-34',
    2,
    8900,
    1780,
    'سالوبيت قوس قزح — أصفر، 3-4 سنوات',
  ),
  line(
    'Organic Cotton Sleepsuit Set of Three with a long name that wraps — Mint, size 6-12 M',
    'KD-SLP-MNT-612',
    1,
    12950,
  ),
  line('Delivery', null, 1, 1500),
];

const fullInvoice: TaxDocumentContent = {
  kind: 'invoice',
  invoiceType: 'full',
  number: 'INV-2026-000123',
  // 10:30 on the 27th in Dubai.
  issuedAt: '2026-11-27T06:30:00.000Z',
  supplyDate: '2026-11-26',
  orderNumber: 'LS-104233',
  paymentMethod: 'stripe',
  currency: 'AED',
  seller,
  buyer: {
    name: 'Omar Haddad',
    addressLines: ['Villa 7, Street 22, Al Barsha 2', 'Dubai', 'United Arab Emirates'],
    email: 'omar@haddad-trading.ae',
    phone: '+971 50 123 4567',
    companyName: 'Haddad Trading L.L.C.',
    trn: '100987654300003',
  },
  lines: fullLines,
  totals: totalsOf(fullLines),
  credit: null,
};

const simplifiedLines = [
  line('فستان صيفي — وردي، مقاس 4', 'KD-DRS-PNK-4', 1, 9900),
  line('Delivery', null, 1, 1500),
];
const simplifiedInvoice: TaxDocumentContent = {
  ...fullInvoice,
  invoiceType: 'simplified',
  number: 'INV-2026-000124',
  paymentMethod: 'cod',
  buyer: {
    name: 'مريم السويدي',
    addressLines: ['شارع الشيخ زايد 12', 'Dubai', 'United Arab Emirates'],
    email: 'maryam@example.ae',
    phone: '+971 55 765 4321',
    companyName: null,
    trn: null,
  },
  lines: simplifiedLines,
  totals: totalsOf(simplifiedLines),
};

describe.skipIf(popplerMissing)('the PDF of a tax document', () => {
  it('shows a full tax invoice: title, seller, buyer, dates, lines and totals', async () => {
    const file = await renderToFile(fullInvoice);
    const text = pdfText(file);
    const found = searchable(text);

    expect(text).toContain('Tax Invoice');
    // A reader copying the Arabic title gets it as it is written, letter for letter.
    expect(text).toContain('فاتورة ضريبية');
    // A line's Arabic description sits under its English one, above its SKU.
    const rows = searchable(text).split('\n');
    const arabicRow = rows.findIndex((row) => row.includes('سالوبيت قوس قزح'));
    expect(arabicRow).toBeGreaterThan(rows.findIndex((row) => row.includes('Rainbow Dungarees')));
    expect(arabicRow).toBeLessThan(rows.findIndex((row) => row.includes('SKU KD-RD-YEL-34')));
    for (const fact of [
      'Little Souq General Trading L.L.C.',
      'Office 1204, Al Manara Tower, Business Bay',
      'Dubai Department of Economy',
      'support@littlesouq.ae',
      '+971 4 123 4567',
      'Invoice number',
      'INV-2026-000123',
      'Issue date',
      '27 Nov 2026',
      'Date of supply',
      '26 Nov 2026',
      'LS-104233',
      'Card',
      'Haddad Trading L.L.C.',
      '100987654300003',
      'Villa 7, Street 22, Al Barsha 2',
      'omar@haddad-trading.ae',
      'Amounts in AED (UAE dirham).',
    ])
      expect(text).toContain(fact);
    expect(lineWith(found, '100123456700003')).toMatch(/TRN\s+100123456700003\s+الرقم الضريبي/);
    expect(lineWith(text, 'Trade licence')).toMatch(/Trade licence\s+1234567/);
    expect(found).toContain('إلى');

    // Each line's figures in their columns: quantity, unit price, discount, net, rate, VAT, gross.
    expect(lineWith(text, 'Rainbow Dungarees')).toMatch(
      /Rainbow Dungarees — Yellow, 3-4 Y\s+2\s+89\.00\s+17\.80\s+152\.57\s+5\s*%\s+7\.63\s+160\.20/,
    );
    expect(lineWith(text, 'Organic Cotton')).toMatch(
      /1\s+129\.50\s+0\.00\s+123\.33\s+5\s*%\s+6\.17\s+129\.50/,
    );
    expect(lineWith(text, 'Delivery ')).toMatch(/1\s+15\.00\s+0\.00\s+14\.29\s+5\s*%\s+0\.71\s+15\.00/);
    expect(text).toContain('SKU KD-SLP-MNT-612');
    // The long description wraps inside its column, all of it there in reading order.
    const raw = execFileSync('pdftotext', ['-raw', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(raw).toContain(fullLines[1]?.description);

    for (const header of ['Description', 'Qty', 'Unit price', '(incl. VAT)', 'Discount', 'Net amount'])
      expect(text).toContain(header);
    for (const header of ['VAT rate', 'VAT amount', 'Gross amount', 'الوصف', 'الكمية', 'مبلغ الضريبة'])
      expect(text).toContain(header);

    expect(lineWith(text, 'Total excluding VAT')).toMatch(/AED 290\.19$/);
    expect(lineWith(text, 'VAT 5 %')).toMatch(/AED 14\.51$/);
    expect(lineWith(text, 'Total including VAT')).toMatch(/AED 304\.70$/);
    expect(searchable(lineWith(text, 'Total including VAT'))).toContain('الإجمالي شامل الضريبة');
    expect(text).toMatch(/1\s*\/\s*1\s*$/m);

    const info = pdfInfo(file);
    expect(info).toMatch(/^Title:\s+Tax Invoice INV-2026-000123$/m);
    expect(info).toMatch(/^Author:\s+Little Souq General Trading L\.L\.C\.$/m);
    expect(info).toMatch(/^CreationDate:\s+2026-11-27T06:30:00(Z|\+00)/m);
    expect(info).toMatch(/^Pages:\s+1$/m);
  });

  it('renders an Arabic buyer, street and product right to left, and copies them in reading order', async () => {
    const text = pdfText(await renderToFile(simplifiedInvoice));
    const found = searchable(text);

    expect(text).toContain('Simplified Tax Invoice');
    expect(text).toContain('فاتورة ضريبية مبسطة');
    expect(text).toContain('مريم السويدي');
    // The house number keeps its digits in order, at the street's left where it ends a right-to-left line.
    expect(found).toMatch(/12 شارع الشيخ زايد/);
    expect(found).toContain('فستان صيفي');
    expect(lineWith(found, 'KD-DRS-PNK-4')).toContain('SKU KD-DRS-PNK-4');
    expect(text).toContain('Cash on delivery');
    // Lam-alef ligatures come out as the letters, not turned around ("اﻻستﻼم", not "االستالم").
    expect(found).toContain('الدفع عند الاستلام');
    expect(found).toContain('الإجمالي غير شامل الضريبة');
    // No business buyer: no company, no buyer TRN.
    expect(text).not.toContain('Company');
    expect(text.match(/\bTRN\b/g)).toHaveLength(1);
    expect(lineWith(text, 'Total including VAT')).toMatch(/AED 114\.00$/);
  });

  it('shows a credit note with the invoice it corrects, why, and the value before and after', async () => {
    const creditLines = fullLines.slice(0, 1);
    const credited = totalsOf(creditLines);
    const before = fullInvoice.totals;
    const creditNote: TaxDocumentContent = {
      ...fullInvoice,
      kind: 'credit_note',
      number: 'CN-2026-000009',
      issuedAt: '2026-11-29T10:00:00.000Z',
      supplyDate: '2026-11-29',
      lines: creditLines,
      totals: credited,
      credit: {
        invoiceNumber: 'INV-2026-000123',
        invoiceIssuedAt: '2026-11-27T06:30:00.000Z',
        reason: 'Returned: the dungarees were too small.',
        before,
        after: {
          netFils: before.netFils - credited.netFils,
          vatFils: before.vatFils - credited.vatFils,
          grossFils: before.grossFils - credited.grossFils,
        },
      },
    };
    const file = await renderToFile(creditNote);
    const text = pdfText(file);

    expect(text).toContain('Tax Credit Note');
    expect(text).toContain('إشعار دائن ضريبي');
    expect(text).toContain('Credit note number');
    expect(text).toContain('CN-2026-000009');
    expect(text).toContain('29 Nov 2026');
    expect(lineWith(text, 'Corrects invoice')).toMatch(/Corrects invoice\s+INV-2026-000123 of 27 Nov 2026/);
    expect(lineWith(text, 'Reason')).toContain('Returned: the dungarees were too small.');
    expect(lineWith(text, 'Value before')).toMatch(/AED 290\.19\s+AED 14\.51\s+AED 304\.70$/);
    expect(lineWith(text, 'Value after')).toMatch(/AED 137\.62\s+AED 6\.88\s+AED 144\.50$/);
    expect(lineWith(text, 'Difference')).toMatch(/AED 152\.57\s+AED 7\.63\s+AED 160\.20$/);
    expect(lineWith(text, 'Total including VAT')).toMatch(/AED 160\.20$/);
    expect(pdfInfo(file)).toMatch(/^Title:\s+Tax Credit Note CN-2026-000009$/m);
  });

  it('leaves the TRN and every VAT column off the invoice of a store not registered for VAT', async () => {
    const plainLines = fullLines.map((each) => ({
      ...each,
      netFils: each.grossFils,
      vatFils: 0,
      vatPercent: 0,
    }));
    const text = pdfText(
      await renderToFile({
        ...fullInvoice,
        invoiceType: 'not_registered',
        number: 'INV-2026-000125',
        seller: { ...seller, trn: '' },
        buyer: { ...simplifiedInvoice.buyer },
        lines: plainLines,
        totals: totalsOf(plainLines),
      }),
    );

    expect(text).toMatch(/^Little Souq\s+Invoice$/m);
    expect(text).toContain('فاتورة');
    expect(text).not.toContain('ضريبية');
    expect(text).toContain('Little Souq General Trading L.L.C.');
    for (const absent of ['TRN', 'الرقم الضريبي', 'VAT', 'Net amount']) expect(text).not.toContain(absent);
    expect(lineWith(text, 'Description')).toMatch(/Qty\s+Unit price\s+Discount\s+Amount$/);
    expect(lineWith(text, 'Rainbow Dungarees')).toMatch(/2\s+89\.00\s+17\.80\s+160\.20$/);
    expect(lineWith(text, 'Total ')).toMatch(/AED 304\.70$/);
  });

  it('carries 60 lines over pages, the table header again on each', async () => {
    const lines = Array.from({ length: 60 }, (_, index) =>
      line(
        `Item ${index + 1} — Colour ${index % 7}`,
        `KD-${String(index + 1).padStart(3, '0')}`,
        1,
        2500 + index * 100,
      ),
    );
    const file = await renderToFile({
      ...fullInvoice,
      number: 'INV-2026-000200',
      lines,
      totals: totalsOf(lines),
    });
    const pages = Number(/^Pages:\s+(\d+)$/m.exec(pdfInfo(file))?.[1]);
    expect(pages).toBeGreaterThanOrEqual(2);

    const all = pdfText(file);
    for (const [index, each] of lines.entries())
      expect(lineWith(all, `Item ${index + 1} — `)).toMatch(
        new RegExp(`${(each.grossFils / 100).toFixed(2)}$`),
      );
    for (let page = 1; page <= pages; page++) {
      const text = pdfText(file, page);
      expect(lineWith(text, 'Description')).toMatch(/Qty\s+Unit price\s+Discount\s+Net amount\s+VAT rate/);
      expect(text).toMatch(new RegExp(`${page}\\s*/\\s*${pages}\\s*$`, 'm'));
      if (page > 1) expect(text).toContain('Tax Invoice INV-2026-000200 (continued)');
    }
    expect(lineWith(pdfText(file, pages), 'Total including VAT')).toMatch(/AED \d+\.\d\d$/);
  });

  it('gives the same bytes for the same document', async () => {
    const first = await renderTaxDocumentPdf(fullInvoice);
    const second = await renderTaxDocumentPdf(fullInvoice);
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
  });
});
