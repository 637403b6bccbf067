/**
 * Our own drawings for Tribes of the Wind (UI-DESIGN §2.3, §2.5): element glyphs and card backs,
 * tile colours with their textures and glyphs, effect icons, riders, temples, roofs, pollution.
 * Every colour comes with a shape, so nothing depends on colour vision alone.
 */
import type { BuildBonus, Effect, Element, ForestColour } from '@boardhall/tribes-of-the-wind';
import type { ReactNode } from 'react';

export const ELEMENT_FILL: Readonly<Record<Element, string>> = {
  water: '#2F74E0',
  fire: '#D9541E',
  earth: '#1D5632',
  wind: '#F9DF3E',
};
/** Glyph colour on each back: white on the dark backs, ink on wind's yellow. */
export const ELEMENT_INK: Readonly<Record<Element, string>> = {
  water: '#FFFFFF',
  fire: '#FFFFFF',
  earth: '#FFFFFF',
  wind: '#1F1D24',
};

export const TILE_FILL: Readonly<Record<ForestColour, string>> = {
  moss: '#4C7A30',
  amber: '#F2C46A',
  dusk: '#5B4B8A',
};
export const TILE_INK: Readonly<Record<ForestColour, string>> = {
  moss: '#FFFFFF',
  amber: '#1F1D24',
  dusk: '#FFFFFF',
};

/** Element glyph paths in a 24 × 24 box: droplet, flame, sprout, gust. */
export function elementPaths(e: Element, ink: string) {
  switch (e) {
    case 'water':
      return <path d="M12 2.5C12 2.5 5 10.5 5 15a7 7 0 0 0 14 0c0-4.5-7-12.5-7-12.5Z" fill={ink} />;
    case 'fire':
      return (
        <path
          d="M12.5 2c.6 4 5.5 6.2 5.5 12a6 6 0 0 1-12 0c0-3.2 1.9-4.9 2.6-7.4 1.1 2 1.9 2.9 2.9 3.4.7-2.6 1.3-5 1-8Z"
          fill={ink}
        />
      );
    case 'earth':
      return (
        <g fill={ink}>
          <rect x="11" y="10" width="2" height="12" rx="1" />
          <path d="M12 14C6.5 14 4.5 9.5 4.5 6.5 9 6.5 12 9 12 14Z" />
          <path d="M12 12c0-5 3-8.5 7.5-8.5 0 4.5-3 8-7.5 8.5Z" />
        </g>
      );
    case 'wind':
      return (
        <g fill="none" stroke={ink} strokeWidth="2.2" strokeLinecap="round">
          <path d="M3 8.5h11a3 3 0 1 0-3-3" />
          <path d="M3 13h15a3 3 0 1 1-3 3" />
          <path d="M3 17.5h7" />
        </g>
      );
  }
}

export function ElementGlyph({ element, size = 16, ink }: { element: Element; size?: number; ink?: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" className="tw-glyph" aria-hidden="true">
      {elementPaths(element, ink ?? ELEMENT_FILL[element])}
    </svg>
  );
}

/** An element card back: the element's colour with its glyph at 60 % of the height. */
export function CardBack({
  element,
  width = 36,
  height = 44,
  blind = false,
}: {
  element: Element;
  width?: number;
  height?: number;
  /** Face hidden even from its owner (a blind draw in progress): an eye-slash badge. */
  blind?: boolean;
}) {
  const g = height * 0.6;
  return (
    <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} aria-hidden="true" className="tw-back">
      <rect
        x="1"
        y="1"
        width={width - 2}
        height={height - 2}
        rx="5"
        fill={ELEMENT_FILL[element]}
        stroke="#1F1D24"
        strokeWidth="1.5"
      />
      {width >= 30 ? (
        // A printed inner frame, as on a card's back; small backs (counts) stay plain.
        <rect
          x="4"
          y="4"
          width={width - 8}
          height={height - 8}
          rx="3"
          fill="none"
          stroke={ELEMENT_INK[element]}
          strokeOpacity="0.45"
          strokeWidth="1"
        />
      ) : null}
      <g transform={`translate(${(width - g) / 2},${(height - g) / 2}) scale(${g / 24})`}>
        {elementPaths(element, ELEMENT_INK[element])}
      </g>
      {blind ? (
        <g transform={`translate(${width - 11},${9})`}>
          <circle r="7.5" fill="#1F1D24" />
          <path d="M-4.5 0c2.6-3 6.4-3 9 0-2.6 3-6.4 3-9 0Z" fill="none" stroke="#fff" strokeWidth="1.2" />
          <path d="M-4 4L4 -4" stroke="#fff" strokeWidth="1.4" />
        </g>
      ) : null}
    </svg>
  );
}

/** Tile colour glyphs: tuft (moss), resin drop (amber), half-sun (dusk), in a 24 × 24 box. */
export function colourGlyphPaths(c: ForestColour, ink: string) {
  switch (c) {
    case 'moss':
      return (
        <g fill="none" stroke={ink} strokeWidth="2" strokeLinecap="round">
          <path d="M7 20c1-4 0-8-3-11" />
          <path d="M12 20V5" />
          <path d="M17 20c-1-4 0-8 3-11" />
        </g>
      );
    case 'amber':
      return (
        <g>
          <path d="M12 3l6 7.5a6.5 6.5 0 1 1-12 0Z" fill="none" stroke={ink} strokeWidth="2" strokeLinejoin="round" />
          <path d="M9.5 14.5a3 3 0 0 0 2.5 3" fill="none" stroke={ink} strokeWidth="1.6" strokeLinecap="round" />
        </g>
      );
    case 'dusk':
      return (
        <g fill="none" stroke={ink} strokeWidth="2" strokeLinecap="round">
          <path d="M5 17a7 7 0 0 1 14 0Z" fill={ink} />
          <path d="M3 19.5h18" />
          <path d="M12 5v2.5M5.5 8l1.6 1.6M18.5 8l-1.6 1.6" />
        </g>
      );
  }
}

export function ColourGlyph({ colour, size = 16, ink }: { colour: ForestColour; size?: number; ink?: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" className="tw-glyph">
      {colourGlyphPaths(colour, ink ?? TILE_INK[colour])}
    </svg>
  );
}

/** Shared SVG patterns (textures of the three tile colours), rendered once by the table. */
export function TotwDefs() {
  return (
    <svg width="0" height="0" style={{ position: 'absolute' }} aria-hidden="true" focusable="false">
      <defs>
        <pattern id="totw-tex-moss" width="10" height="10" patternUnits="userSpaceOnUse">
          <rect width="10" height="10" fill={TILE_FILL.moss} />
          <circle cx="2.5" cy="2.5" r="1.2" fill="#fff" opacity="0.22" />
          <circle cx="7.5" cy="7.5" r="1.2" fill="#fff" opacity="0.22" />
        </pattern>
        <pattern id="totw-tex-amber" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <rect width="8" height="8" fill={TILE_FILL.amber} />
          <rect width="2" height="8" fill="#8A5A00" opacity="0.18" />
        </pattern>
        <pattern id="totw-tex-dusk" width="12" height="12" patternUnits="userSpaceOnUse">
          <rect width="12" height="12" fill={TILE_FILL.dusk} />
          <rect y="8" width="12" height="3" fill="#fff" opacity="0.13" />
        </pattern>
      </defs>
    </svg>
  );
}

export const TEXTURE: Readonly<Record<ForestColour, string>> = {
  moss: 'url(#totw-tex-moss)',
  amber: 'url(#totw-tex-amber)',
  dusk: 'url(#totw-tex-dusk)',
};

type IconKind = (Effect | BuildBonus)['kind'];

/** Effect icons (16 × 16): droplet, broom, tree, footprints, catapult, temple, turbine, portal. */
export function EffectIcon({ kind, size = 14, ink = 'currentColor' }: { kind: IconKind; size?: number; ink?: string }) {
  let body: ReactNode;
  switch (kind) {
    case 'water':
      body = <path d="M8 1.5S3 7 3 10a5 5 0 0 0 10 0c0-3-5-8.5-5-8.5Z" fill="#2F74E0" stroke={ink} strokeWidth="1" />;
      break;
    case 'cleanse':
      body = (
        <g fill="none" stroke={ink} strokeWidth="1.5" strokeLinecap="round">
          <path d="M11.5 1.5L7.5 7.5" />
          <path d="M5 7l5 3-2 4.5c-2 0-5-1.5-6-4Z" fill={ink} fillOpacity="0.25" />
          <path d="M4 11l-1.5 1.5M6.5 12.5l-.8 2" />
        </g>
      );
      break;
    case 'plant':
      body = (
        <g stroke={ink} strokeWidth="1.2" strokeLinejoin="round">
          <path d="M8 1.5l5 7H10l3 4H3l3-4H3Z" fill="#4C7A30" />
          <path d="M8 12.5v3" strokeWidth="2" />
        </g>
      );
      break;
    case 'move':
      body = (
        <g fill={ink}>
          <ellipse cx="5.5" cy="10" rx="2.2" ry="3.2" transform="rotate(-12 5.5 10)" />
          <ellipse cx="10.5" cy="5.5" rx="2.2" ry="3.2" transform="rotate(12 10.5 5.5)" />
        </g>
      );
      break;
    case 'catapult':
      body = (
        <g fill="none" stroke={ink} strokeWidth="1.5" strokeLinecap="round">
          <path d="M2 14h12" />
          <path d="M4 14L11 4" />
          <circle cx="11.5" cy="3.5" r="2" fill={ink} />
          <path d="M6 14l2-4" />
        </g>
      );
      break;
    case 'temple':
      body = <TemplePath ink={ink} />;
      break;
    case 'turbine':
      body = (
        <g fill={ink} stroke={ink} strokeWidth="0.8">
          <path d="M8 8V15" strokeWidth="1.5" />
          <path d="M8 8L8.8 1.5 7.2 1.5Z" />
          <path d="M8 8l5.6 3.3.8-1.4Z" />
          <path d="M8 8l-5.6 3.3-.8-1.4Z" />
          <circle cx="8" cy="8" r="1.5" />
        </g>
      );
      break;
    case 'portal':
      body = (
        <g fill="none" stroke={ink} strokeWidth="1.5" strokeLinecap="round">
          <ellipse cx="8" cy="8" rx="6" ry="6.5" />
          <path d="M8 4.5a3.5 3.5 0 1 1-3.3 4.6" />
          <circle cx="8" cy="8" r="1" fill={ink} />
        </g>
      );
      break;
  }
  return (
    <svg width={size} height={size} viewBox="0 0 16 16" aria-hidden="true" className="tw-icon">
      {body}
    </svg>
  );
}

function TemplePath({ ink }: { ink: string }) {
  return (
    <g fill={ink}>
      <path d="M1.5 5.5L8 1.5l6.5 4Z" />
      <rect x="2.5" y="6.5" width="2" height="6" />
      <rect x="7" y="6.5" width="2" height="6" />
      <rect x="11.5" y="6.5" width="2" height="6" />
      <rect x="1.5" y="13" width="13" height="2" />
    </g>
  );
}

/** A temple, as drawn on a tile and on the temple track. */
export function TempleIcon({
  size = 18,
  ink = '#1F1D24',
  fill = '#FFFFFF',
}: {
  size?: number;
  ink?: string;
  fill?: string;
}) {
  return (
    <svg width={size} height={size} viewBox="-1 -1 18 18" aria-hidden="true" className="tw-icon">
      <rect x="-0.5" y="-0.5" width="17" height="17" rx="3" fill={fill} stroke={ink} strokeWidth="1" />
      <g transform="translate(1.5,1.2) scale(0.82)">
        <TemplePath ink={ink} />
      </g>
    </svg>
  );
}

/** A wind rider pawn (in the seat's colour when `fill` is given). */
export function RiderIcon({
  size = 14,
  fill = '#1F1D24',
  stroke = '#FFFFFF',
}: {
  size?: number;
  fill?: string;
  stroke?: string;
}) {
  return (
    <svg width={size} height={size} viewBox="0 0 16 16" aria-hidden="true" className="tw-icon">
      <circle cx="8" cy="4.2" r="3" fill={fill} stroke={stroke} strokeWidth="1" />
      <path d="M2.5 15c0-4 2.4-7 5.5-7s5.5 3 5.5 7Z" fill={fill} stroke={stroke} strokeWidth="1" />
    </svg>
  );
}

/** A village roof outline (the village side), for markers and village tiles. */
export function RoofIcon({
  size = 16,
  fill = 'none',
  ink = '#1F1D24',
}: {
  size?: number;
  fill?: string;
  ink?: string;
}) {
  return (
    <svg width={size} height={size} viewBox="0 0 16 16" aria-hidden="true" className="tw-icon">
      <path d="M1.5 8L8 2l6.5 6H12.5v6.5h-9V8Z" fill={fill} stroke={ink} strokeWidth="1.4" strokeLinejoin="round" />
    </svg>
  );
}

/** A pollution octagon with its token count. */
export function PollutionToken({ n, size = 30 }: { n: number; size?: number }) {
  const r = 12;
  const pts = Array.from({ length: 8 }, (_, i) => {
    const a = (Math.PI / 4) * i + Math.PI / 8;
    return `${(Math.cos(a) * r).toFixed(2)},${(Math.sin(a) * r).toFixed(2)}`;
  }).join(' ');
  return (
    <svg width={size} height={size} viewBox="-14 -14 28 28" aria-hidden="true" className="tw-pollution">
      <polygon points={pts} fill="#4A4550" stroke="#1F1D24" strokeWidth="1" />
      <text y="4.5" textAnchor="middle" fontSize="13" fontWeight="700" fill="#FFFFFF">
        {n}
      </text>
    </svg>
  );
}

/** The capital: a treehouse. */
export function CapitalIcon({ size = 34 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" className="tw-icon">
      <path d="M16 2L4 12h24Z" fill="#5B4B8A" stroke="#1F1D24" strokeWidth="1.2" strokeLinejoin="round" />
      <rect x="8" y="12" width="16" height="9" fill="#F2C46A" stroke="#1F1D24" strokeWidth="1.2" />
      <rect x="14" y="15" width="4" height="6" fill="#1F1D24" />
      <path d="M16 21v9M11 30h10" stroke="#6E4B2A" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

/** The end-of-game token. */
export function EndTokenIcon({ size = 18 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 16 16" aria-hidden="true" className="tw-icon">
      <circle cx="8" cy="8" r="7" fill="#F2C46A" stroke="#1F1D24" strokeWidth="1.2" />
      <text x="8" y="11.5" textAnchor="middle" fontSize="10" fontWeight="800" fill="#1F1D24">
        5
      </text>
    </svg>
  );
}
