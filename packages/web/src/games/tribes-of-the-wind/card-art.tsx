/**
 * Pictures of element cards (issue #15 item 1, UI-DESIGN §2.3, §2.5): a face's banner in the
 * element's colour with a faint texture of its own (waves, embers, leaves, streaks), the element's
 * glyph in a medallion, the card's name large and its code as small print; effects drawn as icons
 * with their numbers. Shapes carry the meaning, so nothing depends on colour vision alone.
 */
import type { BuildBonus, Effect, Element, ElementCard, PlainRow, ScalingRow } from '@boardhall/tribes-of-the-wind';
import type { Locale } from '../../i18n/types.ts';
import { EffectIcon, ELEMENT_FILL, ELEMENT_INK, elementPaths } from './glyphs.tsx';
import './art.css';
import { useCards } from './edition.tsx';
import { contentName, effectsLabel } from './text.ts';

/** Faint textures of the four elements, rendered once by the table beside its other patterns. */
export function ElementPatternDefs() {
  const faint = (e: Element) => (e === 'wind' ? '#1F1D24' : '#FFFFFF');
  return (
    <svg width="0" height="0" style={{ position: 'absolute' }} aria-hidden="true" focusable="false">
      <defs>
        <pattern id="totw-el-water" width="24" height="12" patternUnits="userSpaceOnUse">
          <path d="M0 8q6-6 12 0t12 0" fill="none" stroke={faint('water')} strokeOpacity="0.22" strokeWidth="1.6" />
        </pattern>
        <pattern id="totw-el-fire" width="16" height="16" patternUnits="userSpaceOnUse">
          <path d="M5 13c-2-2 0-5 1-7 .5 2 2 2.5 2 4.5S6.5 14 5 13Z" fill={faint('fire')} fillOpacity="0.2" />
          <circle cx="13" cy="4" r="1.1" fill={faint('fire')} fillOpacity="0.25" />
        </pattern>
        <pattern id="totw-el-earth" width="18" height="18" patternUnits="userSpaceOnUse">
          <path d="M4 12c0-4 3-7 7-7 0 4-3 7-7 7Z" fill={faint('earth')} fillOpacity="0.16" />
          <circle cx="14" cy="15" r="1" fill={faint('earth')} fillOpacity="0.2" />
        </pattern>
        <pattern id="totw-el-wind" width="28" height="14" patternUnits="userSpaceOnUse">
          <path
            d="M2 5h12a2.5 2.5 0 1 0-2.5-2.5M10 11h14"
            fill="none"
            stroke={faint('wind')}
            strokeOpacity="0.16"
            strokeWidth="1.4"
            strokeLinecap="round"
          />
        </pattern>
      </defs>
    </svg>
  );
}

/** The element's glyph on a white medallion ringed in ink. */
export function ElementMedal({ element, size = 24 }: { element: Element; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="-13 -13 26 26" aria-hidden="true" className="tw-medal">
      <circle r="12" fill="#FFFFFF" stroke="#1F1D24" strokeWidth="1.4" />
      <g transform="translate(-8,-8.4) scale(0.68)">{elementPaths(element, ELEMENT_FILL[element])}</g>
    </svg>
  );
}

/** One effect as an icon and its number ("+2" water, "3" steps, "−1" off a plant). */
function chipNumber(e: Effect | BuildBonus): string | null {
  switch (e.kind) {
    case 'water':
      return `+${e.n}`;
    case 'cleanse':
    case 'move':
      return String(e.n);
    case 'plant':
      return e.discount > 0 ? `−${e.discount}` : null;
    default:
      return null;
  }
}

/** Effects as icons with their numbers; the words are in the title and the holder's label. */
export function EffectChips({ effects, locale }: { effects: readonly (Effect | BuildBonus)[]; locale: Locale }) {
  return (
    <span className="tw-chips" title={effectsLabel(effects, locale)}>
      {effects.map((e, i) => {
        const n = chipNumber(e);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: printed order
          <span key={i} className="tw-chip">
            <EffectIcon kind={e.kind} size={14} ink="#1F1D24" />
            {n === null ? null : <span>{n}</span>}
          </span>
        );
      })}
    </span>
  );
}

/** What a row pays, drawn: its effects, or each tier's threshold with its effects. */
export function RowPays({ row, locale }: { row: PlainRow | ScalingRow; locale: Locale }) {
  if (row.kind === 'plain') return <EffectChips effects={row.effects} locale={locale} />;
  return (
    <span className="tw-tiers">
      {row.tiers.map((tier) => (
        <span key={tier.atLeast} className="tw-tier">
          <span className="tw-tier-at">≥{tier.atLeast}</span>
          <EffectChips effects={tier.effects} locale={locale} />
        </span>
      ))}
    </span>
  );
}

/**
 * An element card's banner: the element's colour and texture, its glyph on a medallion with the
 * code in small print under it, and the name (two lines at most, the whole of it in the title).
 */
export function ElementBanner({ card, locale }: { card: ElementCard; locale: Locale }) {
  const name = contentName(card.id, locale);
  return (
    <span className="tw-face-head" style={{ color: ELEMENT_INK[card.element] }}>
      <svg className="tw-art-bg" width="100%" height="100%" aria-hidden="true">
        <rect width="100%" height="100%" fill={ELEMENT_FILL[card.element]} />
        <rect width="100%" height="100%" fill={`url(#totw-el-${card.element})`} />
      </svg>
      <span className="tw-medal-col">
        <ElementMedal element={card.element} size={24} />
        <span className="tw-art-code">{card.id}</span>
      </span>
      <span className="tw-art-name" title={name}>
        {name}
      </span>
    </span>
  );
}

/** A small picture of an element card for lists (a temple's discards): its banner alone. */
export function CardMini({ id, locale }: { id: string; locale: Locale }) {
  const card = useCards().cards.get(id);
  if (!card) return null;
  return (
    <span className="tw-card-mini" data-card={id}>
      <ElementBanner card={card} locale={locale} />
    </span>
  );
}
