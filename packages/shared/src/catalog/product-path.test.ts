import { describe, expect, it } from 'vitest';
import { isProductId, parseProductPath, productPath } from './product-path';

const ID = '3f2a6c1e-8b7d-4e2f-9a01-5c6d7e8f9a0b';

describe('product paths', () => {
  it('a product link reads back as its product', () => {
    const path = productPath({ _id: ID, name: 'Party Dress & Bow', category: 'Girls' });
    expect(path).toBe(`/girls/party-dress-bow/${ID}`);
    expect(parseProductPath(path)).toEqual({ productId: ID });
  });

  it('/products/{id} is the product; /products/{text} a search for the text', () => {
    expect(parseProductPath(`/products/${ID}`)).toEqual({ productId: ID });
    expect(parseProductPath(`/products/${ID.toUpperCase()}/`)).toEqual({ productId: ID.toUpperCase() });
    expect(parseProductPath('/products/red%20dress')).toEqual({ search: 'red dress' });
  });

  it('any other address is no product path, the link shape ending in no product id included', () => {
    for (const path of ['/', '/products', '/cart', `/a/b/c/${ID}`, '/pay/demo/cs_1', '/no/such/page']) {
      expect(parseProductPath(path), path).toBeNull();
    }
  });

  it('product ids are UUIDs', () => {
    expect(isProductId(ID)).toBe(true);
    expect(isProductId('dress')).toBe(false);
    expect(isProductId(`${ID}0`)).toBe(false);
  });
});
