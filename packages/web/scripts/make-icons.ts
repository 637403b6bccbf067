/**
 * The app's icons (the web app manifest, the favicon, the home-screen icon), drawn from the logo of
 * the top bar (src/ui/AppBar.tsx) as SVG and rasterised by Debian's Chromium, so the PNGs are the
 * same drawing at every size. The PNGs are committed; run again only when the logo changes:
 *
 *   npx tsx packages/web/scripts/make-icons.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const OUT = fileURLToPath(new URL('../public/icons', import.meta.url));
const INK = '#1f1d24';
const B_PATH = 'M-5,5V-5H1.5A3,3 0 0 1 1.5,0.5H-5M1.5,0.5A3.2,3.2 0 0 1 1.5,5H-5';

/**
 * The logo: a rounded dark square with a white "B". `maskable`: the square fills the whole canvas
 * and the letter sits inside the safe zone (the middle 80 %), since launchers crop to their shape.
 */
export function logoSvg(maskable: boolean): string {
  const background = maskable
    ? `<rect x="-12" y="-12" width="24" height="24" fill="${INK}"/>`
    : `<rect x="-10" y="-10" width="20" height="20" rx="4" fill="${INK}"/>`;
  const scale = maskable ? 0.8 : 1;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-12 -12 24 24"><title>Boardhall</title>${background}<path transform="scale(${scale})" d="${B_PATH}" fill="none" stroke="#fff" stroke-width="2"/></svg>`;
}

const ICONS = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'maskable-512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon-180.png', size: 180, maskable: true },
] as const;

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  writeFileSync(join(OUT, 'icon.svg'), `${logoSvg(false)}\n`);
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox'],
  });
  try {
    for (const icon of ICONS) {
      const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
      const svg = logoSvg(icon.maskable).replace('<svg ', `<svg width="${icon.size}" height="${icon.size}" `);
      await page.setContent(`<html><body style="margin:0;background:transparent">${svg}</body></html>`);
      await page.screenshot({ path: join(OUT, icon.file), omitBackground: true });
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

await main();
