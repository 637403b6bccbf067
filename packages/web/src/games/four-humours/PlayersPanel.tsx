/** Every player: emblem, name, kind, objectives, and the public counts of their potions. */
import type { Seat } from '@boardhall/engine';
import type { FourHumoursView } from '@boardhall/four-humours';
import { SeatEmblem } from '../../ui/seats.tsx';
import type { SeatDisplay } from '../types.ts';
import { useFhT } from './text.ts';

export function PlayersPanel({
  view,
  seats,
  activeSeats,
  extraName,
}: {
  view: FourHumoursView;
  seats: readonly SeatDisplay[];
  activeSeats: readonly Seat[];
  extraName: (seat: Seat) => string;
}) {
  const t = useFhT();
  return (
    <ul className="fh-players" aria-label={t('fh.players')}>
      {view.players
        .filter((p) => !('rival' in p && p.rival))
        .map((p) => {
          const s = seats[p.seat];
          const active = activeSeats.includes(p.seat);
          const removed = p.removed.C + p.removed.S + p.removed.M + p.removed.P;
          const name = s?.name ?? extraName(p.seat);
          return (
            <li key={p.seat} className={active ? 'is-active' : ''} data-seat={p.seat}>
              <div className="fh-player-head">
                <SeatEmblem seat={p.seat} size={22} patterned />
                <strong>
                  {active ? <span aria-hidden="true">▶ </span> : null}
                  {name}
                  {p.seat === view.viewer ? ` (${t('fh.you')})` : ''}
                </strong>
                {s?.kind === 'bot' || s?.substitute ? <span className="fh-kind">{t('fh.bot')}</span> : null}
                {s && !s.connected ? <span className="fh-kind">{t('fh.offline')}</span> : null}
                {s?.aside}
                <span className="fh-stars" title={t('fh.stat.objectives')}>
                  {t('fh.objectives-count', { n: p.objectives })}
                </span>
              </div>
              <div className="fh-player-stats">
                <span>
                  {t('fh.stat.hand')} {p.handCount}
                </span>
                <span>
                  {t('fh.stat.bag')} {p.bagCount}
                </span>
                <span>
                  {t('fh.stat.on-map')} {p.onMap}
                </span>
                <span>
                  {t('fh.stat.on-scenes')} {p.onScenes}
                </span>
                <span>
                  {t('fh.stat.on-parties')} {p.onParties}
                </span>
                <span>
                  {t('fh.stat.removed')} {removed}
                </span>
                {p.mulliganUsed ? <span className="fh-flag">{t('fh.stat.mulligan-used')}</span> : null}
              </div>
            </li>
          );
        })}
    </ul>
  );
}
