/**
 * An online match on screen with what only online play has (issue #34): the clocks beside every
 * seat and in the header, the out-of-time and resigned states, the table's menu with resigning,
 * and the chat beside the table (a sheet on a phone).
 */
import type { Seat } from '@boardhall/engine';
import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { MatchView } from '../app/MatchView.tsx';
import { useSessionState } from '../app/useSession.ts';
import { ChatPanel } from '../chat/ChatPanel.tsx';
import { ChatToggle } from '../chat/ChatToggle.tsx';
import type { AnyGamePlugin } from '../games/types.ts';
import { useT } from '../i18n/I18n.tsx';
import type { OnlineSession } from '../session/online.ts';
import type { SessionError, SessionSeat } from '../session/types.ts';
import { useMediaQuery } from '../ui/media.ts';
import { displaySeats } from '../ui/seats.tsx';
import { useTableT } from './i18n/index.ts';
import { OutOfTimeBanner, ResignedBanner } from './OutOfTimeBanner.tsx';
import { SeatAside } from './SeatAside.tsx';
import { HeaderClocks } from './SeatClock.tsx';
import { TableMenu } from './TableMenu.tsx';
import './table.css';
import '../chat/chat.css';
import { useTable } from './useTable.ts';

/**
 * Under this width the chat is a drawer over the table (a sheet from the bottom on a phone) rather
 * than a column beside it: the tables lay out for the screen's width, and need 1100 px of it for
 * their three columns, so a 320-px column beside them would squeeze their middle column.
 */
const NO_ROOM_BESIDE = '(max-width: 1419px)';
/** A phone's header has no room left: the clocks, the chat button and the menu go on a bar under it. */
const PHONE = '(max-width: 599px)';

export function OnlineTable({
  plugin,
  session,
  title,
  banner,
  onReplay,
  onDownload,
  hints,
}: {
  plugin: AnyGamePlugin;
  session: OnlineSession;
  title: string;
  banner: ReactNode;
  onReplay: () => void;
  onDownload: () => void;
  /** The match was created with hints allowed (never a rated one: the server says so). */
  hints: boolean;
}) {
  const t = useT();
  const tt = useTableT();
  const st = useSessionState(session);
  const table = useTable(session.table);
  const drawer = useMediaQuery(NO_ROOM_BESIDE);
  const phone = useMediaQuery(PHONE);
  const [chatOpen, setChatOpen] = useState(false);
  // The last message the player has seen: the chat button counts the others' messages after it.
  const seenIndex = useRef(0);
  const lastIndex = table.chat.at(-1)?.index ?? 0;
  if (chatOpen) seenIndex.current = lastIndex;
  const unread = table.chat.filter((m) => m.index > seenIndex.current && m.seat !== st.viewer).length;

  const names = useMemo(() => displaySeats(st.seats, t), [st.seats, t]);
  const nameOf = useCallback((s: Seat) => names[s]?.name ?? t('app.player-n', { n: s + 1 }), [names, t]);
  const { clocks, offsetMs } = table;
  const seatAside = useCallback(
    (seat: SessionSeat, name: string) => (
      <SeatAside seat={seat} name={name} clocks={clocks} offsetMs={offsetMs} viewer={st.viewer} />
    ),
    [clocks, offsetMs, st.viewer],
  );
  const describeRefusal = useCallback(
    (e: SessionError) =>
      e.code === 'out-of-time'
        ? tt('clock.error.out-of-time')
        : e.code === 'not-out-of-time'
          ? tt('clock.error.not-out-of-time')
          : null,
    [tt],
  );

  const mine = st.viewer === 'spectator' ? null : st.seats[st.viewer];
  const playing = st.outcome === null && st.status === 'playing';
  const headerClocks = clocks ? (
    <HeaderClocks clocks={clocks} offsetMs={offsetMs} names={nameOf} viewer={st.viewer} />
  ) : null;
  const chatReadable = st.viewer !== 'spectator' || table.chatAudience === 'everyone';
  const controls = (
    <>
      {chatReadable && !chatOpen ? <ChatToggle unread={unread} onOpen={() => setChatOpen(true)} /> : null}
      {mine && playing && !mine.resigned ? <TableMenu onResign={() => session.resign()} /> : null}
    </>
  );
  const banners = (
    <>
      {phone ? (
        <div className="table-strip" data-testid="table-strip">
          {headerClocks}
          <span className="table-strip-end">{controls}</span>
        </div>
      ) : null}
      {banner}
      {mine?.outOfTime && mine.substitute && playing ? <OutOfTimeBanner onTakeBack={() => session.takeBack()} /> : null}
      {table.resigned ? <ResignedBanner /> : null}
    </>
  );
  const side =
    chatReadable && chatOpen ? (
      <ChatPanel
        table={table}
        seats={names}
        viewer={st.viewer}
        send={(input) => session.chat(input)}
        mute={(seat, muted) => session.mute(seat, muted)}
        onClose={() => setChatOpen(false)}
        sheet={drawer}
      />
    ) : null;
  return (
    <MatchView
      plugin={plugin}
      session={session}
      title={title}
      banner={banners}
      seatAside={seatAside}
      headerExtra={phone ? null : headerClocks}
      headerEnd={phone ? null : controls}
      side={side}
      describeRefusal={describeRefusal}
      onReplay={onReplay}
      onDownload={onDownload}
      onRematch={null}
      hints={hints}
    />
  );
}
