/**
 * The Four Humours table's map section: the kingdom map (Kingdom and Solo modes) or the fiefs
 * (Fiefdom mode), where a potion that won or escaped asks its owner for a cell or a plot.
 */
import type { Seat } from '@boardhall/engine';
import type { FourHumoursAction, FourHumoursView } from '@boardhall/four-humours';
import type { Ref } from 'react';
import type { Translate } from '../../i18n/translator.ts';
import { FiefBoard } from './FiefBoard.tsx';
import type { FhKey } from './i18n/en.ts';
import { LargeMapButton } from './LargeMap.tsx';
import { MapView } from './MapView.tsx';

export function MapPanel({
  view,
  panelRef,
  cells,
  plots,
  send,
  name,
  ownFief,
  hoverScene,
  onHoverScene,
  t,
}: {
  view: FourHumoursView;
  panelRef: Ref<HTMLElement>;
  /** Cells (kingdom map) and plots ("row,col", own fief) this viewer may choose now. */
  cells: ReadonlySet<string>;
  plots: ReadonlySet<string>;
  send: (action: FourHumoursAction) => void;
  name: (seat: Seat) => string;
  /** The viewer's own fief in Fiefdom mode, shown alone; null shows every fief. */
  ownFief: Seat | null;
  hoverScene: number | null;
  onHoverScene: (position: number | null) => void;
  t: Translate<FhKey>;
}) {
  if (view.fiefs !== undefined) {
    const fiefSeats = view.fiefs.map((f) => f.seat);
    return (
      <section ref={panelRef} className="fh-panel fh-panel-map" data-sec="map" aria-label={t('fh.your-fief')}>
        <div className="fh-fiefs" data-testid="fiefs">
          {(ownFief !== null ? [ownFief] : fiefSeats).map((seat) => (
            <FiefBoard
              key={seat}
              view={view}
              seat={seat}
              title={seat === ownFief ? t('fh.your-fief') : t('fh.fief-of', { player: name(seat) })}
              targets={seat === ownFief ? plots : new Set()}
              onPick={(row, col) => {
                if (plots.has(`${row},${col}`)) send({ type: 'choosePlot', plot: [row, col] });
              }}
            />
          ))}
        </div>
      </section>
    );
  }
  const pick = (cell: string) => {
    if (cells.has(cell)) send({ type: 'choose', cell });
  };
  return (
    <section ref={panelRef} className="fh-panel fh-panel-map" data-sec="map" aria-label={t('fh.kingdom-map')}>
      <h2 className="fh-section-title">
        {t('fh.kingdom-map')}
        <LargeMapButton view={view} targets={cells} onPick={pick} highlightScene={hoverScene} />
        <span className="fh-legend" aria-hidden="true">
          <svg width="26" height="10" viewBox="0 0 26 10" aria-hidden="true">
            <line x1="0" y1="5" x2="26" y2="5" stroke="#6E6453" strokeWidth="8" />
            <line x1="0" y1="5" x2="26" y2="5" stroke="#F4EBD6" strokeWidth="4" strokeDasharray="3 2.5" />
          </svg>
          {t('fh.bridge')}
          <svg width="26" height="10" viewBox="0 0 26 10" aria-hidden="true">
            <line x1="0" y1="5" x2="26" y2="5" stroke="#A39A88" strokeWidth="3" />
          </svg>
          {t('fh.path')}
        </span>
      </h2>
      <MapView view={view} targets={cells} onPick={pick} highlightScene={hoverScene} onHoverScene={onHoverScene} />
    </section>
  );
}
