import { type Fils, formatAed } from './money';

/** The UAE's standard VAT rate, in percent. Prices shown to shoppers already include it. */
export const VAT_PERCENT = 5;

/**
 * The VAT inside a VAT-inclusive amount: gross × rate / (100 + rate), rounded to the fils half away from zero
 * (the Executive Regulation rounds each line to the nearest fils). Integer arithmetic only, so 1.05 and
 * 0.105 never meet a binary fraction.
 */
export function vatInGross(grossFils: Fils, ratePercent: number = VAT_PERCENT): Fils {
  if (!Number.isInteger(grossFils)) throw new RangeError('an amount in fils is a whole number');
  if (ratePercent === 0 || grossFils === 0) return 0;
  const magnitude = Math.abs(grossFils);
  const divisor = 100 + ratePercent;
  // round(m × r / d) half up = floor((2 m r + d) / 2d), for m ≥ 0.
  const rounded = Math.floor((2 * magnitude * ratePercent + divisor) / (2 * divisor));
  return grossFils < 0 ? -rounded : rounded;
}

/**
 * Shares `totalFils` out over `weights` in proportion, to whole fils that add up to the total exactly: each
 * share rounded down, then the fils left over go one each to the largest remainders (the earlier line on a
 * tie). A code's discount on the whole order is shared over its lines this way, so every line's VAT is worked
 * out on what that line really cost.
 */
export function shareOut(totalFils: Fils, weights: readonly Fils[]): Fils[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || totalFils === 0) return weights.map(() => 0);
  const shares = weights.map((w) => Math.floor((totalFils * w) / sum));
  let left = totalFils - shares.reduce((a, b) => a + b, 0);
  const byRemainder = weights
    .map((w, i) => ({ i, remainder: (totalFils * w) % sum }))
    .sort((a, b) => b.remainder - a.remainder || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left <= 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/** One VAT-inclusive amount split into what is net of VAT and the VAT in it. */
export interface VatSplit {
  grossFils: Fils;
  netFils: Fils;
  vatFils: Fils;
}

export function splitGross(grossFils: Fils, ratePercent: number): VatSplit {
  const vatFils = vatInGross(grossFils, ratePercent);
  return { grossFils, netFils: grossFils - vatFils, vatFils };
}

/** What a bill's VAT is worked out from: its lines after their own discounts, the code's amount, the charges. */
export interface VatBillInput {
  lines: readonly { lineFils: Fils }[];
  couponFils: Fils;
  deliveryFils: Fils;
  expressFils: Fils;
}

export interface BillVatLine extends VatSplit {
  /** This line's part of the code's discount. */
  couponShareFils: Fils;
}

export interface BillVat {
  ratePercent: number;
  lines: BillVatLine[];
  delivery: VatSplit;
  express: VatSplit;
  /** The order's VAT: the sum of its lines' VAT, delivery and express included. */
  vatFils: Fils;
  netFils: Fils;
  grossFils: Fils;
}

/**
 * The VAT of a bill, line by line (see docs/product/vat-and-invoices.md): each item line pays for what it cost
 * after its own discounts and its share of the code, and delivery and the Express charge are lines of their own.
 * The order's VAT is the sum of the lines' rounded VAT, never a rounding of the total.
 */
export function billVat(bill: VatBillInput, ratePercent: number = VAT_PERCENT): BillVat {
  const shares = shareOut(
    bill.couponFils,
    bill.lines.map((line) => line.lineFils),
  );
  const lines = bill.lines.map((line, i) => {
    const couponShareFils = shares[i] ?? 0;
    return { couponShareFils, ...splitGross(line.lineFils - couponShareFils, ratePercent) };
  });
  const delivery = splitGross(bill.deliveryFils, ratePercent);
  const express = splitGross(bill.expressFils, ratePercent);
  const all: VatSplit[] = [...lines, delivery, express];
  return {
    ratePercent,
    lines,
    delivery,
    express,
    vatFils: all.reduce((sum, part) => sum + part.vatFils, 0),
    netFils: all.reduce((sum, part) => sum + part.netFils, 0),
    grossFils: all.reduce((sum, part) => sum + part.grossFils, 0),
  };
}

/** The line under every bill: "Includes VAT 5 %: AED 4.76". */
export function vatIncludedText(vatFils: Fils, ratePercent: number = VAT_PERCENT): string {
  return `Includes VAT ${ratePercent} %: ${formatAed(vatFils)}`;
}
