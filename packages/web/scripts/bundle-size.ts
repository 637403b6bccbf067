/**
 * First-load JavaScript of the built client: every script that dist/index.html loads or
 * preloads, gzipped (level 9). The lobby must stay at or below 300 KB gzipped (issue #8); game
 * engines and tables are separate chunks loaded on demand and are not counted.
 *
 *   npx tsx packages/web/scripts/bundle-size.ts [distDir]
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const FIRST_LOAD_BUDGET = 300 * 1024;

export interface ChunkSize {
  readonly file: string;
  readonly bytes: number;
  readonly gzip: number;
}

export interface BundleReport {
  readonly scripts: readonly ChunkSize[];
  readonly styles: readonly ChunkSize[];
  /** Total gzipped first-load JavaScript. */
  readonly jsGzip: number;
  readonly cssGzip: number;
}

function measure(dist: string, file: string): ChunkSize {
  const data = readFileSync(join(dist, file.replace(/^\.?\//, '')));
  return { file, bytes: data.length, gzip: gzipSync(data, { level: 9 }).length };
}

export function bundleReport(dist: string): BundleReport {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]+)"`).exec(tag)?.[1];
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const tag of tags) {
    if (tag.startsWith('<script')) {
      const src = attr(tag, 'src');
      if (src) scripts.add(src);
    } else if (/rel="modulepreload"/.test(tag)) {
      const h = attr(tag, 'href');
      if (h) scripts.add(h);
    } else if (/rel="stylesheet"/.test(tag)) {
      const h = attr(tag, 'href');
      if (h) styles.add(h);
    }
  }
  const js = [...scripts].map((f) => measure(dist, f));
  const css = [...styles].map((f) => measure(dist, f));
  return {
    scripts: js,
    styles: css,
    jsGzip: js.reduce((n, c) => n + c.gzip, 0),
    cssGzip: css.reduce((n, c) => n + c.gzip, 0),
  };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dist = resolve(process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url)));
  const r = bundleReport(dist);
  for (const c of [...r.scripts, ...r.styles]) console.log(`${c.file}\t${kb(c.bytes)}\tgzip ${kb(c.gzip)}`);
  console.log(`first-load JavaScript: ${kb(r.jsGzip)} gzipped (budget ${kb(FIRST_LOAD_BUDGET)})`);
  console.log(`first-load CSS: ${kb(r.cssGzip)} gzipped`);
  process.exit(r.jsGzip <= FIRST_LOAD_BUDGET ? 0 : 1);
}
