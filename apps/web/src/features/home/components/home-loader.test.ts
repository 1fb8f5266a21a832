import { describe, expect, it } from 'vitest';
import { loaderTimeLeft } from './home-loader';

describe('loaderTimeLeft', () => {
  it('counts the 0.5 s from the navigation on the page the browser opened', () => {
    expect(loaderTimeLeft(true, 0)).toBe(500);
    expect(loaderTimeLeft(true, 180)).toBe(320);
  });

  it('adds nothing once a slow start has shown the loader for longer already', () => {
    expect(loaderTimeLeft(true, 500)).toBe(0);
    expect(loaderTimeLeft(true, 2300)).toBe(0);
  });

  it('shows the full 0.5 s when the shopper arrives from another screen', () => {
    expect(loaderTimeLeft(false, 0)).toBe(500);
    expect(loaderTimeLeft(false, 60_000)).toBe(500);
  });
});
