import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApp } from '../../app.factory.js';
import { loadConfig } from '../../config/app-config.js';
import { createLogger } from '../logging/logger.js';
import { TEST_ADMIN_PASSWORD } from '../../test-support/test-app.js';

const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
/** An asset big enough for the build to compress. */
const BUNDLE = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word${i % 37}`))};`;
const PRECOMPRESS = new URL('../../../../frontend/scripts/precompress.mjs', import.meta.url)
  .pathname;

describe('serving the built dashboard on the same origin', () => {
  let app: NestFastifyApplication;
  let dataDir: string;
  let dist: string;
  const inject = (options: {
    method: 'GET' | 'HEAD' | 'POST';
    url: string;
    headers?: Record<string, string>;
  }) => app.getHttpAdapter().getInstance().inject(options);

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'flirtwire-web-'));
    dist = join(dataDir, 'dist');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
    );
    // What the frontend build lists for its screens (frontend/scripts/route-preloads.mjs).
    writeFileSync(
      join(dist, 'route-preloads.json'),
      JSON.stringify([
        {
          path: '/$login',
          js: ['/assets/storefront-a1.js'],
          css: ['/assets/storefront-a1.css'],
          data: ['/client_api/advisors/$login/storefront'],
        },
        { path: '/my_customers', js: ['/assets/customers-b2.js'], css: [] },
      ]),
    );
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
    writeFileSync(join(dist, 'assets', 'bundle-def456.js'), BUNDLE);
    writeFileSync(join(dist, 'assets', 'index-abc123.js.map'), '{"sources":["src/app.tsx"]}');
    writeFileSync(join(dist, 'secret.txt'), 'not an asset');
    // What the frontend build runs after Vite.
    const compressed = spawnSync(process.execPath, [PRECOMPRESS, join(dist, 'assets')]);
    if (compressed.status !== 0) throw new Error(String(compressed.stderr));
    mkdirSync(join(dist, 'sounds'));
    writeFileSync(join(dist, 'sounds', 'call-alert.wav'), 'RIFF....WAVEfmt ');
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      SEED: 'off',
      ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    });
    app = await createApp(config, { logger: createLogger('silent'), frontendDist: dist });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers a page request on any client route with index.html, never cached', async () => {
    for (const url of [
      '/',
      '/my_customers?sortColumn=skr_lt_earnings',
      '/my_customers/user/ann/history',
    ]) {
      const response = await inject({ method: 'GET', url, headers: HTML });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it("names the chunks of the screen a page opens, so they load beside the app's entry", async () => {
    const preloads = async (url: string) =>
      [
        ...(await inject({ method: 'GET', url, headers: HTML })).body.matchAll(
          /<link rel="modulepreload" crossorigin href="([^"]+)">/g,
        ),
      ].map((match) => match[1]);
    expect(await preloads('/demo_flirt')).toEqual(['/assets/storefront-a1.js']);
    expect(await preloads('/my_customers?sortColumn=skr_lt_earnings')).toEqual([
      '/assets/customers-b2.js',
    ]);
    expect(await preloads('/my_customers/user/ann/history')).toEqual([]);
    const page = (await inject({ method: 'GET', url: '/demo_flirt', headers: HTML })).body;
    expect(page).toContain(
      '<link rel="preload" as="style" crossorigin href="/assets/storefront-a1.css">',
    );
  });

  it("names the first data of the screen a page opens, for that page's parameters", async () => {
    const dataOf = async (url: string) =>
      [
        ...(await inject({ method: 'GET', url, headers: HTML })).body.matchAll(
          /<link rel="preload" as="fetch" crossorigin="use-credentials" href="([^"]+)">/g,
        ),
      ].map((match) => match[1]);
    expect(await dataOf('/demo_flirt')).toEqual(['/client_api/advisors/demo_flirt/storefront']);
    expect(await dataOf('/another_flirt?listing_id=7')).toEqual([
      '/client_api/advisors/another_flirt/storefront',
    ]);
    expect(await dataOf('/my_customers')).toEqual([]);
  });

  it('serves hashed assets with a long immutable cache', async () => {
    const response = await inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toMatch(/max-age=31536000/);
    expect(response.headers['cache-control']).toMatch(/immutable/);
    const missing = await inject({ method: 'GET', url: '/assets/nope.js', headers: HTML });
    expect(missing.statusCode).toBe(404);
  });

  it('sends the Brotli or gzip copy the build wrote to a browser that accepts it, else the file', async () => {
    const url = '/assets/bundle-def456.js';
    const brotli = await inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['vary']).toMatch(/accept-encoding/i);
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.rawPayload.length).toBeLessThan(BUNDLE.length / 3);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(BUNDLE);
    const gzip = await inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(BUNDLE);
    const plain = await inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BUNDLE);
    // Too small to be worth a copy: the file itself, whatever the browser accepts.
    const small = await inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('console.log("app")');
  });

  it('honours a q=0 refusal of an encoding, and answers a repeat with 304 by its ETag', async () => {
    const url = '/assets/bundle-def456.js';
    const noBrotli = await inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'br;q=0, gzip;q=0.5' },
    });
    expect(noBrotli.headers['content-encoding']).toBe('gzip');
    const etag = noBrotli.headers['etag'];
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await inject({ method: 'GET', url, headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const head = await inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/javascript/);
  });

  it('serves only the files the build wrote under /assets, and its source maps outside production', async () => {
    const map = await inject({ method: 'GET', url: '/assets/index-abc123.js.map' });
    expect(map.statusCode).toBe(200);
    expect(map.json()).toEqual({ sources: ['src/app.tsx'] });
    for (const url of [
      '/assets/../secret.txt',
      '/assets/%2e%2e/secret.txt',
      '/assets/x/index-abc123.js',
    ]) {
      expect({ url, status: (await inject({ method: 'GET', url })).statusCode }).toEqual({
        url,
        status: 404,
      });
    }
    const copy = await inject({ method: 'GET', url: '/assets/bundle-def456.js.br' });
    expect(copy.statusCode).toBe(404);
  });

  it('serves the call and chat sounds from the build, as audio', async () => {
    const sound = await inject({ method: 'GET', url: '/sounds/call-alert.wav' });
    expect(sound.statusCode).toBe(200);
    expect(sound.headers['content-type']).toMatch(/^audio\/(x-)?wav/);
    expect(sound.body).toBe('RIFF....WAVEfmt ');
    // A media element may ask with any Accept: still the sound, never the page.
    const asHtml = await inject({ method: 'GET', url: '/sounds/call-alert.wav', headers: HTML });
    expect(asHtml.headers['content-type']).toMatch(/^audio\//);
    const missing = await inject({ method: 'GET', url: '/sounds/nope.wav' });
    expect(missing.statusCode).toBe(404);
  });

  it('leaves API paths to the API, even when the browser asks for HTML', async () => {
    const unknown = await inject({
      method: 'GET',
      url: '/client_api/no_such_thing',
      headers: HTML,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
    const health = await inject({ method: 'GET', url: '/health', headers: HTML });
    expect(health.headers['content-type']).toMatch(/json/);
    const docs = await inject({ method: 'GET', url: '/docs/openapi.json', headers: HTML });
    expect(docs.json()).toMatchObject({ openapi: expect.any(String) });
  });

  it('leaves social account linking (a page navigation) to the API', async () => {
    // Signed out, the link start answers 401 from the API instead of the app's index.html.
    const link = await inject({ method: 'GET', url: '/auth/twitter', headers: HTML });
    expect(link.statusCode).toBe(401);
    expect(link.headers['content-type']).toMatch(/json/);
  });

  it('does not answer JSON requests or writes on other paths with the page', async () => {
    const json = await inject({
      method: 'GET',
      url: '/my_customers',
      headers: { accept: 'application/json' },
    });
    expect(json.statusCode).toBe(404);
    const post = await inject({ method: 'POST', url: '/my_customers', headers: HTML });
    expect(post.statusCode).toBe(404);
  });
});
