/** The codes' cache keys: the list under `['discounts', 'list']`, each code's page under `['discounts', 'detail']`. */
export const discountKeys = {
  list: ['discounts', 'list'] as const,
  detail: (code: string, page: number) => ['discounts', 'detail', code, page] as const,
};
