/** A match on screen, whatever its mode: header, the game's table, cover, end screen, toasts. */
import type { AnyGameDefinition, Seat } from '@boardhall/engine';
import { type CSSProperties, type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { HintButton } from '../analysis/HintButton.tsx';
import type { AnyGamePlugin, SeatDisplay } from '../games/types.ts';
import { useI18n } from '../i18n/I18n.tsx';
import type { GameSession, SessionError, SessionSeat } from '../session/types.ts';
import { AppBar } from '../ui/AppBar.tsx';
import { EndScreen } from '../ui/EndScreen.tsx';
import { useFleetingNotice } from '../ui/fleeting-notice.ts';
import { LogPanel } from '../ui/LogPanel.tsx';
import { lastMoves } from '../ui/last-moves.ts';
import { MarksStyle } from '../ui/MarksStyle.tsx';
import { PassDeviceCover } from '../ui/PassDeviceCover.tsx';
import { ReconnectBanner } from '../ui/ReconnectBanner.tsx';
import { ShuffleCheck, ShuffleVerdictLine, useShuffleVerdict } from '../ui/ShuffleCheck.tsx';
import { displaySeats, SeatEmblem } from '../ui/seats.tsx';
import { ErrorToast } from '../ui/Toasts.tsx';
import { useElementHeight } from '../ui/use-height.ts';
import { refusalText } from './refusal-text.ts';
import { href, navigate } from './router.ts';
import { useSessionState } from './useSession.ts';

export interface MatchViewProps {
  readonly plugin: AnyGamePlugin;
  readonly session: GameSession;
  readonly title: string;
  readonly onReplay: (() => void) | null;
  readonly onDownload: (() => void) | null;
  readonly onRematch: (() => void) | null;
  /** Extra lines under the header (online: the join link while seats are free). */
  readonly banner?: ReactNode;
  /** Online: what to print beside each seat's name (its clock, "out of time", "resigned"). */
  readonly seatAside?: (seat: SessionSeat, name: string) => ReactNode;
  /** Online: more of the header's status (every seat's clock). */
  readonly headerExtra?: ReactNode;
  /** Online: more buttons at the header's end (the chat, the table's menu). */
  readonly headerEnd?: ReactNode;
  /** Online: a panel beside the table (the chat). */
  readonly side?: ReactNode;
  /** Online: the refusals of the table's own requests in words (null: not one of them). */
  readonly describeRefusal?: (e: SessionError) => string | null;
  /**
   * A bar pinned to the window's bottom (a lesson's coach): the table's own bottom bars sit above
   * it (`--table-bottom-inset`).
   */
  readonly footer?: ReactNode;
  /** No undo button (a lesson: its steps go forward only). */
  readonly noUndo?: boolean;
  /** The end screen opens only from the header's "Game over" (a lesson explains the end itself first). */
  readonly endOnRequest?: boolean;
  /** A Hint button on the player's turns: local games, and online matches created with hints allowed. */
  readonly hints?: boolean;
}

function TurnChip({
  active,
  seats,
  viewer,
  thinking,
  botsHeld,
  online,
  finished,
  onShowEnd,
}: {
  active: readonly Seat[];
  seats: readonly SeatDisplay[];
  viewer: Seat | 'spectator';
  thinking: Seat | null;
  botsHeld: boolean;
  online: boolean;
  finished: boolean;
  onShowEnd: () => void;
}) {
  const { t } = useI18n();
  if (finished) {
    return (
      <button type="button" className="btn btn-small turn-chip" onClick={onShowEnd} data-testid="show-end">
        {t('app.game-over')}
      </button>
    );
  }
  const seat = active[0];
  if (seat === undefined) return null;
  const name = seats[seat]?.name ?? t('app.player-n', { n: seat + 1 });
  // A seat the bot plays for now (its time ran out) is not the player's turn: the bot's.
  if (viewer !== 'spectator' && active.includes(viewer) && seats[viewer]?.local && !seats[viewer]?.substitute) {
    return (
      <span className="turn-chip mine" data-testid="turn">
        <SeatEmblem seat={viewer} size={18} />
        {t('app.your-turn')}
      </span>
    );
  }
  const text =
    thinking === seat
      ? t('app.bot-thinking', { player: name })
      : botsHeld && seats[seat]?.kind === 'bot'
        ? t('app.bot-waits-for-you', { player: name })
        : online
          ? t('app.waiting-for', { player: name })
          : t('app.turn-of', { player: name });
  return (
    // A phone's bar may cut a long name with an ellipsis: the title keeps the whole text.
    <span className="turn-chip" data-testid="turn" title={text}>
      <SeatEmblem seat={seat} size={18} />
      <span className="turn-chip-text">{text}</span>
    </span>
  );
}

export function MatchView({
  plugin,
  session,
  title,
  onReplay,
  onDownload,
  onRematch,
  banner,
  seatAside,
  headerExtra,
  headerEnd,
  side,
  describeRefusal,
  footer,
  noUndo = false,
  endOnRequest = false,
  hints = false,
}: MatchViewProps) {
  const { t } = useI18n();
  const st = useSessionState(session);
  const seats = useMemo(() => {
    const named = displaySeats(st.seats, t);
    if (!seatAside) return named;
    return named.map((s, i) => {
      const seat = st.seats[i];
      return seat ? { ...s, aside: seatAside(seat, s.name) } : s;
    });
  }, [st.seats, t, seatAside]);
  const [endClosed, setEndClosed] = useState(endOnRequest);
  const [footerRef, footerHeight] = useElementHeight<HTMLDivElement>();
  // Where a hint's panel shows: above the table, in the page's flow.
  const [hintHost, setHintHost] = useState<HTMLDivElement | null>(null);
  const mine = st.viewer !== 'spectator' && st.activeSeats.includes(st.viewer) && st.legal.length > 0;

  useEffect(() => {
    document.title = `${mine ? `● ${t('app.your-turn')} · ` : ''}${title} · ${t('app.name')}`;
  }, [mine, title, t]);

  const hold = useCallback((on: boolean) => session.hold(on), [session]);
  const shuffleVerdict = useShuffleVerdict(
    st.matchId,
    plugin.engine as AnyGameDefinition,
    st.shuffle,
    st.outcome !== null,
  );

  const seatsKnown = st.seats.length > 0;
  // Online: say so when a player's seat is handed to a bot (they left or stayed away too long).
  const [leftNotice, showLeft] = useFleetingNotice();
  const substitutes = st.seats.filter((s) => s.substitute).map((s) => s.seat);
  const known = useRef<Set<number> | null>(null);
  const subKey = substitutes.join(',');
  useEffect(() => {
    // Until the first seat list arrives, a seat already handed to a bot would look new.
    if (!seatsKnown) return;
    const now = new Set(subKey ? subKey.split(',').map(Number) : []);
    const before = known.current;
    known.current = now;
    if (!before) return;
    const fresh = [...now].find((s) => !before.has(s));
    if (fresh === undefined) return;
    showLeft(t('app.player-left', { player: seats[fresh]?.name ?? t('app.player-n', { n: fresh + 1 }) }));
  }, [subKey, seatsKnown, seats, t, showLeft]);
  // Online: the players already seated hear when someone takes a free seat.
  const [joinedNotice, showJoined] = useFleetingNotice();
  const joinedKey = st.seats
    .filter((s) => s.kind === 'human' && s.claimed && !s.local)
    .map((s) => s.seat)
    .join(',');
  const knownJoined = useRef<Set<number> | null>(null);
  useEffect(() => {
    // Until the first seat list arrives, every seat would look newly joined.
    if (!seatsKnown) return;
    const now = new Set(joinedKey ? joinedKey.split(',').map(Number) : []);
    const before = knownJoined.current;
    knownJoined.current = now;
    if (!before) return;
    const fresh = [...now].find((s) => !before.has(s));
    if (fresh === undefined) return;
    showJoined(t('app.player-joined', { player: seats[fresh]?.name ?? t('app.player-n', { n: fresh + 1 }) }));
  }, [joinedKey, seatsKnown, seats, t, showJoined]);
  const send = useCallback((a: unknown) => session.send(a), [session]);
  // What the others did since the viewer last acted stays outlined until the viewer acts again.
  const marksOf = plugin.marks;
  const moves = useMemo(() => (marksOf ? lastMoves(st.log, st.viewer, marksOf) : []), [marksOf, st.log, st.viewer]);
  const selectors = useMemo(() => moves.map((m) => m.selector), [moves]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (target && (target.tagName === 'INPUT' || target.tagName === 'SELECT' || target.tagName === 'TEXTAREA'))
        return;
      if ((e.ctrlKey || e.metaKey) && e.code === 'KeyZ') {
        e.preventDefault();
        session.undo();
      } else if (e.code === 'KeyH' && !e.ctrlKey && !e.metaKey && !e.altKey) {
        session.hide();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [session]);

  const { locale } = useI18n();
  const describeError = useCallback(
    (e: SessionError) =>
      describeRefusal?.(e) ??
      refusalText(e, plugin, locale, t, (s) => st.seats[s]?.name ?? t('app.player-n', { n: s + 1 })),
    [t, plugin, locale, st.seats, describeRefusal],
  );

  const hotseat = st.seats.filter((s) => s.kind === 'human' && s.local).length > 1;
  // Nothing can be taken back once the game is over, so the button goes with it.
  const undo =
    st.outcome === null && !noUndo && (st.kind === 'local' || st.viewer !== 'spectator') ? (
      <button
        type="button"
        className="btn btn-small"
        onClick={() => session.undo()}
        disabled={!st.undoable || st.busy}
        title={st.undoable ? t('app.undo') : t('app.undo-blocked')}
        data-testid="undo"
      >
        ↶ {t('app.undo')}
      </button>
    ) : null;

  if (!st.view) {
    return (
      <div className="game-screen">
        <AppBar title={title} />
        <div className="center-note">{t('app.loading')}</div>
      </div>
    );
  }

  const { Table, HeaderStatus } = plugin;
  const coverName = st.cover !== null ? (seats[st.cover]?.name ?? t('app.player-n', { n: st.cover + 1 })) : '';
  const rules = (
    <a
      className="btn btn-quiet btn-small"
      href={href({ name: 'rules', game: plugin.id })}
      target="_blank"
      rel="noreferrer"
    >
      {t('app.rules')}
    </a>
  );
  return (
    <div
      className="game-screen"
      data-game={plugin.id}
      style={footer ? ({ '--table-bottom-inset': `${footerHeight}px` } as CSSProperties) : undefined}
    >
      <AppBar
        title={title}
        status={
          <>
            <TurnChip
              active={st.activeSeats}
              seats={seats}
              viewer={st.viewer}
              thinking={st.thinking}
              botsHeld={st.botsHeld}
              online={st.kind === 'online'}
              finished={st.outcome !== null}
              onShowEnd={() => setEndClosed(false)}
            />
            {headerExtra}
            <HeaderStatus view={st.view} />
          </>
        }
        end={
          <>
            {hotseat && st.cover === null && st.outcome === null ? (
              <button type="button" className="btn btn-quiet btn-small" onClick={() => session.hide()}>
                {t('app.hide')}
              </button>
            ) : null}
            {st.shuffle && shuffleVerdict ? <ShuffleCheck shuffle={st.shuffle} verdict={shuffleVerdict} /> : null}
            {hints && mine && st.cover === null && st.outcome === null && typeof st.viewer === 'number' ? (
              <HintButton
                plugin={plugin}
                seat={st.viewer}
                players={st.seats.length}
                view={st.view}
                legal={st.legal}
                seed={`${st.matchId}/${st.log.length}`}
                seatName={(s) => seats[s]?.name ?? t('app.player-n', { n: s + 1 })}
                host={hintHost}
              />
            ) : null}
            {headerEnd}
            {rules}
          </>
        }
      />
      {st.kind === 'online' ? (
        <div className="game-banners">
          <ReconnectBanner state={st.connection} attempt={st.attempt} onRetry={() => session.retry()} />
          {[leftNotice, joinedNotice].map((notice) =>
            notice ? (
              <div key={notice} className="banner banner-info" role="status" data-testid="seat-notice">
                <span className="icon" aria-hidden="true">
                  ℹ
                </span>
                {notice}
              </div>
            ) : null,
          )}
          {banner}
        </div>
      ) : null}
      <div ref={setHintHost} />
      <div className="game-main">
        <main className="game-body" id="table">
          <Table
            view={st.view}
            legal={st.cover === null ? st.legal : []}
            send={send}
            seats={seats}
            viewer={st.viewer}
            activeSeats={st.activeSeats}
            busy={st.busy || st.connection !== 'connected'}
            readOnly={st.viewer === 'spectator' && st.cover === null}
            log={st.log}
            chrome={{
              logPanel: <LogPanel log={st.log} plugin={plugin} seats={seats} viewer={st.viewer} />,
              undo,
            }}
            hold={hold}
            lastMoves={selectors}
          />
          <MarksStyle marks={moves} kind="last" />
        </main>
        {side}
      </div>
      {st.cover !== null ? (
        <PassDeviceCover seat={st.cover} name={coverName} onReveal={() => session.reveal()} />
      ) : null}
      {st.outcome && !endClosed ? (
        <EndScreen
          plugin={plugin}
          view={st.view}
          outcome={st.outcome}
          seats={seats}
          onClose={() => setEndClosed(true)}
          onReplay={onReplay}
          onDownload={onDownload}
          onRematch={onRematch}
          onLobby={() => navigate({ name: 'home' })}
          note={shuffleVerdict ? <ShuffleVerdictLine verdict={shuffleVerdict} /> : null}
        />
      ) : null}
      {footer ? (
        <div className="game-footer" ref={footerRef}>
          {footer}
        </div>
      ) : null}
      <ErrorToast error={st.error} describe={describeError} />
    </div>
  );
}
