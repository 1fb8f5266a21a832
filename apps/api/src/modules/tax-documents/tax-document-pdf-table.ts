import { FILS_PER_AED } from '@souq/shared/pricing/money';
import type { TaxDocumentLine } from '@souq/shared/schemas/tax-documents';
import { lineHeight } from './pdf-text';
import { type Bilingual, LABELS } from './tax-document-pdf-labels';
import { COLORS, CONTENT_LEFT, CONTENT_WIDTH, type Sheet, STYLES } from './tax-document-pdf-sheet';

/** An amount in a column of amounts: the footer says they are AED, so the cells carry the figures only. */
const figures = (fils: number) => (fils / FILS_PER_AED).toFixed(2);

interface Column {
  label: Bilingual;
  width: number;
  value: (line: TaxDocumentLine) => string;
}

const PAD = 3.5;

const quantity: Column = { label: LABELS.quantity, width: 32, value: (line) => String(line.quantity) };
const discount: Column = { label: LABELS.discount, width: 48, value: (line) => figures(line.discountFils) };

/** The figure columns after the description, right-aligned; a store not registered for VAT shows no VAT. */
function columnsFor(withVat: boolean): Column[] {
  if (!withVat)
    return [
      { ...quantity, width: 40 },
      { label: LABELS.plainUnitPrice, width: 72, value: (line) => figures(line.unitFils) },
      { ...discount, width: 64 },
      { label: LABELS.amount, width: 76, value: (line) => figures(line.grossFils) },
    ];
  return [
    quantity,
    { label: LABELS.unitPrice, width: 62, value: (line) => figures(line.unitFils) },
    discount,
    { label: LABELS.netAmount, width: 56, value: (line) => figures(line.netFils) },
    { label: LABELS.vatRate, width: 42, value: (line) => `${line.vatPercent} %` },
    { label: LABELS.vatAmount, width: 54, value: (line) => figures(line.vatFils) },
    { label: LABELS.grossAmount, width: 58, value: (line) => figures(line.grossFils) },
  ];
}

/**
 * The lines table: a description column, in English with the Arabic under it and each line's SKU under
 * that, then the figures. Rows wrap long descriptions; a row that no longer fits goes on the next page, under
 * the header drawn again. The last row
 * goes on together with `keepWithLast` points (the totals), so they never start a page of their own.
 */
export function drawLinesTable(
  sheet: Sheet,
  lines: readonly TaxDocumentLine[],
  withVat: boolean,
  keepWithLast: number,
): void {
  const columns = columnsFor(withVat);
  const descriptionWidth = CONTENT_WIDTH - columns.reduce((sum, column) => sum + column.width, 0);
  const { text } = sheet;

  const headerHeight = () => {
    const heights = columns.map(
      (column) =>
        text.blockHeight(column.label.en, column.width - 2 * PAD, STYLES.labelStrong) +
        text.blockHeight(column.label.ar, column.width - 2 * PAD, STYLES.label),
    );
    return Math.max(lineHeight(STYLES.labelStrong), ...heights) + 2 * PAD;
  };

  const drawHeader = () => {
    const height = headerHeight();
    sheet.band(CONTENT_LEFT, sheet.y, CONTENT_WIDTH, height);
    sheet.labelPair(
      LABELS.description,
      CONTENT_LEFT + PAD,
      sheet.y + PAD,
      descriptionWidth - 2 * PAD,
      STYLES.labelStrong,
    );
    let x = CONTENT_LEFT + descriptionWidth;
    for (const column of columns) {
      const width = column.width - 2 * PAD;
      const englishHeight = text.block(
        column.label.en,
        x + PAD,
        sheet.y + PAD,
        width,
        STYLES.labelStrong,
        'right',
      );
      text.block(column.label.ar, x + PAD, sheet.y + PAD + englishHeight, width, STYLES.label, 'right');
      x += column.width;
    }
    sheet.y += height;
  };

  const arabicOf = (line: TaxDocumentLine) =>
    line.descriptionAr && line.descriptionAr !== line.description ? line.descriptionAr : null;
  const rowHeight = (line: TaxDocumentLine) => {
    const width = descriptionWidth - 2 * PAD;
    const description = text.blockHeight(line.description, width, STYLES.cell);
    const arabic = arabicOf(line);
    const arabicHeight = arabic ? text.blockHeight(arabic, width, STYLES.cell) : 0;
    const sku = line.sku ? lineHeight(STYLES.sku) : 0;
    return description + arabicHeight + sku + 2 * PAD;
  };

  const drawRow = (line: TaxDocumentLine, height: number) => {
    const top = sheet.y + PAD;
    const width = descriptionWidth - 2 * PAD;
    let below = top + text.block(line.description, CONTENT_LEFT + PAD, top, width, STYLES.cell);
    // The Arabic under the English, from the column's right edge, as Arabic reads.
    const arabic = arabicOf(line);
    if (arabic) below += text.block(arabic, CONTENT_LEFT + PAD, below, width, STYLES.cell, 'right');
    if (line.sku) text.block(`SKU ${line.sku}`, CONTENT_LEFT + PAD, below, width, STYLES.sku);
    let x = CONTENT_LEFT + descriptionWidth;
    for (const column of columns) {
      text.block(column.value(line), x + PAD, top, column.width - 2 * PAD, STYLES.cell, 'right');
      x += column.width;
    }
    sheet.y += height;
    sheet.rule(CONTENT_LEFT, sheet.y, CONTENT_WIDTH);
  };

  const [first] = lines;
  sheet.ensureRoom(headerHeight() + (first ? rowHeight(first) : 0));
  drawHeader();
  lines.forEach((line, index) => {
    const height = rowHeight(line);
    if (sheet.ensureRoom(height + (index === lines.length - 1 ? keepWithLast : 0))) drawHeader();
    drawRow(line, height);
  });
  sheet.rule(CONTENT_LEFT, sheet.y, CONTENT_WIDTH, COLORS.heading, 0.8);
}
