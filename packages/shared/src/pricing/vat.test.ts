import { describe, expect, it } from 'vitest';
import { checkoutBill } from './checkout-bill';
import { aedToFils } from './money';
import { pricingLine } from './pricing-lines';
import { billVat, shareOut, splitGross, vatIncludedText, vatInGross } from './vat';

describe('vatInGross: the VAT inside a VAT-inclusive amount, rounded per line half away from zero', () => {
  it.each([
    // gross (AED), VAT (fils): gross × 5 / 105
    [0.01, 0], // 0.047 fils
    [0.1, 0], // 0.476
    [0.11, 1], // 0.523
    [0.21, 1], // exactly 1
    [1.05, 5], // exactly 5
    [1.0, 5], // 4.76
    [25, 119], // 119.05: the delivery fee
    [10, 48], // 47.62: the Express charge
    [169.99, 809], // 809.48
    [170, 810], // 809.52
    [99.99, 476], // 476.14
    [10_000, 47_619], // 47619.05
    [1_000_000, 4_761_905], // 4761904.76
  ])('AED %s holds %s fils of VAT', (aed, vat) => {
    expect(vatInGross(aedToFils(aed))).toBe(vat);
  });

  it('a negative amount (a credit) rounds away from zero as a positive one does', () => {
    expect(vatInGross(-aedToFils(169.99))).toBe(-809);
    expect(vatInGross(-aedToFils(0.11))).toBe(-1);
  });

  it('a halfway amount rounds away from zero', () => {
    // At 10 %, 55 fils hold 5 fils of VAT exactly; 5.5 fils at 10 % of 60.5 cannot occur, so 1 % shows a half:
    // 50.5 → gross 101 at 1 % holds 101 / 101 = 1 fils; 151 at 1 % holds 1.495 → 1; 152 holds 1.505 → 2.
    expect(vatInGross(152, 1)).toBe(2);
    expect(vatInGross(-152, 1)).toBe(-2);
    expect(vatInGross(151, 1)).toBe(1);
  });

  it('no VAT at 0 %, and a fraction of a fils is refused', () => {
    expect(vatInGross(12_345, 0)).toBe(0);
    expect(() => vatInGross(10.5)).toThrow(RangeError);
  });

  it('net and VAT always add back to the gross', () => {
    for (let gross = 0; gross <= 5000; gross += 7) {
      const split = splitGross(gross, 5);
      expect(split.netFils + split.vatFils).toBe(gross);
    }
  });
});

describe('shareOut: a whole-order amount shared over lines to exact fils', () => {
  it('in proportion, the leftover fils to the largest remainders, the earlier line on a tie', () => {
    expect(shareOut(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(shareOut(10, [3000, 2000, 1000])).toEqual([5, 3, 2]);
    expect(shareOut(1, [500, 500])).toEqual([1, 0]);
    expect(shareOut(0, [500, 500])).toEqual([0, 0]);
  });

  it('always adds up to the total and never gives a line more than its weight', () => {
    const weights = [1999, 3, 4550, 1, 12_000];
    for (const total of [0, 1, 7, 999, 1853, 18_553]) {
      const shares = shareOut(total, weights);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
      shares.forEach((share, i) => {
        expect(share).toBeLessThanOrEqual(weights[i] ?? 0);
      });
    }
  });
});

describe('billVat: an order VAT is the sum of its lines, delivery and Express as lines of their own', () => {
  const line = (key: string, aed: number, quantity: number) =>
    pricingLine(
      key,
      { priceFils: aedToFils(aed), discount: 0, flashDiscount: 0, flashsale: false },
      quantity,
    );

  it('a plain cash order: items and delivery', () => {
    const bill = checkoutBill([line('a', 59, 1), line('b', 20, 2)], 'Normal', 0);
    const vat = billVat(bill);
    // 5900 → 280.95 → 281; 4000 → 190.48 → 190; delivery 2500 → 119.05 → 119.
    expect(vat.lines.map((l) => l.vatFils)).toEqual([281, 190]);
    expect(vat.delivery.vatFils).toBe(119);
    expect(vat.express.vatFils).toBe(0);
    expect(vat.vatFils).toBe(590);
    expect(vat.grossFils).toBe(bill.grandTotalFils);
    expect(vat.netFils + vat.vatFils).toBe(bill.grandTotalFils);
  });

  it('per-line rounding, not a rounding of the total', () => {
    // Three lines of AED 0.11 each hold 0.52 fils each → 1 fils each; the total 0.33 would hold 1.57 → 2.
    const lines = [{ lineFils: 11 }, { lineFils: 11 }, { lineFils: 11 }];
    expect(billVat({ lines, couponFils: 0, deliveryFils: 0, expressFils: 0 }).vatFils).toBe(3);
  });

  it('a code is shared over the lines, Express adds its own line, and everything adds up to the total', () => {
    const bill = checkoutBill([line('a', 169.99, 1), line('b', 33.33, 3)], 'Express', 0.15);
    const vat = billVat(bill);
    expect(vat.lines.reduce((sum, l) => sum + l.couponShareFils, 0)).toBe(bill.couponFils);
    expect(vat.express).toEqual(splitGross(1000, 5));
    expect(vat.grossFils).toBe(bill.grandTotalFils);
    expect(vat.vatFils).toBe(
      vat.lines.reduce((sum, l) => sum + l.vatFils, 0) + vat.delivery.vatFils + vat.express.vatFils,
    );
  });

  it('no VAT when the store is not registered', () => {
    const bill = checkoutBill([line('a', 100, 1)], 'Normal', 0);
    const vat = billVat(bill, 0);
    expect(vat.vatFils).toBe(0);
    expect(vat.netFils).toBe(bill.grandTotalFils);
  });

  it('the bill says "Includes VAT 5 %: AED x.xx"', () => {
    expect(vatIncludedText(590)).toBe('Includes VAT 5 %: AED 5.90');
  });
});
