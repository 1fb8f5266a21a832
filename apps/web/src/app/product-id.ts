const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** design §4: product ids are UUIDs; any other /products/{x} is search text. */
export function isProductId(text: string): boolean {
  return UUID.test(text);
}
