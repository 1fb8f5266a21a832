import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

/** A build of the back office as Vite lays it out: index.html, a hashed script (with its brotli twin), a logo. */
const INDEX =
  '<!doctype html><title>Back office</title><script type="module" src="/admin/assets/app-abc123.js"></script>';
const SCRIPT = `console.log(${JSON.stringify('the back office '.repeat(100))});`;

let distDir: string;
let t: TestApp;

beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'souq-admin-dist-'));
  await mkdir(path.join(distDir, 'assets'));
  await writeFile(path.join(distDir, 'index.html'), INDEX);
  await writeFile(path.join(distDir, 'assets/app-abc123.js'), SCRIPT);
  await writeFile(path.join(distDir, 'assets/app-abc123.js.br'), brotliCompressSync(SCRIPT));
  await writeFile(path.join(distDir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ adminDistDir: distDir });
});

afterAll(async () => {
  await t?.close();
  await rm(distDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('the back office at /admin', () => {
  it.each([
    '/admin',
    '/admin/',
    '/admin/orders',
    '/admin/orders/xyz',
    '/admin/orders/xyz/packing-slip?print=1',
  ])('%s is the app, asked for anew on every visit', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(INDEX);
    // A page, so it carries the page's policy (scripts from this origin only), not the api's.
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('serves a hashed asset for good, pre-compressed', async () => {
    const plain = await get('/admin/assets/app-abc123.js');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.headers['content-type']).toMatch(/javascript/);
    expect(plain.body).toBe(SCRIPT);

    const brotli = await get('/admin/assets/app-abc123.js', { 'accept-encoding': 'br' });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves the other files by name', async () => {
    const logo = await get('/admin/logo.svg');
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it('answers a script the build does not have with a 404, not the page', async () => {
    const response = await get('/admin/assets/gone-old.js');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toBe(INDEX);
  });

  it('leaves the admin api its own JSON 404s', async () => {
    for (const url of ['/api/admin/nope', '/api/admin']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toMatchObject({ success: false });
    }
  });

  it("takes its addresses before the storefront's pages", async () => {
    // The storefront's real build: `npm test` builds it first; run alone, this file builds it when missing.
    const root = path.resolve(import.meta.dirname, '../../..');
    const webDist = path.join(root, 'apps/web/dist');
    if (!existsSync(path.join(webDist, 'index.html'))) {
      execFileSync('npm', ['run', 'build', '-w', '@souq/web'], { cwd: root, stdio: 'inherit' });
    }
    const both = await createTestApp({ adminDistDir: distDir, webDistDir: webDist });
    try {
      // Three segments, as a product's address has (/:category/:title/:id): still the back office's.
      for (const url of ['/admin', '/admin/orders/xyz']) {
        const response = await both.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(200);
        expect(response.body, url).toBe(INDEX);
      }
      const store = await both.app.inject({ method: 'GET', url: '/' });
      expect(store.statusCode).toBe(200);
      expect(store.body).not.toBe(INDEX);
      const api = await both.app.inject({ method: 'GET', url: '/api/admin/nope' });
      expect(api.statusCode).toBe(404);
      expect(api.json()).toMatchObject({ success: false });
    } finally {
      await both.close();
    }
  }, 300_000);

  it('is not served when the api has no build of it', async () => {
    const bare = await createTestApp();
    try {
      const response = await bare.app.inject({ method: 'GET', url: '/admin' });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toBe(INDEX);
    } finally {
      await bare.close();
    }
  });
});
