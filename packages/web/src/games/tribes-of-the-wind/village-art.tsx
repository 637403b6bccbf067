/**
 * Pictures of village cards (issue #15 item 1): a banner with a row of roofs along its foot, the
 * card's name large; under the task, what it gives now and the VP on a round seal with the code
 * in small print beside it. Under it the card's two
 * halves: the task (tuck it, scored at the end) and what it gives when used now, drawn as icons.
 */
import type { ReactNode } from 'react';
import type { Locale } from '../../i18n/types.ts';
import { contentName } from './text.ts';
import './art.css';

/** A row of roofs in the banner's foot strip, below its text. */
function Roofs() {
  const roofs = Array.from({ length: 14 }, (_, i) => i * 13);
  return (
    <svg className="tw-art-bg" width="100%" height="100%" aria-hidden="true">
      <rect width="100%" height="100%" fill="#EFE3C8" />
      <svg y="100%" width="100%" height="8" overflow="visible" aria-hidden="true">
        <g transform="translate(0,-8)" fill="#C8A66A" opacity="0.7">
          {roofs.map((x) => (
            <path key={x} d={`M${x + 1} 8V4l5-4 5 4v4Z`} />
          ))}
        </g>
      </svg>
    </svg>
  );
}

/** The VP seal: a round token with the number, ringed in ink. */
export function VpSeal({ vp, label }: { vp: number; label: string }) {
  return (
    <span className="tw-vp-seal" title={label}>
      <svg width="26" height="26" viewBox="-13 -13 26 26" aria-hidden="true">
        <circle r="12" fill="#F2C46A" stroke="#1F1D24" strokeWidth="1.3" />
        <circle r="9" fill="none" stroke="#1F1D24" strokeWidth="0.7" strokeDasharray="2 1.5" />
        <text y="4.5" textAnchor="middle" fontSize="12" fontWeight="800" fill="#1F1D24">
          {vp}
        </text>
      </svg>
    </span>
  );
}

/** A village card's banner: roofs and the name, across the card's whole width. */
export function VillageBanner({ id, locale }: { id: string; locale: Locale }) {
  const name = contentName(id, locale);
  return (
    <span className="tw-vcard-head">
      <Roofs />
      <span className="tw-art-name" title={name}>
        {name}
      </span>
    </span>
  );
}

/**
 * The card's foot: what it gives when used now (or a tucked card's ✓/✕), then its VP seal with
 * the code in small print, kept clear of the task so the task's words have the card's width.
 */
export function VillageFoot({
  id,
  vp,
  vpLabel,
  children,
}: {
  id: string;
  vp: number;
  vpLabel: string;
  children: ReactNode;
}) {
  return (
    <span className="tw-vcard-foot">
      <span className="tw-vcard-foot-main">{children}</span>
      <span className="tw-vcard-seal">
        <VpSeal vp={vp} label={vpLabel} />
        <span className="tw-art-code">{id}</span>
      </span>
    </span>
  );
}
