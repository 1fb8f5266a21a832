/** The first product's page at /products/{id}; the address cards link to, /{category}/{title}/{id}, gets the same HTML. */
export async function productPagePath(baseUrl) {
  const response = await fetch(`${baseUrl}/api/products?limit=1`);
  const product = (await response.json()).products?.[0];
  if (!response.ok || !product)
    throw new Error(`GET /api/products?limit=1 gave no product (${response.status})`);
  return `/products/${product._id}`;
}

/**
 * The path to audit on a store: `PAGE` as given, or, for `product`, that store's first product page (each
 * store seeds its own catalogue, so product ids differ from store to store).
 */
export function pagePathOn(baseUrl, page) {
  return page === 'product' ? productPagePath(baseUrl) : Promise.resolve(page);
}
