/**
 * The built web client as browsers get it (issue #39): the build's brotli and gzip copies sent to
 * whoever accepts them, the file itself to anyone else, hashed assets cached for a year, index.html
 * revalidated on every load (a 304 when unchanged).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../web/scripts/precompress.ts';
import { startTestServer, type TestServer, tempDir } from './helpers.ts';

interface RawReply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET with exactly these headers (fetch would add its own Accept-Encoding and decode the body). */
function get(base: string, path: string, headers: Record<string, string> = {}): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

// Text that compresses as a real bundle does: repetitive, but not one byte over and over.
const SCRIPT = Array.from(
  { length: 400 },
  (_, i) => `export const move${i} = (state) => state.seats[${i % 4}];\n`,
).join('');
const PAGE = `<!doctype html><html><head><title>Boardhall</title><script type="module" src="./assets/index-Ab12Cd34.js"></script></head><body>${'<div id="root"></div>'.repeat(20)}</body></html>`;
const ASSET = '/assets/index-Ab12Cd34.js';

const SERVICE_WORKER = `self.__WB_MANIFEST = [${'{"url":"assets/index-Ab12Cd34.js","revision":null},'.repeat(30)}];\n`;
const MANIFEST = JSON.stringify({ name: 'Boardhall', start_url: './', scope: './', display: 'standalone', icons: [] });

let server: TestServer;
const web = tempDir('boardhall-web-');

beforeAll(async () => {
  mkdirSync(join(web.dir, 'assets'));
  writeFileSync(join(web.dir, 'index.html'), PAGE);
  writeFileSync(join(web.dir, 'assets', 'index-Ab12Cd34.js'), SCRIPT);
  // The service worker and the manifest, as vite-plugin-pwa writes them at the build's root.
  writeFileSync(join(web.dir, 'sw.js'), SERVICE_WORKER);
  writeFileSync(join(web.dir, 'manifest.webmanifest'), MANIFEST);
  // Too small for a compressed copy to be worth it: always sent as it is.
  writeFileSync(join(web.dir, 'assets', 'tiny-Ef56Gh78.js'), 'x');
  await precompress(web.dir);
  server = await startTestServer({ webRoot: web.dir });
});
afterAll(async () => {
  await server.close();
  web.remove();
});

describe('web client serving', () => {
  it('sends the brotli copy of a hashed asset to a browser that accepts it, cached for a year', async () => {
    const reply = await get(server.base, ASSET, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers.vary).toContain('accept-encoding');
    expect(reply.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(reply.body.length).toBeLessThan(SCRIPT.length / 4);
    expect(brotliDecompressSync(reply.body).toString()).toBe(SCRIPT);
  });

  it('sends the gzip copy to a client that accepts gzip only', async () => {
    const reply = await get(server.base, ASSET, { 'accept-encoding': 'gzip' });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBe('gzip');
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(reply.body).toString()).toBe(SCRIPT);
  });

  it('sends the file as it is to a client that accepts no compression', async () => {
    const asked: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'br;q=0, gzip;q=0' },
    ];
    for (const headers of asked) {
      const reply = await get(server.base, ASSET, headers);
      expect(reply.status).toBe(200);
      expect(reply.headers['content-encoding']).toBeUndefined();
      expect(reply.headers.vary).toContain('accept-encoding');
      expect(reply.body.toString()).toBe(SCRIPT);
    }
  });

  it('sends a file without compressed copies as it is, even to a browser that accepts brotli', async () => {
    const reply = await get(server.base, '/assets/tiny-Ef56Gh78.js', { 'accept-encoding': 'br, gzip' });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.body.toString()).toBe('x');
  });

  it('has index.html revalidated on every load, at / and at the client routes', async () => {
    for (const path of ['/', '/index.html', '/match/abc']) {
      const reply = await get(server.base, path, { 'accept-encoding': 'br' });
      expect(reply.status).toBe(200);
      expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(reply.headers['content-encoding']).toBe('br');
      expect(reply.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(reply.body).toString()).toBe(PAGE);
    }
  });

  it('answers a revalidation with 304 and no body while the file is unchanged', async () => {
    for (const path of ['/', '/match/abc', ASSET]) {
      const first = await get(server.base, path, { 'accept-encoding': 'br' });
      const etag = first.headers.etag;
      expect(typeof etag).toBe('string');
      const again = await get(server.base, path, { 'accept-encoding': 'br', 'if-none-match': etag as string });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      const stale = await get(server.base, path, { 'accept-encoding': 'br', 'if-none-match': '"another"' });
      expect(stale.status).toBe(200);
    }
  });

  it('gives the compressed copies no address of their own', async () => {
    const reply = await get(server.base, `${ASSET}.br`);
    expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(reply.body.toString()).toBe(PAGE);
  });

  it('has the service worker and the manifest revalidated on every load, never kept as immutable', async () => {
    // A worker kept for a year would pin every visitor to the version they first saw (issue #37).
    const worker = await get(server.base, '/sw.js', { 'accept-encoding': 'br' });
    expect(worker.status).toBe(200);
    expect(worker.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(worker.body).toString()).toBe(SERVICE_WORKER);
    const manifest = await get(server.base, '/manifest.webmanifest');
    expect(manifest.status).toBe(200);
    expect(manifest.headers['content-type']).toBe('application/manifest+json');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(manifest.body.toString())).toMatchObject({ name: 'Boardhall', scope: './' });
  });
});
