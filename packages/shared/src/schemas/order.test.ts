import { describe, expect, it } from 'vitest';
import { UAE_PHONE_MESSAGE } from '../phone/uae-phone';
import {
  FIELD_REQUIRED,
  orderAddressSchema,
  paymentMethodSchema,
  placeOrderRequestSchema,
  shippingMethodSchema,
} from './order';

const address = {
  fullname: 'Layla Hassan',
  email: 'layla@example.com',
  phone: '0501234567',
  street: 'Villa 12, Al Wasl Road',
  city: 'Dubai',
  region: 'Dubai',
  zipcode: '00000',
};

describe('the checkout address', () => {
  it.each([
    ['0501234567', '+971501234567'],
    ['+971 50 123 4567', '+971501234567'],
    ['971501234567', '+971501234567'],
    ['50-123-4567', '+971501234567'],
    ['+971 58 765 4321', '+971587654321'],
  ])('reads the phone %s as %s', (phone, e164) => {
    expect(orderAddressSchema.parse({ ...address, phone }).phone).toBe(e164);
  });

  it.each([['phone letters'], ['0511234567'], ['05012345'], ['+44 20 7946 0958']])('refuses %s', (phone) => {
    const result = orderAddressSchema.safeParse({ ...address, phone });
    expect(result.error?.issues[0]?.message).toBe(UAE_PHONE_MESSAGE);
  });

  it('says "This field is required." for every blank field', () => {
    const blank = Object.fromEntries(Object.keys(address).map((key) => [key, '   ']));
    const result = orderAddressSchema.safeParse(blank);
    const fields = new Set(result.error?.issues.map((issue) => issue.path[0]));
    expect(fields).toEqual(new Set(Object.keys(address)));
    for (const issue of result.error?.issues ?? []) expect(issue.message).toBe(FIELD_REQUIRED);
  });

  it('takes only the seven emirates', () => {
    expect(orderAddressSchema.safeParse({ ...address, region: 'Muscat' }).success).toBe(false);
  });
});

describe('the order payload', () => {
  it('upper-cases the code and ignores fields it does not read, userId included', () => {
    const parsed = placeOrderRequestSchema.parse({
      address: { ...address, userId: 'someone-else' },
      items: [
        {
          itemId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
          size: '110',
          colorName: 'Red',
          quantity: 1,
          price: 0.01,
        },
      ],
      amount: 125,
      discountValue: 0.1,
      shippingMethod: 'Normal',
      discountCode: ' firstday ',
    });
    expect(parsed.discountCode).toBe('FIRSTDAY');
    expect(parsed.address).not.toHaveProperty('userId');
    expect(parsed.items[0]).not.toHaveProperty('price');
  });
});

describe('shipping and payment methods', () => {
  it.each([
    ['normal', 'Normal'],
    ['NORMAL', 'Normal'],
    ['Normal', 'Normal'],
    ['EXPRESS', 'Express'],
    ['eXpReSs', 'Express'],
  ])('reads the shipping method %s as %s', (sent, stored) => {
    expect(shippingMethodSchema.parse(sent)).toBe(stored);
  });

  it.each(['Standard', '', 'normal ', 42, null])('refuses the shipping method %j', (sent) => {
    const result = shippingMethodSchema.safeParse(sent);
    expect(result.error?.issues[0]?.message).toBe('Choose Normal or Express shipping.');
  });

  it.each([
    ['COD', 'cod'],
    ['Stripe', 'stripe'],
    ['stripe', 'stripe'],
  ])('reads the payment method %s as %s', (sent, stored) => {
    expect(paymentMethodSchema.parse(sent)).toBe(stored);
  });

  it('refuses a payment method the store does not take', () => {
    expect(paymentMethodSchema.safeParse('paypal').success).toBe(false);
  });

  it("sends a stored order's methods back as they are stored", () => {
    expect(shippingMethodSchema.encode('Express')).toBe('Express');
    expect(paymentMethodSchema.encode('cod')).toBe('cod');
  });
});
