import type { CartLineInput } from '@souq/shared/pricing/cart-totals';
import { checkoutBill } from '@souq/shared/pricing/checkout-bill';
import { describe, expect, it } from 'vitest';
import { checkoutVat } from './checkout-vat';

const line = (key: string, priceFils: number, quantity = 1): CartLineInput => ({
  key,
  priceFils,
  discount: 0,
  flashDiscount: 0,
  flashsale: false,
  quantity,
});

describe("the checkout bill's VAT line", () => {
  it('says the VAT inside the Grand Total: the items and the delivery fee', () => {
    // 2 × AED 50 = AED 100 (VAT 4.76) + delivery AED 25 (VAT 1.19).
    const bill = checkoutBill([line('a', 5000, 2)], 'Normal', 0);
    expect(checkoutVat(bill, true)).toEqual({ percent: 5, vatFils: 595 });
  });

  it("works the VAT out on each line after its share of the code, and on Express's charge", () => {
    // FIRSTDAY: AED 90 (VAT 4.29) + delivery 1.19 + Express AED 10 (VAT 0.48).
    const bill = checkoutBill([line('a', 5000, 2)], 'Express', 0.1);
    expect(checkoutVat(bill, true)).toEqual({ percent: 5, vatFils: 596 });
  });

  it('adds up each line rounded, never the total rounded', () => {
    // Three lines of AED 10 (VAT 0.48 each) and delivery (1.19): 2.63, where the total's would be 2.62.
    const bill = checkoutBill([line('a', 1000), line('b', 1000), line('c', 1000)], 'Normal', 0);
    expect(checkoutVat(bill, true)).toEqual({ percent: 5, vatFils: 263 });
  });

  it('says nothing while the store is not registered for VAT, or has not said, or the bill is empty', () => {
    const bill = checkoutBill([line('a', 5000)], 'Normal', 0);
    expect(checkoutVat(bill, false)).toBeNull();
    expect(checkoutVat(bill, undefined)).toBeNull();
    expect(checkoutVat(checkoutBill([], 'Normal', 0), true)).toBeNull();
  });
});
