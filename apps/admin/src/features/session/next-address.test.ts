import { describe, expect, it } from 'vitest';
import { nextAddress, signInAddress } from './next-address';

describe('nextAddress', () => {
  it.each([
    [null, '/'],
    ['', '/'],
    ['/orders?status=Packing', '/orders?status=Packing'],
    ['/orders/1234', '/orders/1234'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example', '/'],
    ['/sign-in', '/'],
    ['/sign-in?next=%2Forders', '/'],
    ['/sign-inside', '/sign-inside'],
  ])('%j goes to %j', (next, expected) => {
    expect(nextAddress(next)).toBe(expected);
  });
});

describe('signInAddress', () => {
  it('keeps the page and its filters for afterwards', () => {
    expect(signInAddress('/orders', '?status=Out%20for%20delivery')).toBe(
      '/sign-in?next=%2Forders%3Fstatus%3DOut%2520for%2520delivery',
    );
    expect(
      nextAddress(new URLSearchParams(signInAddress('/orders', '?status=Packing').split('?')[1]).get('next')),
    ).toBe('/orders?status=Packing');
  });

  it('says nothing for the dashboard', () => {
    expect(signInAddress('/', '')).toBe('/sign-in');
  });
});
