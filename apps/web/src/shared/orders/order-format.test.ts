import { formatOrderDate, paymentMethodLabel } from '@souq/shared/orders/order-labels';
import type { Order, OrderItem } from '@souq/shared/schemas/order';
import { describe, expect, it } from 'vitest';
import { latestOrderedItems, orderVat, unitPaidFils } from './order-format';

const item = (name: string, lineTotal = 100, quantity = 1): OrderItem => ({
  itemId: name,
  name,
  nameAr: '',
  image: [],
  price: 100,
  discount: 0,
  lineTotal,
  quantity,
  size: '110',
  colorName: 'Red',
  colorNameAr: '',
  subSKU: `${name}-110`,
  returned: 0,
  position: 0,
});

const order = (id: string, items: OrderItem[]): Order => ({
  _id: id,
  orderNumber: 'LS-100001',
  date: '2026-11-21T08:00:00.000Z',
  paymentMethod: 'cod',
  status: 'Order Placed',
  payment: false,
  amount: 100,
  items,
  discountCode: null,
  address: {
    fullname: 'Layla',
    email: 'l@example.com',
    phone: '+971501234567',
    street: 'Street 1',
    city: 'Dubai',
    region: 'Dubai',
    zipcode: '00000',
  },
  shippingMethod: 'Normal',
  vat: 4.76,
  vatPercent: 5,
  business: null,
  documents: [],
});

describe('order formatting', () => {
  it('formats the date as day, short month and year in the UAE', () => {
    expect(formatOrderDate('2026-11-21T08:00:00.000Z')).toBe('21 Nov 2026');
    // 22:30 UTC is already the next day in Dubai (UTC+4).
    expect(formatOrderDate('2026-11-21T22:30:00.000Z')).toBe('22 Nov 2026');
  });

  it('names the payment methods', () => {
    expect(paymentMethodLabel('cod')).toBe('Cash on Delivery');
    expect(paymentMethodLabel('stripe')).toBe('Card');
  });

  it.each([
    [90, 1, 9000],
    [170.5, 2, 8525],
    [100, 3, 3333],
  ])('charges %s AED for %s units as %s fils each', (lineTotal, quantity, fils) => {
    expect(unitPaidFils({ lineTotal, quantity })).toBe(fils);
  });

  it('says how much VAT an order includes, and nothing for an order without VAT', () => {
    expect(orderVat({ vat: 4.76, vatPercent: 5 })).toEqual({ percent: 5, vatFils: 476 });
    expect(orderVat({ vat: 0.1, vatPercent: 5 })).toEqual({ percent: 5, vatFils: 10 });
    expect(orderVat({ vat: 0, vatPercent: 0 })).toBeNull();
  });

  it('takes the 4 latest items across orders, newest order first', () => {
    const orders = [order('new', [item('a'), item('b')]), order('old', [item('c'), item('d'), item('e')])];
    expect(latestOrderedItems(orders, 4).map((o) => o.item.name)).toEqual(['a', 'b', 'c', 'd']);
    expect(latestOrderedItems([], 4)).toEqual([]);
  });
});
