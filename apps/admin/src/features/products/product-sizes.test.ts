import { CHILD_SIZES, SHOE_SIZES } from '@souq/shared/sizes/size-tables';
import { describe, expect, it } from 'vitest';
import { insertionIndex, missingSizes, suggestSubSku, withSizes } from './product-sizes';

describe('suggested sub-SKUs', () => {
  it('joins the SKU, the colour and the size as a label prints them', () => {
    expect(suggestSubSku('ls-tee-01', 'Sky Blue', '120')).toBe('LS-TEE-01-SKY-BLUE-120');
    expect(suggestSubSku('LS-SH-4', 'Navy', '30')).toBe('LS-SH-4-NAVY-30');
    expect(suggestSubSku('LS-TOY-9', 'Red', 'Free-size')).toBe('LS-TOY-9-RED-FREE-SIZE');
  });

  it('keeps the marks a SKU may hold, and drops what a sub-SKU may not', () => {
    expect(suggestSubSku(' LS/TEE.2_b ', 'Rosé & gold!', '80')).toBe('LS/TEE.2_B-ROSE-GOLD-80');
  });

  it('leaves out a part still blank', () => {
    expect(suggestSubSku('', 'Red', '90')).toBe('RED-90');
    expect(suggestSubSku('LS-1', '   ', '90')).toBe('LS-1-90');
  });

  it('always suggests a sub-SKU the shared schema accepts when there is a SKU', () => {
    expect(suggestSubSku('LS-1', '—', '100')).toMatch(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/);
  });
});

describe('adding sizes', () => {
  it('adds only the sizes the colour lacks, in the tables’ order', () => {
    expect(missingSizes(['120', '80'], CHILD_SIZES)).toEqual([
      '90',
      '100',
      '110',
      '130',
      '140',
      '150',
      '160',
      '170',
    ]);
    expect(missingSizes(SHOE_SIZES, SHOE_SIZES)).toEqual([]);
  });

  it('puts a new size in its place among the others', () => {
    expect(insertionIndex(['80', '100', '120'], '110')).toBe(2);
    expect(insertionIndex(['80', '100'], '170')).toBe(2);
    expect(insertionIndex(['100', 'Free-size'], '90')).toBe(0);
    expect(insertionIndex(['120', '25'], 'Free-size')).toBe(2);
    expect(insertionIndex([], '30')).toBe(0);
  });
});

describe('size rows', () => {
  const row = (size: string) => ({ size, stock: 0, subSku: `NEW-${size}` });

  it('adds each missing size in its place and keeps the rows there were', () => {
    const rows = [
      { size: '90', stock: 5, subSku: 'A-90' },
      { size: '130', stock: 1, subSku: 'A-130' },
    ];
    expect(withSizes(rows, ['80', '90', '100', '140'], row)).toEqual([
      row('80'),
      { size: '90', stock: 5, subSku: 'A-90' },
      row('100'),
      { size: '130', stock: 1, subSku: 'A-130' },
      row('140'),
    ]);
  });

  it('adds nothing when the colour has every size asked for', () => {
    const rows = [row('Free-size')];
    expect(withSizes(rows, ['Free-size'], row)).toEqual(rows);
  });
});
