/** One slot of a scene card or party tile: its citizen, its two humours, and the potion on it. */
import type { Seat } from '@boardhall/engine';
import { type Humour, type SlotDef, type SlotView, slotHumours } from '@boardhall/four-humours';
import { useLocale } from '../../i18n/I18n.tsx';
import { humourName, lower, slotLabel, useFhT } from './text.ts';
import { CitizenGlyph, type PotionLook, PotionToken, SlotFace } from './tokens.tsx';

export function SlotCell({
  slotKey,
  def,
  slot,
  viewer,
  ownerName,
  target,
  onPick,
  targetLabel,
  onRefused,
}: {
  /** `scene:<card>:<slot>` or `party:<tile>:<slot>`, as `data-slot-key` (a stable hook for lessons and tests). */
  slotKey: string;
  def: SlotDef;
  slot: SlotView;
  viewer: Seat | 'spectator';
  ownerName: (seat: Seat) => string;
  /** Clicking completes or continues an action. */
  target: boolean;
  onPick: () => void;
  targetLabel: string;
  /** Clicking a slot that is not a target: the table says why. */
  onRefused?: () => void;
}) {
  const t = useFhT();
  const locale = useLocale();
  const [a, b] = slotHumours(def);
  const who = slotLabel(def, locale);
  const hn = (h: Humour) => lower(humourName(h, locale), locale);
  let label: string;
  let token = null;
  if (!slot.occupied) {
    label = t('fh.empty-slot', { citizen: who, a: hn(a), b: hn(b) });
  } else {
    const look: PotionLook = slot.humour === undefined ? 'hidden' : slot.faceDown ? 'mine-hidden' : 'public';
    label =
      look === 'hidden'
        ? t('fh.potion-hidden-of', { player: ownerName(slot.owner), a: hn(a), b: hn(b) })
        : look === 'mine-hidden' && slot.owner === viewer
          ? t('fh.your-potion', { humour: hn(slot.humour as Humour) })
          : t('fh.potion-of', { player: ownerName(slot.owner), humour: hn(slot.humour as Humour) });
    token = (
      <PotionToken
        owner={slot.owner}
        look={look}
        r={look === 'hidden' ? 11 : 14}
        {...(slot.humour ? { humour: slot.humour } : {})}
      />
    );
  }
  const body = (
    <>
      <span className="fh-slot-who" aria-hidden="true">
        <svg width="16" height="16" viewBox="-10 -10 20 20" aria-hidden="true">
          {def.kind === 'citizen' ? (
            <CitizenGlyph citizen={def.citizen} />
          ) : (
            <text y="4" textAnchor="middle" fontSize="11" fontWeight="700" fill="#1F1D24">
              {who.charAt(0)}
            </text>
          )}
        </svg>
      </span>
      <svg width="40" height="40" viewBox="-20 -20 40 40" overflow="visible" aria-hidden="true">
        {!slot.occupied || slot.humour === undefined ? <SlotFace a={a} b={b} /> : null}
        {token}
        {target ? (
          // Thick and blue (the colour of the prompt on your turn) on a white halo: a thin near-black
          // dash got lost against the black melancholic halves and the face's own outline (issue #15).
          <g className="fh-target-ring">
            <circle r="18.5" fill="none" stroke="#fff" strokeWidth="6" />
            <circle r="18.5" fill="none" stroke="#0f2f8f" strokeWidth="3.5" strokeDasharray="6 3" />
          </g>
        ) : null}
      </svg>
    </>
  );
  if (target) {
    return (
      <button
        type="button"
        className="fh-slot fh-slot-target"
        data-slot-key={slotKey}
        aria-label={targetLabel}
        title={targetLabel}
        onClick={onPick}
      >
        {body}
      </button>
    );
  }
  if (onRefused) {
    // Still a button (aria-disabled, not disabled) so a click or Enter can be answered with the reason.
    return (
      <button
        type="button"
        className="fh-slot fh-slot-refused"
        data-slot-key={slotKey}
        aria-disabled="true"
        aria-label={`${who}: ${label}`}
        title={`${who}: ${label}`}
        onClick={onRefused}
      >
        {body}
      </button>
    );
  }
  return (
    <span
      className="fh-slot"
      data-slot-key={slotKey}
      role="img"
      aria-label={`${who}: ${label}`}
      title={`${who}: ${label}`}
    >
      {body}
    </span>
  );
}
