/**
 * Pictures of forest tiles (issue #15 item 1, UI-DESIGN §2.3 board materials): the forest colour
 * with its texture, a band under the name so the name reads on every colour, a faint tree line
 * along the foot (where the rider slots sit, never under text), the village roof on the village
 * side. The market prints the tile's name under it; a board cell, too small for it, carries the
 * name in its title and label.
 */
import type { ForestColour } from '@boardhall/tribes-of-the-wind';
import { TEXTURE, TILE_INK } from './glyphs.tsx';
import './art.css';

/** The band under a tile's name: darker on the dark colours, lighter on amber. */
const BAND: Readonly<Record<ForestColour, string>> = {
  moss: 'rgb(20 40 10 / 0.32)',
  amber: 'rgb(255 255 255 / 0.42)',
  dusk: 'rgb(20 10 50 / 0.32)',
};

/** Conifers and round crowns, alternating, in a 100-wide strip 0..22 high. */
function TreeLine({ ink }: { ink: string }) {
  const trees = [6, 20, 34, 48, 62, 76, 90];
  return (
    <g fill={ink} opacity="0.16" transform="translate(0,78)">
      {trees.map((x, i) =>
        i % 2 === 0 ? (
          <path key={x} d={`M${x} 2l6 12h-3l4 8h-14l4-8h-3Z`} />
        ) : (
          <g key={x}>
            <circle cx={x} cy="10" r="6" />
            <rect x={x - 1} y="14" width="2" height="8" />
          </g>
        ),
      )}
    </g>
  );
}

/**
 * The art behind a tile's contents, stretched over its box (a 100 × 100 view): texture, name band
 * (`band` = its height in per cent; 0 for none), tree line, and the roof when it is a village.
 */
export function TileArt({ colour, band, village = false }: { colour: ForestColour; band: number; village?: boolean }) {
  const ink = TILE_INK[colour];
  return (
    <svg className="tw-cell-art" viewBox="0 0 100 100" preserveAspectRatio="none" aria-hidden="true">
      <rect width="100" height="100" fill={TEXTURE[colour]} />
      {band > 0 ? <rect width="100" height={band} fill={BAND[colour]} /> : null}
      {village ? (
        <path
          d="M8 46 L50 10 L92 46 L82 46 L82 92 L18 92 L18 46 Z"
          fill="#fff"
          fillOpacity="0.16"
          stroke={ink}
          strokeOpacity="0.55"
          strokeWidth="3"
          strokeLinejoin="round"
        />
      ) : (
        <TreeLine ink={ink} />
      )}
    </svg>
  );
}
