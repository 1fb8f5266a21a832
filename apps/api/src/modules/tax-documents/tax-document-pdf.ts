import { buffer } from 'node:stream/consumers';
import { formatOrderDate } from '@souq/shared/orders/order-labels';
import { formatAed } from '@souq/shared/pricing/money';
import {
  TAX_DOCUMENT_TITLES,
  type TaxDocumentContent,
  type TaxTotals,
} from '@souq/shared/schemas/tax-documents';
import PDFDocument from 'pdfkit';
import { registerFonts } from './pdf-fonts';
import { lineHeight, type TextStyle } from './pdf-text';
import {
  type Bilingual,
  CURRENCY_NAME,
  LABELS,
  PAYMENT_METHODS,
  vatTotalLabel,
} from './tax-document-pdf-labels';
import { COLORS, CONTENT_LEFT, CONTENT_WIDTH, FOOTER_TOP, Sheet, STYLES } from './tax-document-pdf-sheet';
import { drawLinesTable } from './tax-document-pdf-table';

const GUTTER = 16;
const BOX_PAD = 8;

/** A day of supply, YYYY-MM-DD in Dubai, written as the issue date is: "27 Nov 2026". */
const formatDay = (day: string) => formatOrderDate(`${day}T12:00:00+04:00`);

/**
 * A UAE tax invoice or tax credit note as an A4 PDF, in English with the Arabic beside or under it: everything
 * the Executive Regulation (Art. 59 and 60) asks a tax document to show. The same content gives the same bytes:
 * the file's dates are the document's, not the clock's.
 */
export async function renderTaxDocumentPdf(content: TaxDocumentContent): Promise<Uint8Array> {
  const title = TAX_DOCUMENT_TITLES[content.kind][content.invoiceType];
  const doc = new PDFDocument({
    size: 'A4',
    // Every position is worked out here; pdfkit's margins would only start pages of their own.
    margin: 0,
    bufferPages: true,
    lang: 'en-AE',
    info: {
      Title: `${title.en} ${content.number}`,
      Author: content.seller.legalName,
      CreationDate: new Date(content.issuedAt),
    },
  });
  const bytes = buffer(doc);
  registerFonts(doc);
  const sheet = new Sheet(doc);
  const withVat = content.invoiceType !== 'not_registered';

  drawTitle(sheet, content, title);
  drawFacts(sheet, content);
  drawParties(sheet, content, withVat);
  if (content.credit) drawCorrection(sheet, content.credit, withVat);
  sheet.onNewPage = () => drawContinuedHeader(sheet, content, title);
  const totals = totalRows(content, withVat);
  drawLinesTable(sheet, content.lines, withVat, TOTALS_GAP + totals.length * TOTAL_ROW_HEIGHT);
  drawTotals(sheet, totals);
  drawFooters(sheet, content, title);

  doc.end();
  return new Uint8Array(await bytes);
}

/** The trading name at the left, the title in both languages at the right, over a line in the store's coral. */
function drawTitle(sheet: Sheet, content: TaxDocumentContent, title: Bilingual): void {
  const { text } = sheet;
  const titleWidth = 250;
  const nameWidth = CONTENT_WIDTH - titleWidth - GUTTER;
  const titleX = CONTENT_LEFT + CONTENT_WIDTH - titleWidth;
  let left = sheet.y;
  left += text.block(content.seller.tradingName, CONTENT_LEFT, left, nameWidth, STYLES.tradingName);
  if (content.seller.legalName !== content.seller.tradingName)
    left += text.block(content.seller.legalName, CONTENT_LEFT, left, nameWidth, STYLES.small);
  let right = sheet.y;
  right += text.block(title.en, titleX, right, titleWidth, STYLES.title, 'right');
  right += text.block(title.ar, titleX, right, titleWidth, STYLES.title, 'right');
  sheet.y = Math.max(left, right) + 6;
  sheet.rule(CONTENT_LEFT, sheet.y, CONTENT_WIDTH, COLORS.accent, 1.5);
  sheet.y += 12;
}

/** The document's number, dates, order and payment, three to a row. */
function drawFacts(sheet: Sheet, content: TaxDocumentContent): void {
  const numberLabel = content.kind === 'invoice' ? LABELS.invoiceNumber : LABELS.creditNoteNumber;
  const payment = PAYMENT_METHODS[content.paymentMethod];
  const facts: { label: Bilingual; value: string; arabic?: string }[] = [
    { label: numberLabel, value: content.number },
    { label: LABELS.issueDate, value: formatOrderDate(content.issuedAt) },
    { label: LABELS.supplyDate, value: formatDay(content.supplyDate) },
    { label: LABELS.orderNumber, value: content.orderNumber },
    { label: LABELS.paymentMethod, value: payment.en, arabic: payment.ar },
    { label: LABELS.currency, value: CURRENCY_NAME.en, arabic: CURRENCY_NAME.ar },
  ];
  const perRow = 3;
  const width = (CONTENT_WIDTH - (perRow - 1) * GUTTER) / perRow;
  for (let start = 0; start < facts.length; start += perRow) {
    const heights = facts.slice(start, start + perRow).map((fact, column) => {
      const x = CONTENT_LEFT + column * (width + GUTTER);
      let y = sheet.y;
      y += sheet.labelPair(fact.label, x, y, width);
      y += sheet.text.block(fact.value, x, y, width, STYLES.value);
      if (fact.arabic) y += sheet.text.block(fact.arabic, x, y, width, STYLES.body);
      return y - sheet.y;
    });
    sheet.y += Math.max(...heights) + 6;
  }
  sheet.y += 4;
}

/** Draws blocks one under the other from `y`; answers the height they took. */
function stack(y: number, blocks: readonly ((y: number) => number)[]): number {
  let at = y;
  for (const block of blocks) at += block(at);
  return at - y;
}

/** Who sells and who buys, side by side in two boxes of one height. */
function drawParties(sheet: Sheet, content: TaxDocumentContent, withVat: boolean): void {
  const { seller, buyer } = content;
  const { text } = sheet;
  const width = (CONTENT_WIDTH - GUTTER) / 2;
  const inner = width - 2 * BOX_PAD;
  const labelWidth = 62;
  const headerHeight = lineHeight(STYLES.labelStrong) + 6;
  const top = sheet.y;
  const sellerX = CONTENT_LEFT;
  const buyerX = CONTENT_LEFT + width + GUTTER;

  const field =
    (x: number, label: Bilingual, value: string, style = STYLES.body) =>
    (y: number) =>
      sheet.field(label, value, x, y, inner, { labelWidth, style });
  const block =
    (x: number, value: string, style: TextStyle, after = 0) =>
    (y: number) =>
      text.block(value, x, y, inner, style) + after;
  const box = (x: number, heading: Bilingual, blocks: ((y: number) => number)[]) => {
    sheet.band(x, top, width, headerHeight);
    sheet.labelPair(heading, x + BOX_PAD, top + 3, inner, STYLES.labelStrong);
    return headerHeight + BOX_PAD + stack(top + headerHeight + BOX_PAD, blocks) + BOX_PAD;
  };

  const sellerText = sellerX + BOX_PAD;
  const sellerHeight = box(sellerX, LABELS.seller, [
    block(sellerText, seller.legalName, STYLES.strong),
    ...(seller.tradingName !== seller.legalName ? [block(sellerText, seller.tradingName, STYLES.body)] : []),
    block(sellerText, seller.address, STYLES.body, 4),
    ...(withVat && seller.trn !== '' ? [field(sellerText, LABELS.trn, seller.trn, STYLES.strong)] : []),
    field(sellerText, LABELS.tradeLicence, seller.tradeLicence),
    field(sellerText, LABELS.licenceAuthority, seller.licenceAuthority),
    field(sellerText, LABELS.email, seller.supportEmail),
    field(sellerText, LABELS.phone, seller.supportPhone),
  ]);
  const buyerText = buyerX + BOX_PAD;
  const buyerHeight = box(buyerX, LABELS.billTo, [
    block(buyerText, buyer.name, STYLES.strong),
    ...(buyer.companyName ? [field(buyerText, LABELS.company, buyer.companyName, STYLES.strong)] : []),
    ...(buyer.trn ? [field(buyerText, LABELS.trn, buyer.trn, STYLES.strong)] : []),
    block(buyerText, buyer.addressLines.join('\n'), STYLES.body, 4),
    field(buyerText, LABELS.email, buyer.email),
    field(buyerText, LABELS.phone, buyer.phone),
  ]);

  const height = Math.max(sellerHeight, buyerHeight);
  for (const x of [sellerX, buyerX])
    sheet.doc.rect(x, top, width, height).lineWidth(0.6).strokeColor(COLORS.rule).stroke();
  sheet.y = top + height + 14;
}

/** A credit note: the invoice it corrects, why, and that invoice's value before and after it. */
function drawCorrection(
  sheet: Sheet,
  credit: NonNullable<TaxDocumentContent['credit']>,
  withVat: boolean,
): void {
  const labelWidth = 96;
  sheet.y += sheet.field(
    LABELS.correctsInvoice,
    `${credit.invoiceNumber} of ${formatOrderDate(credit.invoiceIssuedAt)}`,
    CONTENT_LEFT,
    sheet.y,
    CONTENT_WIDTH,
    { labelWidth, style: STYLES.strong },
  );
  sheet.y +=
    sheet.field(LABELS.reason, credit.reason, CONTENT_LEFT, sheet.y, CONTENT_WIDTH, { labelWidth }) + 6;

  const columns: { label: Bilingual; value: (totals: TaxTotals) => number }[] = withVat
    ? [
        { label: LABELS.net, value: (totals) => totals.netFils },
        { label: LABELS.vat, value: (totals) => totals.vatFils },
        { label: LABELS.gross, value: (totals) => totals.grossFils },
      ]
    : [{ label: LABELS.amount, value: (totals) => totals.grossFils }];
  const difference: TaxTotals = {
    netFils: credit.before.netFils - credit.after.netFils,
    vatFils: credit.before.vatFils - credit.after.vatFils,
    grossFils: credit.before.grossFils - credit.after.grossFils,
  };
  const rows = [
    { label: LABELS.valueBefore, totals: credit.before, style: STYLES.body },
    { label: LABELS.valueAfter, totals: credit.after, style: STYLES.body },
    { label: LABELS.difference, totals: difference, style: STYLES.strong },
  ];
  const columnWidth = 100;
  const tableWidth = CONTENT_WIDTH;
  const labelColumn = tableWidth - columns.length * columnWidth;
  const rowHeight = lineHeight(STYLES.body) + 6;
  const headerHeight = lineHeight(STYLES.labelStrong) + lineHeight(STYLES.label) + 6;
  sheet.ensureRoom(headerHeight + rows.length * rowHeight);

  sheet.band(CONTENT_LEFT, sheet.y, tableWidth, headerHeight);
  columns.forEach((column, index) => {
    const x = CONTENT_LEFT + labelColumn + index * columnWidth;
    sheet.text.block(column.label.en, x, sheet.y + 3, columnWidth - 6, STYLES.labelStrong, 'right');
    sheet.text.block(
      column.label.ar,
      x,
      sheet.y + 3 + lineHeight(STYLES.labelStrong),
      columnWidth - 6,
      STYLES.label,
      'right',
    );
  });
  sheet.y += headerHeight;
  for (const row of rows) {
    sheet.labelPair(row.label, CONTENT_LEFT + 4, sheet.y + 3, labelColumn - 20, {
      ...row.style,
      size: STYLES.body.size,
    });
    columns.forEach((column, index) => {
      const x = CONTENT_LEFT + labelColumn + index * columnWidth;
      sheet.text.block(
        formatAed(column.value(row.totals)),
        x,
        sheet.y + 3,
        columnWidth - 6,
        row.style,
        'right',
      );
    });
    sheet.y += rowHeight;
    sheet.rule(CONTENT_LEFT, sheet.y, tableWidth);
  }
  sheet.y += 14;
}

const TOTALS_GAP = 6;
const TOTAL_ROW_HEIGHT = lineHeight(STYLES.body) + 8;

/** Net, VAT and gross; or the one total of a store not registered for VAT. */
function totalRows(content: TaxDocumentContent, withVat: boolean): { label: Bilingual; fils: number }[] {
  const { totals } = content;
  if (!withVat) return [{ label: LABELS.total, fils: totals.grossFils }];
  return [
    { label: LABELS.totalNet, fils: totals.netFils },
    { label: vatTotalLabel(content.lines.map((line) => line.vatPercent)), fils: totals.vatFils },
    { label: LABELS.totalGross, fils: totals.grossFils },
  ];
}

/** The totals at the right under the table, the last one (what is paid) stronger. */
function drawTotals(sheet: Sheet, rows: readonly { label: Bilingual; fils: number }[]): void {
  const width = 320;
  const amountWidth = 90;
  const x = CONTENT_LEFT + CONTENT_WIDTH - width;
  sheet.y += TOTALS_GAP;
  sheet.ensureRoom(rows.length * TOTAL_ROW_HEIGHT);
  rows.forEach((row, index) => {
    const last = index === rows.length - 1;
    const style = last ? STYLES.value : STYLES.body;
    if (last) sheet.band(x, sheet.y, width, TOTAL_ROW_HEIGHT);
    sheet.labelPair(row.label, x + 6, sheet.y + 4, width - amountWidth - 18, { ...style, color: COLORS.ink });
    sheet.text.block(
      formatAed(row.fils),
      x + width - amountWidth - 6,
      sheet.y + 4,
      amountWidth,
      style,
      'right',
    );
    sheet.y += TOTAL_ROW_HEIGHT;
  });
  sheet.rule(x, sheet.y, width, COLORS.heading, 0.8);
}

/** What a continued page starts with: which document it is. */
function drawContinuedHeader(sheet: Sheet, content: TaxDocumentContent, title: Bilingual): void {
  const style = STYLES.labelStrong;
  sheet.text.block(
    `${title.en} ${content.number} (${LABELS.continued.en})`,
    CONTENT_LEFT,
    sheet.y,
    CONTENT_WIDTH,
    style,
  );
  // A dash, not brackets: a reader copying right-to-left text gets mirrored brackets back the wrong way round.
  sheet.text.block(
    `${title.ar} – ${LABELS.continued.ar}`,
    CONTENT_LEFT,
    sheet.y,
    CONTENT_WIDTH,
    style,
    'right',
  );
  sheet.y += lineHeight(style) + 4;
  sheet.rule(CONTENT_LEFT, sheet.y, CONTENT_WIDTH, COLORS.accent, 1);
  sheet.y += 8;
}

/** Every page's foot: the currency, which document, and the page of how many. */
function drawFooters(sheet: Sheet, content: TaxDocumentContent, title: Bilingual): void {
  const { doc, text } = sheet;
  const { start, count } = doc.bufferedPageRange();
  const style = STYLES.small;
  const third = CONTENT_WIDTH / 3;
  for (let page = start; page < start + count; page++) {
    doc.switchToPage(page);
    sheet.rule(CONTENT_LEFT, FOOTER_TOP, CONTENT_WIDTH);
    const y = FOOTER_TOP + 6;
    text.block(LABELS.amountsInAed.en, CONTENT_LEFT, y, third, style);
    text.block(LABELS.amountsInAed.ar, CONTENT_LEFT, y + lineHeight(style), third, style);
    text.block(`${title.en} ${content.number}`, CONTENT_LEFT + third, y, third, style, 'center');
    text.block(`${page - start + 1} / ${count}`, CONTENT_LEFT + 2 * third, y, third, style, 'right');
  }
}
