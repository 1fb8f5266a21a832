import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let webDistDir: string;
const APP_SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(400))};`;
beforeAll(async () => {
  webDistDir = await mkdtemp(path.join(tmpdir(), 'souq-web-'));
  await writeFile(path.join(webDistDir, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(path.join(webDistDir, 'manifest.webmanifest'), '{}');
  await writeFile(path.join(webDistDir, 'sw.js'), 'self.skipWaiting()');
  const { mkdir } = await import('node:fs/promises');
  await mkdir(path.join(webDistDir, 'assets'));
  await writeFile(path.join(webDistDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  // The build writes a brotli copy beside each script (vite-plugin-compression2).
  await writeFile(path.join(webDistDir, 'assets', 'app-def456.js'), APP_SCRIPT);
  await writeFile(path.join(webDistDir, 'assets', 'app-def456.js.br'), brotliCompressSync(APP_SCRIPT));
  t = await createTestApp({ webDistDir });
});
afterAll(async () => {
  await t.close();
  await rm(webDistDir, { recursive: true, force: true });
});

/** Posts a body exactly as given, so malformed JSON and odd content types reach the server. */
function postRaw(url: string, payload: string, contentType = 'application/json') {
  return t.app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload });
}

describe('the error plugin', () => {
  it('answers malformed JSON with 400 and a message', async () => {
    const res = await postRaw('/api/user/login', '{"email": "a@b.c", ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'The request body is not valid JSON.' });
  });

  it('refuses prototype-pollution keys', async () => {
    const res = await postRaw(
      '/api/user/login',
      '{"email":"a@b.co","password":"12345678","__proto__":{"admin":true}}',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: 'The request body contains a forbidden key (__proto__ or constructor.prototype).',
    });
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('refuses constructor.prototype keys the same way', async () => {
    const res = await postRaw(
      '/api/user/register',
      '{"name":"a","constructor":{"prototype":{"admin":true}}}',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/forbidden key/);
  });

  it('answers an empty JSON body with 400 and a message', async () => {
    const res = await postRaw('/api/user/login', '');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'The request body is empty; send a JSON object.' });
  });

  it('answers a malformed address with 400 in the same shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/product/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'The address is not valid.' });
  });

  it('answers a body that is not an object with 400', async () => {
    for (const payload of ['[]', '"text"', '42', 'null']) {
      const res = await postRaw('/api/user/register', payload);
      expect(res.statusCode, payload).toBe(400);
      expect(res.json().success).toBe(false);
    }
  });

  it('answers an unsupported content type with 415 and a message', async () => {
    const res = await postRaw('/api/user/login', '<email/>', 'text/xml');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ success: false, message: 'Unsupported content type; send JSON.' });
  });

  it('answers an unknown api route with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({ success: false, message: 'Not found: GET /api/nope' });
  });
});

describe('GET /api/health', () => {
  it('reports the database as up, and searches scored from the index in memory once it has loaded', async () => {
    const health = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(200);
      return res.json();
    };
    expect(await health()).toMatchObject({ success: true, database: 'up' });
    await expect.poll(health).toEqual({ success: true, database: 'up', search: 'index' });
  });
});

describe('the storefront', () => {
  it('serves index.html for client routes, uncached, and with a 404 where the app shows its not-found page', async () => {
    for (const [url, status] of [
      ['/', 200],
      ['/products', 200],
      ['/girls/some-dress/123', 404],
      ['/nope', 404],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(status);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets for good and answers missing files with 404', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await t.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('sends the build’s own brotli copy to a browser that takes brotli, and the plain file to one that does not', async () => {
    const brotli = await t.app.inject({
      method: 'GET',
      url: '/assets/app-def456.js',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    // The stored copy, not one compressed for this request: that would stream without a length.
    expect(Number(brotli.headers['content-length'])).toBe(brotliCompressSync(APP_SCRIPT).length);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(APP_SCRIPT);

    const plain = await t.app.inject({
      method: 'GET',
      url: '/assets/app-def456.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(APP_SCRIPT);
  });

  it('serves the service worker and the web manifest uncached, with their types', async () => {
    const worker = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.headers['content-type']).toMatch(/^application\/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    const manifest = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.headers['content-type']).toBe('application/manifest+json');
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('GET /api/store/config', () => {
  it('gives the store’s contact settings', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/store/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json().store).toMatchObject({
      name: 'Little Souq',
      whatsappNumber: expect.stringMatching(/^\d+$/),
    });
  });
});
