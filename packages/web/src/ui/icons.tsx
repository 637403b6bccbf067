/** Small SVG icons for controls, so they never depend on a font having the glyph. */
const PATHS = {
  first: 'M5,4 V16 M16,4 L8,10 L16,16 Z',
  prev: 'M14,4 L6,10 L14,16 Z',
  next: 'M6,4 L14,10 L6,16 Z',
  last: 'M15,4 V16 M4,4 L12,10 L4,16 Z',
  play: 'M6,4 L16,10 L6,16 Z',
  pause: 'M6,4 V16 M14,4 V16',
  skip: 'M3,4 L10,10 L3,16 Z M10,4 L17,10 L10,16 Z',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 16 }: { name: IconName; size?: number }) {
  const stroke = name === 'pause' || name === 'first' || name === 'last';
  return (
    <svg width={size} height={size} viewBox="0 0 20 20" aria-hidden="true" style={{ flex: 'none' }}>
      <path
        d={PATHS[name]}
        fill="currentColor"
        stroke="currentColor"
        strokeWidth={stroke ? 2.4 : 1}
        strokeLinejoin="round"
      />
    </svg>
  );
}
