/**
 * Humour glyphs and potion tokens (UI-DESIGN §2.2, §2.5). Colour is never alone: every humour has
 * a glyph (bolt, heart, crescent, waves) and every owner an emblem shape and pattern.
 */
import type { CitizenType, Humour } from '@boardhall/four-humours';
import { emblemPath, seatColour, seatPatternId } from '../../ui/seats.tsx';

export const HUMOUR_FILL: Readonly<Record<Humour, string>> = {
  C: '#F0B429',
  S: '#D6403A',
  M: '#2A2833',
  P: '#F7F5EF',
};
const GLYPH_COLOUR: Readonly<Record<Humour, string>> = { C: '#1F1D24', S: '#FFFFFF', M: '#FFFFFF', P: '#1F1D24' };

/** A humour's glyph in a 20×20 box centred on 0,0. */
export function HumourGlyph({ humour, scale = 1 }: { humour: Humour; scale?: number }) {
  const colour = GLYPH_COLOUR[humour];
  const tf = scale === 1 ? undefined : `scale(${scale})`;
  switch (humour) {
    case 'C':
      return <path transform={tf} d="M2.5,-8 L-5,1.5 L-0.5,1.5 L-2.5,8 L5,-1.5 L0.5,-1.5 Z" fill={colour} />;
    case 'S':
      return (
        <path
          transform={tf}
          d="M0,6.5 C-8,0.5 -7.5,-6.5 -3,-6 C-1.3,-5.8 -0.3,-4.5 0,-3.2 C0.3,-4.5 1.3,-5.8 3,-6 C7.5,-6.5 8,0.5 0,6.5 Z"
          fill={colour}
        />
      );
    case 'M':
      return <path transform={tf} d="M2.5,-6.6 A7,7 0 1 0 2.5,6.6 A5.6,5.6 0 1 1 2.5,-6.6 Z" fill={colour} />;
    case 'P':
      return (
        <path
          transform={tf}
          d="M-7,-2.5 q1.75,-2.5 3.5,0 t3.5,0 t3.5,0 t3.5,0 M-7,3 q1.75,-2.5 3.5,0 t3.5,0 t3.5,0 t3.5,0"
          fill="none"
          stroke={colour}
          strokeWidth="1.8"
          strokeLinecap="round"
        />
      );
  }
}

/** A public potion face: humour fill and glyph with an ink outline, radius r. */
export function HumourDisc({ humour, r = 10 }: { humour: Humour; r?: number }) {
  return (
    <g>
      <circle r={r} fill={HUMOUR_FILL[humour]} stroke="#1F1D24" strokeWidth="1.5" />
      <HumourGlyph humour={humour} scale={r / 10} />
    </g>
  );
}

/** An inline icon of a humour, for text (hand, bag, ladders). */
export function HumourIcon({ humour, size = 18, title }: { humour: Humour; size?: number; title?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="-11 -11 22 22"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
      className="humour-icon"
    >
      {title ? <title>{title}</title> : null}
      <HumourDisc humour={humour} />
    </svg>
  );
}

/** A slot's face: its two humours as half-discs with glyphs (left | right). */
export function SlotFace({ a, b, r = 17 }: { a: Humour; b: Humour; r?: number }) {
  const s = (r / 17) * 0.72;
  return (
    <g>
      <path d={`M0,${-r} A${r},${r} 0 0 0 0,${r} Z`} fill={HUMOUR_FILL[a]} />
      <path d={`M0,${-r} A${r},${r} 0 0 1 0,${r} Z`} fill={HUMOUR_FILL[b]} />
      <g transform={`translate(${-r / 2},0)`}>
        <HumourGlyph humour={a} scale={s} />
      </g>
      <g transform={`translate(${r / 2},0)`}>
        <HumourGlyph humour={b} scale={s} />
      </g>
      <circle r={r} fill="none" stroke="#1F1D24" strokeWidth="1.5" />
      <line x1="0" y1={-r} x2="0" y2={r} stroke="#1F1D24" strokeWidth="1.2" />
    </g>
  );
}

export type PotionLook = 'public' | 'mine-hidden' | 'hidden';

/**
 * A potion on a slot or cell: the owner's emblem in the owner's colour with a disc inside.
 * Public: the humour. Yours face down: the humour, dashed, with an eye-slash. Hidden from you:
 * the owner's pattern and "?".
 */
export function PotionToken({
  owner,
  humour,
  look,
  r = 13,
}: {
  owner: number;
  humour?: Humour;
  look: PotionLook;
  r?: number;
}) {
  const inner = r * 0.62;
  return (
    <g>
      <path
        d={emblemPath(owner, r)}
        fill={look === 'hidden' ? `url(#${seatPatternId(owner)})` : seatColour(owner)}
        stroke="#1F1D24"
        strokeWidth="1.5"
        strokeDasharray={look === 'mine-hidden' ? '3 2' : undefined}
      />
      {look === 'hidden' || !humour ? (
        <g>
          <circle r={inner} fill="#fff" stroke="#1F1D24" strokeWidth="1.2" />
          <text y={inner * 0.45} textAnchor="middle" fontSize={inner * 1.35} fontWeight="700" fill="#1F1D24">
            ?
          </text>
        </g>
      ) : (
        <HumourDisc humour={humour} r={inner} />
      )}
      {look === 'mine-hidden' ? (
        <g transform={`translate(${r * 0.85},${-r * 0.85})`}>
          <circle r={r * 0.38} fill="#fff" stroke="#1F1D24" strokeWidth="1" />
          <path
            d={`M${-r * 0.22},0 Q0,${-r * 0.2} ${r * 0.22},0 Q0,${r * 0.2} ${-r * 0.22},0 M${-r * 0.22},${r * 0.2} L${r * 0.22},${-r * 0.2}`}
            fill="none"
            stroke="#1F1D24"
            strokeWidth="1"
          />
        </g>
      ) : null}
    </g>
  );
}

/** Language-free citizen icons (UI-DESIGN §2.5), drawn in a 20×20 box centred on 0,0. */
export function CitizenGlyph({ citizen, colour = '#1F1D24' }: { citizen: CitizenType; colour?: string }) {
  const common = {
    fill: 'none',
    stroke: colour,
    strokeWidth: 1.6,
    strokeLinejoin: 'round' as const,
    strokeLinecap: 'round' as const,
  };
  switch (citizen) {
    case 'knight': // helmet with a visor slit
      return (
        <g {...common}>
          <path d="M-6,7 V-1 A6,6.5 0 0 1 6,-1 V7 Z" fill={colour} fillOpacity="0.15" />
          <path d="M-4.5,1.5 H4.5" strokeWidth="1.8" />
          <path d="M0,-7.5 V-10" />
        </g>
      );
    case 'noble': // hat with a plume
      return (
        <g {...common}>
          <path d="M-8,4 H8" />
          <path d="M-5,4 V-2 H5 V4" fill={colour} fillOpacity="0.15" />
          <path d="M3,-2 C5,-8 9,-9 9,-9 C7,-6 6,-4 5,-2" />
        </g>
      );
    case 'witch': // pointed hat
      return (
        <g {...common}>
          <path d="M-9,6 H9" />
          <path d="M-5,6 L1,-9 L3,-4 L5,6" fill={colour} fillOpacity="0.15" />
        </g>
      );
    case 'bard': // lute
      return (
        <g {...common}>
          <ellipse cx="-2" cy="3" rx="5" ry="5.5" fill={colour} fillOpacity="0.15" />
          <path d="M1.5,-0.5 L8,-8" />
          <circle cx="-2" cy="3" r="1.3" fill={colour} />
        </g>
      );
    case 'peasant': // pitchfork
      return (
        <g {...common}>
          <path d="M0,9 V-3" />
          <path d="M-5,-9 V-4 Q-5,-2 0,-2 Q5,-2 5,-4 V-9 M0,-9 V-2" />
        </g>
      );
    case 'nun': // veil
      return (
        <g {...common}>
          <path d="M-7,8 V-1 A7,7.5 0 0 1 7,-1 V8 Z" fill={colour} fillOpacity="0.15" />
          <ellipse cx="0" cy="1" rx="3.2" ry="4" fill="#fff" />
        </g>
      );
  }
}
