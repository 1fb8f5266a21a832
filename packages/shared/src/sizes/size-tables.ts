/** The sizes the store offers. */
export const CHILD_SIZES = ['80', '90', '100', '110', '120', '130', '140', '150', '160', '170'] as const;
export const SHOE_SIZE_MIN = 21;
export const SHOE_SIZE_MAX = 42;
export const FREE_SIZE = 'Free-size';

export const SHOE_SIZES: string[] = Array.from({ length: SHOE_SIZE_MAX - SHOE_SIZE_MIN + 1 }, (_, i) =>
  String(SHOE_SIZE_MIN + i),
);

export const ALL_SIZES: readonly string[] = [...CHILD_SIZES, ...SHOE_SIZES, FREE_SIZE];

export function isShoeSize(size: string): boolean {
  const n = Number(size);
  return Number.isInteger(n) && n >= SHOE_SIZE_MIN && n <= SHOE_SIZE_MAX;
}

/** Product page: size buttons' age labels (a set separate from the chart's). */
export const SIZE_BUTTON_AGE_LABELS: Record<string, string> = {
  '80': '0–1 Years',
  '90': '1–2 Years',
  '100': '2–3 Years',
  '110': '3–4 Years',
  '120': '4–5 Years',
  '130': '5–6 Years',
  '140': '6–7 Years',
  '150': '7–8 Years',
  '160': '8–9 Years',
  '170': '9–10 Years',
};

/** How a size reads on a button or an order line: shoes 'EU n', toys 'Free-size', clothes the size. */
export function sizeLabel(size: string): string {
  return isShoeSize(size) ? `EU ${size}` : size;
}

export interface SizeChartRow {
  size: string;
  height: string;
  weight: string;
  age: string;
}

/** The size chart exactly as given, including its 'Weight (cm)' header. */
export const SIZE_CHART_HEADERS = ['Size', 'Height (cm)', 'Weight (cm)', 'Age'] as const;
export const SIZE_CHART: SizeChartRow[] = [
  { size: '80', height: '75-83', weight: '10-18', age: '0-1 Years Old' },
  { size: '90', height: '83-90', weight: '18-24', age: '1-2' },
  { size: '100', height: '90-100', weight: '24-30', age: '2-3' },
  { size: '110', height: '100-110', weight: '30-37', age: '3-4' },
  { size: '120', height: '110-120', weight: '37-45', age: '5-6' },
  { size: '130', height: '120-130', weight: '45-56', age: '6-7' },
  { size: '140', height: '130-140', weight: '56-68', age: '7-10' },
  { size: '150', height: '140-150', weight: '68-80', age: '10-12' },
  { size: '160', height: '150-160', weight: '90-100', age: 'Around 13 Years Old' },
];

/** The age bands of the home page's Shop Sale By Age block. */
export const AGE_BANDS = ['1-3', '4-6', '7-8', '9-11', '12-14'] as const;
export type AgeBand = (typeof AGE_BANDS)[number];
