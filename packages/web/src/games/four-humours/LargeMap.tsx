/**
 * The large kingdom map (issue #15 item 3): a button by the map's title opens the map in a dialog
 * with every location's name printed (the small map names a place only while it is pointed at).
 * A wide screen shows it turned to lie 3 tiles wide; a phone keeps it upright and scrolls it.
 * Its cells are the same targets as the small map's, so a pending choice can be answered there.
 */
import type { FourHumoursView } from '@boardhall/four-humours';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { Dialog } from '../../ui/Dialog.tsx';
import { MapView } from './MapView.tsx';
import { useFhT } from './text.ts';

export function LargeMapButton({
  view,
  targets,
  onPick,
  highlightScene,
}: {
  view: FourHumoursView;
  targets: ReadonlySet<string>;
  onPick: (cellId: string) => void;
  highlightScene: number | null;
}) {
  const t = useFhT();
  const [open, setOpen] = useState(false);
  const [turned, setTurned] = useState(false);
  return (
    <>
      <button
        type="button"
        className="fh-key-button fh-map-large-button"
        onClick={() => {
          setTurned(window.matchMedia('(min-width: 600px)').matches);
          setOpen(true);
        }}
        data-testid="map-large-button"
      >
        ⤢ {t('fh.map.larger')}
      </button>
      {/* Out of the title it is opened from: the dialog inherits nothing from a heading. */}
      {open
        ? createPortal(
            <Dialog title={t('fh.kingdom-map')} onClose={() => setOpen(false)} className="fh-map-dialog">
              <div className={`fh-map-scroll ${turned ? 'is-turned' : ''}`}>
                <MapView
                  view={view}
                  targets={targets}
                  onPick={onPick}
                  highlightScene={highlightScene}
                  large
                  turned={turned}
                />
              </div>
            </Dialog>,
            document.body,
          )
        : null}
    </>
  );
}
