import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { productListResponseSchema } from '@souq/shared/schemas/product';
import { SHOE_SIZE_MAX, SHOE_SIZE_MIN } from '@souq/shared/sizes/size-tables';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { seedCatalogIfEmpty } from '../../db/seed/seed-catalog';

const t = useTestApp();

async function listProducts() {
  const res = await t.app.inject({ method: 'GET', url: '/api/product/list' });
  expect(res.statusCode).toBe(200);
  return productListResponseSchema.parse(res.json()).products;
}

describe('GET /api/product/list', () => {
  it('lists the seeded demo catalogue in the storefront’s JSON shape, newest first', async () => {
    const products = await listProducts();
    expect(products.length).toBeGreaterThanOrEqual(60);
    const times = products.map((p) => Date.parse(p.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const first = products[0];
    expect(first).toMatchObject({ _id: expect.stringMatching(/^[0-9a-f-]{36}$/), image: expect.any(Array) });
    expect(Object.keys(first ?? {}).sort()).toEqual(
      [
        '_id',
        'name',
        'nameAr',
        'sku',
        'description',
        'descriptionAr',
        'category',
        'subCategory',
        'image',
        'price',
        'discount',
        'flashsale',
        'flashDiscount',
        'bestseller',
        'bestofkids',
        'variants',
        'createdAt',
      ].sort(),
    );
    expect(Object.keys(first?.variants[0] ?? {}).sort()).toEqual([
      'colorName',
      'colorNameAr',
      'images',
      'sizes',
    ]);
  });

  it('names every seeded product and colour in Arabic too, for Arabic pages', async () => {
    const products = await listProducts();
    for (const product of products) {
      expect(product.nameAr, product.name).toMatch(/\p{Script=Arabic}/u);
      expect(product.descriptionAr, product.name).toMatch(/\p{Script=Arabic}/u);
      for (const variant of product.variants)
        expect(variant.colorNameAr, variant.colorName).toMatch(/\p{Script=Arabic}/u);
    }
  });

  it('covers every group and kind with realistic prices, discounts and flags', async () => {
    const products = await listProducts();
    expect(new Set(products.map((p) => p.category))).toEqual(new Set(['Boys', 'Girls', 'Unisex']));
    expect(new Set(products.map((p) => p.subCategory))).toEqual(
      new Set(['Tops', 'Bottoms', 'Dresses', 'Sets', 'Shoes', 'Toys']),
    );
    for (const p of products) {
      expect(p.price).toBeGreaterThanOrEqual(29);
      expect(p.price).toBeLessThanOrEqual(399);
      expect(p.discount).toBeGreaterThanOrEqual(0);
      expect(p.discount).toBeLessThanOrEqual(40);
      expect(p.variants.length).toBeGreaterThanOrEqual(2);
      expect(p.variants.length).toBeLessThanOrEqual(4);
      if (p.flashsale) expect(p.flashDiscount).toBeGreaterThan(0);
      else expect(p.flashDiscount).toBe(0);
    }
    expect(products.some((p) => p.flashsale)).toBe(true);
    expect(products.some((p) => p.bestseller)).toBe(true);
    expect(products.some((p) => p.bestofkids)).toBe(true);
  });

  it('has sizes of the right kind, stock with zeros, and a fully sold-out product', async () => {
    const products = await listProducts();
    const sizes = (p: (typeof products)[number]) => p.variants.flatMap((v) => v.sizes);
    for (const shoe of products.filter((p) => p.subCategory === 'Shoes')) {
      for (const s of sizes(shoe)) {
        expect(Number(s.size)).toBeGreaterThanOrEqual(SHOE_SIZE_MIN);
        expect(Number(s.size)).toBeLessThanOrEqual(SHOE_SIZE_MAX);
      }
    }
    for (const toy of products.filter((p) => p.subCategory === 'Toys')) {
      expect(sizes(toy).every((s) => s.size === 'Free-size')).toBe(true);
    }
    const all = products.flatMap(sizes);
    expect(all.some((s) => s.stocks === 0)).toBe(true);
    expect(all.every((s) => s.stocks >= 0)).toBe(true);
    expect(products.some((p) => sizes(p).every((s) => s.stocks === 0))).toBe(true);
    const subSkus = all.map((s) => s.subSKU);
    expect(new Set(subSkus).size).toBe(subSkus.length);
  });

  it('serves every product image it lists, with long cache headers', async () => {
    const products = await listProducts();
    const urls = new Set(products.flatMap((p) => [...p.image, ...p.variants.flatMap((v) => v.images)]));
    for (const url of urls) {
      expect(url).toMatch(/^\/uploads\/catalog\/[a-z0-9-]+\.webp$/);
      const file = await readFile(path.join(t.uploadsDir, url.slice('/uploads/'.length)));
      expect(file.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(file.subarray(8, 12).toString('latin1')).toBe('WEBP');
    }
    const res = await t.app.inject({ method: 'GET', url: [...urls][0] ?? '' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('GET /api/product/:id', () => {
  it('answers one product', async () => {
    const [first] = await listProducts();
    const res = await t.app.inject({ method: 'GET', url: `/api/product/${first?._id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, product: first });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/product/00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: 'Product not found.' });
    const malformed = await t.app.inject({ method: 'GET', url: "/api/product/1'%20or%201=1" });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().success).toBe(false);
  });
});

describe('seeding', () => {
  it('happens once: a second start on the same database adds nothing', async () => {
    const before = (await listProducts()).length;
    expect(await seedCatalogIfEmpty(t.database.db)).toBe(false);
    expect((await listProducts()).length).toBe(before);
  });
});
