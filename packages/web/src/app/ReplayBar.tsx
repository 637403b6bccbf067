/**
 * The replay viewer's controls, fixed under the table: step, play, the position slider, whose view
 * to show, what was checked (every move, and for an online match its shuffle) and the last move in
 * words. On a phone they keep to about an eighth of the screen (issue #39 item 2).
 */
import type { Viewer } from '@boardhall/engine';
import type { ReactNode, Ref } from 'react';
import type { SeatDisplay } from '../games/types.ts';
import { useI18n } from '../i18n/I18n.tsx';
import { Icon } from '../ui/icons.tsx';

export interface ReplayBarProps {
  readonly ref: Ref<HTMLDivElement>;
  readonly index: number;
  readonly total: number;
  readonly setIndex: (index: number) => void;
  readonly step: (delta: number) => void;
  readonly playing: boolean;
  readonly setPlaying: (update: (playing: boolean) => boolean) => void;
  readonly viewer: Viewer;
  readonly setViewer: (viewer: Viewer) => void;
  readonly seats: readonly SeatDisplay[];
  /** The last move in words. */
  readonly lastText: string;
  /** The shuffle check of an online match, or null (a local match or a file). */
  readonly shuffle: ReactNode;
}

export function ReplayBar(props: ReplayBarProps) {
  const { ref, index, total, setIndex, step, playing, setPlaying, viewer, setViewer, seats, lastText, shuffle } = props;
  const { t } = useI18n();
  const verified = t('app.replay.verified');
  return (
    <div className="replay-bar" ref={ref}>
      <div className="replay-steps">
        <button
          type="button"
          className="btn btn-icon btn-small"
          onClick={() => setIndex(0)}
          aria-label={t('app.replay.to-start')}
          title={t('app.replay.to-start')}
        >
          <Icon name="first" />
        </button>
        <button
          type="button"
          className="btn btn-icon btn-small"
          onClick={() => step(-1)}
          aria-label={t('app.replay.step-back')}
          title={t('app.replay.step-back')}
          data-testid="replay-back"
        >
          <Icon name="prev" />
        </button>
        <button
          type="button"
          className="btn btn-icon btn-small"
          onClick={() => {
            if (index >= total) setIndex(0);
            setPlaying((p) => !p);
          }}
          aria-label={playing ? t('app.replay.pause') : t('app.replay.play')}
          title={playing ? t('app.replay.pause') : t('app.replay.play')}
        >
          <Icon name={playing ? 'pause' : 'play'} />
        </button>
        <button
          type="button"
          className="btn btn-icon btn-small"
          onClick={() => step(1)}
          aria-label={t('app.replay.step-forward')}
          title={t('app.replay.step-forward')}
          data-testid="replay-forward"
        >
          <Icon name="next" />
        </button>
        <button
          type="button"
          className="btn btn-icon btn-small"
          onClick={() => setIndex(total)}
          aria-label={t('app.replay.to-end')}
          title={t('app.replay.to-end')}
        >
          <Icon name="last" />
        </button>
      </div>
      <input
        type="range"
        min={0}
        max={total}
        value={index}
        onChange={(e) => setIndex(Number(e.target.value))}
        aria-label={t('app.replay.position', { n: index, total })}
      />
      <span className="replay-position" data-testid="replay-position">
        {t('app.replay.position', { n: index, total })}
      </span>
      <label className="replay-viewer">
        {t('app.replay.view-as')}
        <select
          data-testid="replay-viewer"
          value={String(viewer)}
          onChange={(e) => setViewer(e.target.value === 'spectator' ? 'spectator' : Number(e.target.value))}
        >
          <option value="spectator">{t('app.spectator')}</option>
          {seats.map((s) => (
            <option key={s.seat} value={s.seat}>
              {s.name}
            </option>
          ))}
        </select>
      </label>
      <span className="replay-checks">
        {/* A phone cuts this line with an ellipsis: the title keeps the whole text. */}
        <span className="shuffle-verdict ok replay-verified" data-testid="replay-verified">
          <span aria-hidden="true">✓</span>
          <span className="replay-verified-text" title={verified}>
            {verified}
          </span>
        </span>
        {shuffle}
      </span>
      <span className="hint replay-last" title={lastText}>
        {lastText}
      </span>
    </div>
  );
}
