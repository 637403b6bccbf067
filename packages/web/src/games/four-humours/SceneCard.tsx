/** A scene card on display: number, name, where it happens, slots, and its resolution rules. */
import type { Seat } from '@boardhall/engine';
import { type FourHumoursView, SCENES } from '@boardhall/four-humours';
import { useLocale } from '../../i18n/I18n.tsx';
import { sceneKey } from './builder.ts';
import { Ladder } from './Ladder.tsx';
import { SlotRow } from './SlotRow.tsx';
import { ladderName, sceneName, useFhT, zoneName } from './text.ts';

export function SceneCard({
  view,
  position,
  targets,
  onPick,
  targetLabel,
  ownerName,
  onHover,
  linked = false,
}: {
  view: FourHumoursView;
  position: number;
  targets: ReadonlySet<string>;
  onPick: (key: string) => void;
  targetLabel: (key: string) => string;
  ownerName: (seat: Seat) => string;
  onHover: (position: number | null) => void;
  /** Its pin on the map is pointed at. */
  linked?: boolean;
}) {
  const t = useFhT();
  const locale = useLocale();
  const card = view.display[position];
  const def = card ? SCENES.find((s) => s.id === card.card) : undefined;
  if (!card || !def) return null;
  const full = card.slots.every((s) => s.occupied);
  const where =
    def.kind === 'location' && def.location
      ? t('fh.scene-at', {
          cell: `${def.location} · ${zoneName(def.zone, locale)}`,
          ladder: ladderName(def.ladder, locale),
        })
      : `${t('fh.animal-scene-of', { zone: zoneName(def.zone, locale) })} · ${ladderName(def.ladder, locale)}`;
  return (
    <article
      className={`fh-card fh-scene ${full ? 'is-full' : ''} ${linked ? 'is-linked' : ''}`}
      aria-label={`${t('fh.scene-number', { n: position + 1 })}: ${sceneName(def.id, locale)}`}
      onMouseEnter={() => onHover(position)}
      onMouseLeave={() => onHover(null)}
      data-scene={def.id}
    >
      {/* Number and name on the first line (the name wraps under the number), then where and which rules. */}
      <header>
        <span className="fh-num" aria-hidden="true">
          {position + 1}
        </span>
        <h3>{sceneName(def.id, locale)}</h3>
        <p className="fh-sub">
          {where}
          {full ? <strong className="fh-full"> · {t('fh.full')}</strong> : null}
        </p>
      </header>
      <SlotRow
        defs={def.slots}
        slots={card.slots}
        slotKey={(i) => sceneKey(def.id, i)}
        viewer={view.viewer}
        targets={targets}
        onPick={onPick}
        targetLabel={targetLabel}
        ownerName={ownerName}
      />
      <Ladder steps={def.steps} />
    </article>
  );
}
