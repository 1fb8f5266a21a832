/// <reference types="pdfkit" />
import { type Direction, paragraphDirection, type TextPiece, visualPieces } from './pdf-bidi-text';
import { ARABIC_SIZE_SCALE, type FontName } from './pdf-fonts';

export interface TextStyle {
  /** Points, for Latin text; Arabic is drawn a little larger to look the same size. */
  size: number;
  bold?: boolean;
  color: string;
  /** Line height in sizes, 1.4 unless said: table rows are set tighter. */
  leading?: number;
}

export type Align = 'left' | 'right' | 'center';

/** A wrapped line and the direction of the paragraph it came from, which orders its runs. */
export interface TextLine {
  text: string;
  direction: Direction;
}

/** How far apart lines are, and where a line's baseline sits below its top. */
export const lineHeight = (style: TextStyle) => style.size * (style.leading ?? 1.4);
export const baselineOffset = (style: TextStyle) => (lineHeight(style) + style.size * 0.7) / 2;

// An Arabic run is shaped whole: by default pdfkit shapes word by word and puts the words of a run left to
// right. Latin text keeps the default, under which pdfkit keeps each word's shape for the rest of the document.
const ARABIC_RUN: PDFKit.Mixins.TextOptions = { features: [], lineBreak: false };
const LATIN_RUN: PDFKit.Mixins.TextOptions = { lineBreak: false };

function fontOf(
  piece: TextPiece,
  style: TextStyle,
): { name: FontName; size: number; options: PDFKit.Mixins.TextOptions } {
  const weight = style.bold ? '-bold' : '';
  return piece.script === 'arabic'
    ? { name: `arabic${weight}`, size: style.size * ARABIC_SIZE_SCALE, options: ARABIC_RUN }
    : { name: `latin${weight}`, size: style.size, options: LATIN_RUN };
}

/**
 * Measures, wraps and draws text that may mix Arabic and Latin in any field: each line is split into its
 * bidi runs in visual order, and each run is shaped by fontkit in the face its script needs.
 */
export class PdfText {
  // Tables measure a cell's lines before they draw them.
  private readonly wrapped = new Map<string, TextLine[]>();

  constructor(private readonly doc: PDFKit.PDFDocument) {}

  private pieceWidth(piece: TextPiece, style: TextStyle): number {
    const { name, size, options } = fontOf(piece, style);
    return this.doc.font(name, size).widthOfString(piece.text, options);
  }

  private lineWidth(line: TextLine, style: TextStyle): number {
    return visualPieces(line.text, line.direction).reduce(
      (sum, piece) => sum + this.pieceWidth(piece, style),
      0,
    );
  }

  /** The width of `text` on one line. */
  width(text: string, style: TextStyle): number {
    return this.lineWidth({ text, direction: paragraphDirection(text) }, style);
  }

  /**
   * `text` broken into lines no wider than `width`: at spaces, and inside a word only when it alone is wider.
   * Words are measured one by one (a space ends Arabic joining, so a line is as wide as its words and spaces).
   */
  wrap(text: string, width: number, style: TextStyle): TextLine[] {
    const key = `${width} ${style.size} ${style.bold ?? false} ${text}`;
    const known = this.wrapped.get(key);
    if (known) return known;
    const lines: TextLine[] = [];
    const space = this.width(' ', style);
    for (const paragraph of text.split(/\r?\n/)) {
      const direction = paragraphDirection(paragraph);
      const measure = (part: string) => this.lineWidth({ text: part, direction }, style);
      let line: string[] = [];
      let lineWidth = 0;
      const breakLine = () => {
        lines.push({ text: line.join(' '), direction });
        line = [];
        lineWidth = 0;
      };
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const wordWidth = measure(word);
        if (line.length > 0 && lineWidth + space + wordWidth > width) breakLine();
        if (wordWidth <= width) {
          lineWidth += (line.length > 0 ? space : 0) + wordWidth;
          line.push(word);
          continue;
        }
        // A word wider than the line (a long e-mail address or SKU) goes on in pieces that fit.
        let part = '';
        for (const character of word) {
          if (part !== '' && measure(part + character) > width) {
            line.push(part);
            breakLine();
            part = '';
          }
          part += character;
        }
        line.push(part);
        lineWidth = measure(part);
      }
      breakLine();
    }
    this.wrapped.set(key, lines);
    return lines;
  }

  /** Draws one line with its baseline at `baseline`, aligned within `width` from `x`. */
  drawLine(line: TextLine, x: number, baseline: number, width: number, align: Align, style: TextStyle): void {
    const pieces = visualPieces(line.text, line.direction).map((piece) => ({
      piece,
      width: this.pieceWidth(piece, style),
    }));
    const total = pieces.reduce((sum, each) => sum + each.width, 0);
    let left = align === 'left' ? x : align === 'right' ? x + width - total : x + (width - total) / 2;
    this.doc.fillColor(style.color);
    for (const { piece, width: pieceWidth } of pieces) {
      const { name, size, options } = fontOf(piece, style);
      // Placed by the baseline, so Latin and Arabic faces, whose ascents differ, share one line.
      this.doc.font(name, size).text(piece.text, left, baseline, { ...options, baseline: 'alphabetic' });
      left += pieceWidth;
    }
  }

  /** Draws `text` wrapped to `width` from the top `y`; answers the height it took. */
  block(text: string, x: number, y: number, width: number, style: TextStyle, align: Align = 'left'): number {
    const lines = this.wrap(text, width, style);
    lines.forEach((line, index) => {
      const top = y + index * lineHeight(style);
      this.drawLine(line, x, top + baselineOffset(style), width, align, style);
    });
    return lines.length * lineHeight(style);
  }

  /** The height `block` would take. */
  blockHeight(text: string, width: number, style: TextStyle): number {
    return this.wrap(text, width, style).length * lineHeight(style);
  }
}
