/** The cart calls' answer schema, loaded with the first of them rather than with the header's cart count. */
export const loadCartResponseSchema = async () =>
  (await import('@souq/shared/schemas/cart')).cartResponseSchema;
