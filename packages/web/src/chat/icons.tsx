/** The chat's icons as SVG, so they never depend on a font having an emoji. */

/** A speech bubble. */
export function ChatIcon({ size = 16 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 20 20" aria-hidden="true" style={{ flex: 'none' }}>
      <path
        d="M3,4 H17 V13 H9 L5,17 V13 H3 Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A speaker, struck through when the seat is muted. */
export function SpeakerIcon({ muted, size = 14 }: { muted: boolean; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 20 20" aria-hidden="true" style={{ flex: 'none' }}>
      <path d="M3,7 H7 L12,3 V17 L7,13 H3 Z" fill="currentColor" />
      {muted ? (
        <path d="M14,7 L19,13 M19,7 L14,13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      ) : (
        <path d="M14,7 Q16,10 14,13 M16,5 Q20,10 16,15" fill="none" stroke="currentColor" strokeWidth="1.6" />
      )}
    </svg>
  );
}
