/** A party tile: order, name, zone, the viewer's limit, slots (face down until it resolves), rules. */
import type { Seat } from '@boardhall/engine';
import { type FourHumoursView, PARTIES } from '@boardhall/four-humours';
import { useLocale } from '../../i18n/I18n.tsx';
import { partyKey } from './builder.ts';
import { Ladder } from './Ladder.tsx';
import { SlotRow } from './SlotRow.tsx';
import { ladderName, partyName, useFhT, zoneName } from './text.ts';

export function PartyTile({
  view,
  index,
  targets,
  onPick,
  targetLabel,
  ownerName,
}: {
  view: FourHumoursView;
  index: number;
  targets: ReadonlySet<string>;
  onPick: (key: string) => void;
  targetLabel: (key: string) => string;
  ownerName: (seat: Seat) => string;
}) {
  const t = useFhT();
  const locale = useLocale();
  const party = view.parties[index];
  const def = party ? PARTIES.find((p) => p.id === party.party) : undefined;
  if (!party || !def) return null;
  const mine =
    view.viewer === 'spectator' ? 0 : party.slots.filter((s) => s.occupied && s.owner === view.viewer).length;
  return (
    <article
      className={`fh-card fh-party ${party.resolved ? 'is-resolved' : ''}`}
      aria-label={`${t('fh.party-number', { n: def.order })}: ${partyName(def.id, locale)}`}
      data-party={def.id}
    >
      <header>
        {/* The ★ order square, as on the party location of the map. */}
        <span className="fh-num fh-num-party" aria-hidden="true">
          ★{def.order}
        </span>
        <div>
          <h3>{partyName(def.id, locale)}</h3>
          <p className="fh-sub">
            {def.zone} · {zoneName(def.zone, locale)} · {ladderName(def.ladder, locale)}
          </p>
        </div>
        {party.resolved ? (
          <span className="fh-tag">{t('fh.resolved')}</span>
        ) : view.viewer !== 'spectator' ? (
          <span className="fh-limit">{t('fh.party-limit', { n: mine, max: view.partyLimit })}</span>
        ) : null}
      </header>
      {party.resolved ? null : (
        <div className="fh-party-body">
          <SlotRow
            defs={def.slots}
            slots={party.slots}
            slotKey={(i) => partyKey(def.id, i)}
            viewer={view.viewer}
            targets={targets}
            onPick={onPick}
            targetLabel={targetLabel}
            ownerName={ownerName}
          />
          <Ladder steps={def.steps} party />
        </div>
      )}
    </article>
  );
}
