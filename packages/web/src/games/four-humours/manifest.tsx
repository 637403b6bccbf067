import { loadEngine } from '../engines.ts';
import type { GameManifest } from '../types.ts';

/** Our crest for Four Humours: four quarter-discs in the humour colours, each with its glyph. */
function Crest({ size }: { readonly size: number }) {
  return (
    <svg width={size} height={size} viewBox="-24 -24 48 48" aria-hidden="true">
      <path d="M0,0 L0,-22 A22,22 0 0 1 22,0 Z" fill="var(--humour-c)" />
      <path d="M0,0 L22,0 A22,22 0 0 1 0,22 Z" fill="var(--humour-s)" />
      <path d="M0,0 L0,22 A22,22 0 0 1 -22,0 Z" fill="var(--humour-m)" />
      <path d="M0,0 L-22,0 A22,22 0 0 1 0,-22 Z" fill="var(--humour-p)" />
      <circle r="22" fill="none" stroke="var(--ink)" strokeWidth="1.5" />
      <path d="M11,-17 L6,-9 L10,-9 L8,-3 L14,-11 L10,-11 Z" fill="var(--ink)" />
      <path
        d="M11,15 C5,10 5.5,5 9,5.5 C10.2,5.7 10.8,6.6 11,7.5 C11.2,6.6 11.8,5.7 13,5.5 C16.5,5 17,10 11,15 Z"
        fill="#fff"
      />
      <path d="M-9,5 A6,6 0 1 0 -9,16 A4.8,4.8 0 1 1 -9,5 Z" fill="#fff" />
      <path
        d="M-17,-13 q1.5,-2 3,0 t3,0 t3,0 M-17,-8 q1.5,-2 3,0 t3,0 t3,0"
        fill="none"
        stroke="var(--ink)"
        strokeWidth="1.5"
        strokeLinecap="round"
      />
    </svg>
  );
}

export const fourHumoursManifest: GameManifest = {
  id: 'four-humours',
  titleKey: 'fh.title',
  blurbKey: 'fh.blurb',
  // Solo mode is one player against the Rival; Kingdom and Fiefdom take 2–6.
  minPlayers: 1,
  maxPlayers: 6,
  Crest,
  load: async () => (await import('./plugin.tsx')).fourHumoursPlugin,
  loadEngine: () => loadEngine('four-humours'),
};
