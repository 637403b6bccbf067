import { loadEngine } from '../engines.ts';
import type { GameManifest } from '../types.ts';

/** Our crest for Tribes of the Wind: the four element colours round a gust, over a sapling. */
function Crest({ size }: { readonly size: number }) {
  return (
    <svg width={size} height={size} viewBox="-24 -24 48 48" aria-hidden="true">
      <path d="M0,0 L0,-22 A22,22 0 0 1 22,0 Z" fill="var(--element-water)" />
      <path d="M0,0 L22,0 A22,22 0 0 1 0,22 Z" fill="var(--element-fire)" />
      <path d="M0,0 L0,22 A22,22 0 0 1 -22,0 Z" fill="var(--element-earth)" />
      <path d="M0,0 L-22,0 A22,22 0 0 1 0,-22 Z" fill="var(--element-wind)" />
      <circle r="22" fill="none" stroke="var(--ink)" strokeWidth="1.5" />
      <circle r="12.5" fill="#fff" stroke="var(--ink)" strokeWidth="1.5" />
      <g fill="none" stroke="var(--ink)" strokeWidth="2" strokeLinecap="round">
        <path d="M-8,-4 h9 a3,3 0 1 0 -3,-3" />
        <path d="M-8,1 h12 a3,3 0 1 1 -3,3" />
        <path d="M-8,6 h6" />
      </g>
    </svg>
  );
}

export const tribesManifest: GameManifest = {
  id: 'tribes-of-the-wind',
  titleKey: 'totw.title',
  blurbKey: 'totw.blurb',
  minPlayers: 2,
  maxPlayers: 5,
  Crest,
  load: async () => (await import('./plugin.tsx')).tribesPlugin,
  loadEngine: () => loadEngine('tribes-of-the-wind'),
};
