/**
 * The board being looked at, between its neighbours' card holders: its grid, temple track, leader
 * and tucked cards. Targets only apply on the board your decisions act on.
 */
import type { Seat } from '@boardhall/engine';
import { type LeaderId, neighbourOf, type TotwView } from '@boardhall/tribes-of-the-wind';
import { useLocale } from '../../i18n/I18n.tsx';
import { PlayerBoard, type Target } from './Board.tsx';
import type { NodeKey } from './builder.ts';
import type { Guide } from './guide.tsx';
import { hintsOf } from './hints.ts';
import { LeaderPanel, NeighbourHolder, TempleTrack, TuckedCards } from './Side.tsx';
import { leaderShortName, useTotwT } from './text.ts';

export const NO_TARGETS: ReadonlyMap<never, Target> = new Map<never, Target>();

export function ShownBoard({
  view,
  shown,
  home,
  me,
  name,
  guide,
  changed,
  onBackHome,
}: {
  view: TotwView;
  shown: Seat;
  /** Whose board your decisions act on. */
  home: Seat;
  me: Seat | null;
  name: (s: Seat) => string;
  guide: Guide;
  changed: ReadonlySet<NodeKey>;
  onBackHome: () => void;
}) {
  const t = useTotwT();
  const locale = useLocale();
  const board = view.boards[shown] as TotwView['boards'][number];
  const leader = view.leaders[shown] as LeaderId;
  const onOwn = shown === home;
  const leftSeat = neighbourOf(view.players, view.config.twoPlayerRowSide, shown, 'left');
  const rightSeat = neighbourOf(view.players, view.config.twoPlayerRowSide, shown, 'right');
  /** Under a neighbour's name: their leader, and (on your own board, 3+ players) when they play. */
  const holderNote = (s: Seat | null, order: 'next-seat' | 'prev-seat') => {
    if (s === null) return '';
    const leaderNote = leaderShortName(view.leaders[s] as LeaderId, locale);
    return view.players > 2 && onOwn && me !== null ? `${leaderNote} · ${t(`totw.${order}`)}` : leaderNote;
  };
  const backsOf = (s: Seat | null) => (s === null ? view.row : (view.holders[s]?.backs ?? []));
  const boardTitle = shown === me ? t('totw.your-board') : t('totw.board-of', { player: name(shown) });
  return (
    <div className="tw-center" data-sec="board">
      <NeighbourHolder
        side="left"
        seat={leftSeat}
        name={leftSeat === null ? t('totw.element-row') : name(leftSeat)}
        backs={backsOf(leftSeat)}
        relation={holderNote(leftSeat, 'next-seat')}
      />
      <section className="tw-panel tw-board-panel" aria-label={boardTitle}>
        <h2 className="tw-title">
          {boardTitle}
          <span className="hint">{leaderShortName(leader, locale)}</span>
          {!onOwn ? (
            <button type="button" className="btn btn-quiet btn-small" onClick={onBackHome} data-testid="back-to-mine">
              ↩ {me !== null ? t('totw.back-to-mine') : name(home)}
            </button>
          ) : null}
        </h2>
        <div className="tw-board-wrap">
          <PlayerBoard
            board={board}
            seat={shown}
            label={boardTitle}
            targets={onOwn ? guide.boardTargets : NO_TARGETS}
            selected={onOwn ? guide.boardSelected : null}
            changed={changed}
          />
          <div className="tw-board-side">
            <TempleTrack
              leader={leader}
              slotUsed={board.slotUsed}
              targets={onOwn ? guide.slotTargets : NO_TARGETS}
              selected={onOwn ? guide.slotSelected : null}
            />
            <div className="tw-leader-inline">
              <LeaderPanel
                leader={leader}
                tasks={hintsOf(view).tasks[shown] ?? []}
                abilities={board.abilities}
                targets={onOwn ? guide.abilityTargets : NO_TARGETS}
              />
            </div>
          </div>
        </div>
        <TuckedCards
          tucked={board.tucked}
          score={hintsOf(view).scores[shown]}
          targets={onOwn ? guide.tuckTargets : NO_TARGETS}
        />
      </section>
      <NeighbourHolder
        side="right"
        seat={rightSeat}
        name={rightSeat === null ? t('totw.element-row') : name(rightSeat)}
        backs={backsOf(rightSeat)}
        relation={holderNote(rightSeat, 'prev-seat')}
      />
    </div>
  );
}
