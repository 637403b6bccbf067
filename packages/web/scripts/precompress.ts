/**
 * Pre-compressed copies of the built client: next to every text file of the build (scripts,
 * styles, HTML, SVG, JSON, WebAssembly) a `.br` (brotli, quality 11) and a `.gz` (gzip, level 9),
 * which the server sends to browsers that accept them (packages/server/src/http/web-client.ts).
 * Compressing once at build time lets the slowest, smallest settings cost nothing per request.
 * A copy that would not save at least 5 % is not written: the server then sends the file as is.
 *
 * Runs as a vite plugin after every client build (vite.config.ts); by hand on a built folder:
 *
 *   npx tsx packages/web/scripts/precompress.ts [distDir]
 */
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** The files worth compressing; images, fonts and archives are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|wasm|map)$/;
/** A copy must be at most this share of the original to be kept. */
const WORTH_KEEPING = 0.95;

export interface CompressedFile {
  /** Path relative to the build folder, with `/`. */
  readonly file: string;
  readonly bytes: number;
  /** Size of the `.br` copy, or null when none was worth writing. */
  readonly br: number | null;
  readonly gzip: number | null;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

async function compressOne(dir: string, path: string): Promise<CompressedFile> {
  const data = await readFile(path);
  const [br, gzipped] = await Promise.all([
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gz(data, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const keep = async (copy: Buffer, extension: string): Promise<number | null> => {
    const target = `${path}${extension}`;
    if (copy.length > data.length * WORTH_KEEPING) {
      // A copy left by an earlier build of a file that changed would be served stale.
      await rm(target, { force: true });
      return null;
    }
    await writeFile(target, copy);
    return copy.length;
  };
  return {
    file: relative(dir, path).split('\\').join('/'),
    bytes: data.length,
    br: await keep(br, '.br'),
    gzip: await keep(gzipped, '.gz'),
  };
}

/** Writes the `.br` and `.gz` copies of every compressible file under `dir`; returns what it did. */
export async function precompress(dir: string): Promise<CompressedFile[]> {
  const files = (await filesUnder(dir)).filter((f) => COMPRESSIBLE.test(f));
  return Promise.all(files.map((f) => compressOne(dir, f)));
}

/** The vite plugin: compresses the output folder once the client build has written it. */
export function precompressPlugin(): Plugin {
  return {
    name: 'boardhall-precompress',
    apply: 'build',
    async writeBundle(output) {
      if (output.dir) await precompress(output.dir);
    },
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = resolve(process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url)));
  const report = await precompress(dir);
  const sum = (pick: (f: CompressedFile) => number | null) => report.reduce((n, f) => n + (pick(f) ?? f.bytes), 0);
  console.log(
    `${report.length} files: ${sum((f) => f.bytes)} bytes, brotli ${sum((f) => f.br)}, gzip ${sum((f) => f.gzip)}`,
  );
}
