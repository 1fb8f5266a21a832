import { describe, expect, it } from 'vitest';
import { attemptsText, statusFromSearch } from './outbox-labels';

describe('the outbox status filter in the address', () => {
  it.each([
    ['?status=failed', 'failed'],
    ['?status=pending', 'pending'],
    ['?status=FAILED', undefined],
    ['?status=lost', undefined],
    ['', undefined],
  ])('%s → %s', (search, status) => {
    expect(statusFromSearch(new URLSearchParams(search))).toBe(status);
  });
});

it('counts attempts in words', () => {
  expect([0, 1, 2].map(attemptsText)).toEqual(['0 attempts', '1 attempt', '2 attempts']);
});
