import { describe, expect, it } from 'vitest';
import { arrivingOnText } from './delivery-estimate';

describe('arrivingOnText (tomorrow’s weekday, day, month)', () => {
  it.each([
    [new Date(2026, 10, 21, 10), 'Arriving on Sunday, 22 November'],
    [new Date(2026, 10, 30, 23, 59), 'Arriving on Tuesday, 1 December'],
    [new Date(2026, 11, 31, 8), 'Arriving on Friday, 1 January'],
    [new Date(2028, 1, 28, 8), 'Arriving on Tuesday, 29 February'],
  ])('%s → %s', (now, text) => {
    expect(arrivingOnText(now)).toBe(text);
  });
});
