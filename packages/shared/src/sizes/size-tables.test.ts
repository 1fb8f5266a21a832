import { describe, expect, it } from 'vitest';
import { ALL_SIZES, SIZE_BUTTON_AGE_LABELS, SIZE_CHART, SIZE_CHART_HEADERS, sizeLabel } from './size-tables';

describe('size tables', () => {
  it('offers children 80-170, shoes EU 21-42 and Free-size', () => {
    expect(ALL_SIZES).toHaveLength(10 + 22 + 1);
    expect(ALL_SIZES).toContain('21');
    expect(ALL_SIZES).toContain('42');
    expect(ALL_SIZES).toContain('Free-size');
  });

  it('labels shoes as EU n and leaves other sizes as they are', () => {
    expect(sizeLabel('21')).toBe('EU 21');
    expect(sizeLabel('42')).toBe('EU 42');
    expect(sizeLabel('110')).toBe('110');
    expect(sizeLabel('Free-size')).toBe('Free-size');
  });

  it('keeps the chart exactly as the store prints it, header typo included', () => {
    expect(SIZE_CHART_HEADERS).toEqual(['Size', 'Height (cm)', 'Weight (cm)', 'Age']);
    expect(SIZE_CHART).toHaveLength(9);
    expect(SIZE_CHART[0]).toEqual({ size: '80', height: '75-83', weight: '10-18', age: '0-1 Years Old' });
    expect(SIZE_CHART[8]).toEqual({
      size: '160',
      height: '150-160',
      weight: '90-100',
      age: 'Around 13 Years Old',
    });
  });

  it('keeps the size buttons’ own age labels, which differ from the chart', () => {
    expect(SIZE_BUTTON_AGE_LABELS['120']).toBe('4–5 Years');
    expect(SIZE_BUTTON_AGE_LABELS['170']).toBe('9–10 Years');
  });
});
