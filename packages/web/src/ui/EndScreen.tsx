import type { Outcome } from '@boardhall/engine';
import type { ReactNode } from 'react';
import type { AnyGamePlugin, SeatDisplay } from '../games/types.ts';
import { useI18n } from '../i18n/I18n.tsx';
import { Dialog } from './Dialog.tsx';

/** Game over: who won, why it ended, the game's score breakdown, and where to go next. */
export function EndScreen({
  plugin,
  view,
  outcome,
  seats,
  onClose,
  onReplay,
  onDownload,
  onRematch,
  onLobby,
  note,
}: {
  plugin: AnyGamePlugin;
  view: unknown;
  outcome: Outcome;
  seats: readonly SeatDisplay[];
  onClose: () => void;
  onReplay: (() => void) | null;
  onDownload: (() => void) | null;
  onRematch: (() => void) | null;
  onLobby: () => void;
  /** A line under the scores (online: the fair-shuffle verdict). */
  note?: ReactNode;
}) {
  const { t, locale } = useI18n();
  const first = outcome.ranking[0] ?? [];
  const name = (s: number) => seats[s]?.name ?? plugin.extraSeatName?.(s, locale) ?? t('app.player-n', { n: s + 1 });
  const custom = plugin.headline?.(view, outcome, locale, name) ?? null;
  const headline =
    custom !== null
      ? custom
      : first.length === 1
        ? t('app.winner', { player: name(first[0] as number) })
        : t('app.winners', { players: first.map(name).join(t('app.list-separator')) });
  const { ScoreTable } = plugin;
  return (
    <Dialog
      className="end-dialog"
      title={`${t('app.game-over')} — ${headline}`}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn" onClick={onClose} data-testid="show-table">
            {t('app.show-table')}
          </button>
          {onReplay ? (
            <button type="button" className="btn" onClick={onReplay}>
              {t('app.replay')}
            </button>
          ) : null}
          {onDownload ? (
            <button type="button" className="btn" onClick={onDownload} data-testid="download-replay">
              {t('app.replay.download')}
            </button>
          ) : null}
          {onRematch ? (
            <button type="button" className="btn" onClick={onRematch}>
              {t('app.rematch')}
            </button>
          ) : null}
          <button type="button" className="btn btn-primary" onClick={onLobby}>
            {t('app.lobby')}
          </button>
        </>
      }
    >
      <p className="hint" data-testid="end-reason">
        {t('app.why-ended', { reason: plugin.endReasonText(view, locale) })}
      </p>
      <div data-testid="score-table">
        <ScoreTable view={view} outcome={outcome} seats={seats} />
      </div>
      {note}
    </Dialog>
  );
}
