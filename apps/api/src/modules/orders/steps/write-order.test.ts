import { checkoutBill } from '@souq/shared/pricing/checkout-bill';
import { pricingLine } from '@souq/shared/pricing/pricing-lines';
import { billVat } from '@souq/shared/pricing/vat';
import { describe, expect, it } from 'vitest';
import type { CatalogSize } from '../order-stock-repo';
import type { ResolvedLine } from './validate-lines';
import { itemSnapshots } from './write-order';

const size = (over: Partial<CatalogSize>): CatalogSize => ({
  productId: 'p',
  name: 'Dino Tee',
  nameAr: 'تيشيرت الديناصور',
  productImages: ['/product.png'],
  priceFils: 4000,
  discount: 25,
  flashDiscount: 50,
  flashsale: true,
  colorName: 'Green',
  colorNameAr: 'أخضر',
  colourImages: ['/green.png'],
  sizeId: 's1',
  size: '100',
  subSku: 'TEE-G-100',
  ...over,
});

describe('itemSnapshots', () => {
  it('keeps name, pictures, list price, discount and what each line cost', () => {
    const lines: ResolvedLine[] = [
      { size: size({}), quantity: 2 },
      { size: size({ sizeId: 's2', colorName: 'Plain', colourImages: [], flashsale: false }), quantity: 1 },
    ];
    const bill = checkoutBill(
      lines.map(({ size: s, quantity }, i) => pricingLine(String(i), s, quantity)),
      'Normal',
      0,
    );
    const [flash, plain] = itemSnapshots(lines, bill, billVat(bill));
    // One unit at 50 % off (20) and one at 25 % off (30).
    expect(flash).toMatchObject({
      name: 'Dino Tee',
      nameAr: 'تيشيرت الديناصور',
      colorName: 'Green',
      colorNameAr: 'أخضر',
      images: ['/green.png'],
      priceFils: 4000,
      discount: 25,
      lineFils: 5000,
      quantity: 2,
      // 5000 × 5 / 105 = 238.1 fils.
      vatFils: 238,
      couponShareFils: 0,
    });
    expect(plain).toMatchObject({
      images: ['/product.png'],
      lineFils: 3000,
      vatFils: 143,
      variantSizeId: 's2',
      subSku: 'TEE-G-100',
    });
  });
});
