/// <reference types="pdfkit" />
import { baselineOffset, lineHeight, PdfText, type TextStyle } from './pdf-text';
import type { Bilingual } from './tax-document-pdf-labels';

/** A4 in points, and the space kept around it. */
export const PAGE = { width: 595.28, height: 841.89, margin: 42 } as const;
export const CONTENT_LEFT = PAGE.margin;
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
/** Below this the footer is drawn: content that would run into it goes on the next page. */
const CONTENT_BOTTOM = PAGE.height - 62;
export const FOOTER_TOP = PAGE.height - 46;

// The store's navy and coral (packages/shared/src/theme/store-theme.css).
export const COLORS = {
  ink: '#141c33',
  heading: '#1e2a4a',
  muted: '#5b6478',
  accent: '#c9402f',
  rule: '#d9deec',
  band: '#eef1f8',
} as const;

export const STYLES = {
  title: { size: 17, bold: true, color: COLORS.heading },
  tradingName: { size: 14, bold: true, color: COLORS.heading },
  label: { size: 7, color: COLORS.muted },
  labelStrong: { size: 7.5, bold: true, color: COLORS.heading },
  body: { size: 8.5, color: COLORS.ink },
  strong: { size: 8.5, bold: true, color: COLORS.ink },
  value: { size: 9, bold: true, color: COLORS.ink },
  cell: { size: 8, color: COLORS.ink, leading: 1.3 },
  sku: { size: 6.5, color: COLORS.muted, leading: 1.3 },
  small: { size: 7, color: COLORS.muted },
} as const satisfies Record<string, TextStyle>;

/**
 * The document being drawn and where the next thing goes: sections move `y` down, and `ensureRoom` starts a
 * new page (with `onNewPage` drawing what each continued page starts with) when the next thing would not fit.
 */
export class Sheet {
  readonly text: PdfText;
  y: number = PAGE.margin;
  onNewPage: () => void = () => {};

  constructor(readonly doc: PDFKit.PDFDocument) {
    this.text = new PdfText(doc);
  }

  /** Starts a new page unless `height` more fits on this one; answers whether it did. */
  ensureRoom(height: number): boolean {
    if (this.y + height <= CONTENT_BOTTOM) return false;
    this.doc.addPage();
    this.y = PAGE.margin;
    this.onNewPage();
    return true;
  }

  rule(x: number, y: number, width: number, color: string = COLORS.rule, thickness = 0.6): void {
    this.doc
      .moveTo(x, y)
      .lineTo(x + width, y)
      .lineWidth(thickness)
      .strokeColor(color)
      .stroke();
  }

  band(x: number, y: number, width: number, height: number, color: string = COLORS.band): void {
    this.doc.rect(x, y, width, height).fillColor(color).fill();
  }

  /** The English label at the left of `width` and the Arabic one at its right, on one line from the top `y`. */
  labelPair(label: Bilingual, x: number, y: number, width: number, style: TextStyle = STYLES.label): number {
    const height = lineHeight(style);
    this.text.block(label.en, x, y, width, style, 'left');
    this.text.block(label.ar, x, y, width, style, 'right');
    return height;
  }

  /**
   * A labelled value on the English side of the page: the English label, then the value (wrapped to the room
   * between the labels), then the Arabic label at the right. Answers the height it took.
   */
  field(
    label: Bilingual,
    value: string,
    x: number,
    y: number,
    width: number,
    options: { labelWidth: number; style?: TextStyle },
  ): number {
    const style = options.style ?? STYLES.body;
    const arabicWidth = this.text.width(label.ar, STYLES.label) + 6;
    const valueX = x + options.labelWidth;
    const valueWidth = width - options.labelWidth - arabicWidth;
    // The labels are smaller than the value: lowered by the difference, they share its first baseline.
    const labelDrop = baselineOffset(style) - baselineOffset(STYLES.label);
    this.text.block(label.en, x, y + labelDrop, options.labelWidth - 4, STYLES.label);
    this.text.block(label.ar, x, y + labelDrop, width, STYLES.label, 'right');
    return this.text.block(value, valueX, y, valueWidth, style);
  }
}
