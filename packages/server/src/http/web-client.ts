/**
 * Serves the built web client (packages/web/dist):
 * - compressed: the build writes a brotli and a gzip copy of every text file
 *   (packages/web/scripts/precompress.ts); a browser that accepts one gets it, with
 *   `Content-Encoding` and `Vary: Accept-Encoding`, and any other client the file as it is;
 * - cached: the files under /assets/ have a hash of their content in their name, so a browser may
 *   keep them for a year without asking again; everything else (index.html, which names the
 *   current hashes) must be revalidated on every load, a 304 when it did not change (ETag).
 */
import { relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** Whether a file of the build (path relative to its folder) is named after its content. */
export function isHashedAsset(relativePath: string): boolean {
  return relativePath.split(sep).join('/').startsWith('assets/');
}

/**
 * Registers one route per built file, no wildcard: a wildcard also caught API paths that no API
 * route matched (an over-long id) and answered 403 from the file system. The compressed copies get
 * no route of their own: they are only sent in place of their original.
 */
export async function registerWebClient(app: FastifyInstance, webRoot: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: webRoot,
    wildcard: false,
    preCompressed: true,
    globIgnore: ['**/*.br', '**/*.gz'],
    setHeaders(reply, path) {
      reply.header('cache-control', isHashedAsset(relative(webRoot, path)) ? IMMUTABLE : REVALIDATE);
    },
  });
}
