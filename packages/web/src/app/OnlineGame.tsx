/** `/match/:id`: an online match. With `?join`, first takes a free seat (name optional). */
import type { PublicMatchResponse } from '@boardhall/protocol';
import { useEffect, useRef, useState } from 'react';
import { followTable } from '../account/follow-table.ts';
import { refreshGames, useAccount } from '../account/store.ts';
import { HintsJoinNote } from '../analysis/HintsChoice.tsx';
import { useTableT } from '../clocks/i18n/index.ts';
import { OnlineTable } from '../clocks/OnlineTable.tsx';
import { speedLabel } from '../clocks/speed-label.ts';
import { findManifest } from '../games/registry.ts';
import type { AnyGamePlugin } from '../games/types.ts';
import { useLocale, useT } from '../i18n/I18n.tsx';
import { hostSeat, initialSeat, optionText, seatLabel } from '../lobby/match-info.ts';
import { ratingRefusalText } from '../ratings/errors.ts';
import { PlayerLink } from '../ratings/PlayerLink.tsx';
import { seatPlayer } from '../ratings/players.ts';
import { RatedJoinNote } from '../ratings/RatedJoinNote.tsx';
import { SeatRatingLine } from '../ratings/SeatRatings.tsx';
import { useRatingsT } from '../ratings/text/index.ts';
import { WaitingRatings } from '../ratings/WaitingRatings.tsx';
import { ApiError, api } from '../session/api.ts';
import { OnlineSession } from '../session/online.ts';
import { loadOnlineMatch, type OnlineMatchRecord, saveOnlineMatch } from '../session/storage.ts';
import { AppBar } from '../ui/AppBar.tsx';
import { botLevelKey, SeatEmblem } from '../ui/seats.tsx';
import { downloadText } from './download.ts';
import { absoluteLink, href, navigate } from './router.ts';
import { usePlugin } from './usePlugin.ts';
import { useSessionState } from './useSession.ts';

type Stage =
  | { kind: 'loading' }
  | { kind: 'join'; game: string; match: PublicMatchResponse }
  /** `account`: no token here, but the signed-in account holds a seat, which the socket asks for. */
  | {
      kind: 'ready';
      game: string;
      record: OnlineMatchRecord | null;
      account: boolean;
      /** The match allows hints (decided at its creation; never a rated match). */
      hints: boolean;
    }
  | { kind: 'error'; message: string };

function JoinLink({ id, session }: { id: string; session: OnlineSession }) {
  const t = useT();
  const st = useSessionState(session);
  const [copied, setCopied] = useState(false);
  const free = st.seats.filter((s) => s.kind === 'human' && !s.claimed).length;
  if (st.status !== 'waiting' && free === 0) return null;
  const link = absoluteLink({ name: 'match', id, join: true, seat: null });
  return (
    // Wraps on a phone: the button goes under the text, the ratings under both.
    <div className="banner banner-info" style={{ flexWrap: 'wrap' }}>
      <span className="icon" aria-hidden="true">
        ℹ
      </span>
      <span style={{ flex: '1 1 16rem', minWidth: 0 }}>
        {t('app.waiting-for-players')} {t('app.share-hint')}{' '}
        <code style={{ wordBreak: 'break-all' }} data-testid="join-link">
          {link}
        </code>
      </span>
      <button
        type="button"
        className="btn btn-small"
        onClick={() => {
          void navigator.clipboard?.writeText(link).then(() => setCopied(true));
        }}
      >
        {copied ? t('app.link-copied') : t('app.copy-link')}
      </button>
      <WaitingRatings matchId={id} seated={st.seats.map((s) => (s.claimed ? 1 : 0)).join('')} />
    </div>
  );
}

/** What a player sees before taking a seat: the game, its host, every seat, the options, a name. */
function JoinForm({
  id,
  seat,
  match,
  plugin,
  onJoined,
  onWatch,
}: {
  id: string;
  seat: number | null;
  match: PublicMatchResponse;
  /** Null until the game's code has loaded (the options need it; the rest does not wait). */
  plugin: AnyGamePlugin | null;
  onJoined: (r: OnlineMatchRecord) => void;
  onWatch: () => void;
}) {
  const t = useT();
  const tt = useTableT();
  const rt = useRatingsT();
  const locale = useLocale();
  const { status, account } = useAccount();
  // A rated match takes signed-in players only, each under the account's name.
  const guestOfRated = match.rated && status !== 'signed-in';
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<number | null>(() => initialSeat(match.freeSeats, seat));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const manifest = findManifest(match.game);
  const title = manifest ? t(manifest.titleKey) : match.gameName;
  const host = hostSeat(match.seats);
  const options = plugin?.describeOptions?.(match.view, locale) ?? [];
  return (
    <main className="page" style={{ maxWidth: 560 }}>
      <form
        className="panel join-form"
        data-testid="join-form"
        onSubmit={(e) => {
          e.preventDefault();
          setBusy(true);
          api
            .join(id, {
              ...(chosen !== null ? { seat: chosen } : {}),
              ...(name.trim() && !match.rated ? { name: name.trim() } : {}),
            })
            .then((r) => {
              onJoined({ v: 1, id, game: '', seat: r.seat, token: r.token, updatedAt: Date.now() });
            })
            .catch((err: unknown) => {
              setBusy(false);
              setError(ratingRefusalText(err, rt) ?? (err instanceof Error ? err.message : String(err)));
            });
        }}
      >
        <header className="join-head">
          {manifest ? <manifest.Crest size={56} /> : null}
          <div>
            <h1>{t('app.join.title', { game: title })}</h1>
            {host ? <p data-testid="join-host">{t('app.join.host', { name: seatLabel(host, t) })}</p> : null}
          </div>
        </header>
        {match.rated ? <RatedJoinNote matchId={id} seat={seat} account={account?.name ?? null} /> : null}
        {match.hints && !match.rated ? <HintsJoinNote /> : null}
        <fieldset className="join-seats" data-testid="join-seats">
          <legend>{t('app.join.seats')}</legend>
          <ul>
            {match.seats.map((s) => {
              const free = match.freeSeats.includes(s.seat);
              const rating = match.ratings?.find((r) => r.seat === s.seat);
              const player = seatPlayer(s, match.rated);
              // An unnamed bot's label already says its level ("Bot 3 (Hard)"); a named one needs it here.
              const named = s.name !== null && s.name.trim().length > 0;
              const kind =
                s.kind === 'human'
                  ? t('app.seat.human')
                  : named
                    ? `${t('app.seat.bot')} · ${t(botLevelKey(s.bot))}`
                    : t('app.seat.bot');
              return (
                <li key={s.seat} data-testid={`join-seat-${s.seat}`} className={chosen === s.seat ? 'chosen' : ''}>
                  <SeatEmblem seat={s.seat} size={18} />
                  <span className="who">
                    <strong>
                      {chosen === s.seat ? (
                        t('app.you')
                      ) : player ? (
                        <PlayerLink player={player} label={seatLabel(s, t)} />
                      ) : (
                        seatLabel(s, t)
                      )}
                    </strong>
                    <span className="hint">
                      {t('app.seat', { n: s.seat + 1 })} · {kind}
                    </span>
                    {rating ? <SeatRatingLine rating={rating} /> : null}
                  </span>
                  {free ? (
                    <label className="take">
                      <input
                        type="radio"
                        name="join-seat"
                        checked={chosen === s.seat}
                        onChange={() => setChosen(s.seat)}
                      />
                      {t('app.join.your-seat')}
                    </label>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </fieldset>
        <p className="join-speed" data-testid="join-speed">
          <strong>{tt('speed.title')}:</strong> {speedLabel(match.speed, tt)}
        </p>
        {options.length > 0 ? (
          <section className="join-options" data-testid="join-options">
            <h2>{t('app.join.options')}</h2>
            <ul>
              {options.map((o) => (
                <li key={o.label}>{optionText(o, t)}</li>
              ))}
            </ul>
          </section>
        ) : null}
        {match.rated ? null : (
          <label className="field">
            {t('app.your-name')}
            <input type="text" value={name} maxLength={24} onChange={(e) => setName(e.target.value)} />
          </label>
        )}
        {error ? <div className="banner banner-error">{error}</div> : null}
        <div className="dialog-foot" style={{ marginTop: 0 }}>
          <button type="button" className="btn" onClick={onWatch}>
            {t('app.watch')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy || chosen === null || guestOfRated}>
            {t('app.join')}
          </button>
        </div>
      </form>
    </main>
  );
}

export default function OnlineGame({ id, join, seat }: { id: string; join: boolean; seat: number | null }) {
  const t = useT();
  const [stage, setStage] = useState<Stage>({ kind: 'loading' });
  const game = stage.kind === 'join' || stage.kind === 'ready' ? stage.game : null;
  const plugin = usePlugin(game);
  const [session, setSession] = useState<OnlineSession | null>(null);
  const accountStatus = useAccount().status;

  // Read when the match loads, not followed: dropping `?join` from the address must not reload it.
  const joinAsked = useRef(join);
  joinAsked.current = join;
  useEffect(() => {
    let live = true;
    // Whether the account holds a seat here can be asked only once the session is known.
    if (accountStatus === 'unknown') return;
    const join = joinAsked.current;
    api.publicMatch(id).then(
      async (m) => {
        if (!live) return;
        const record = loadOnlineMatch(id);
        const holds =
          !record?.token && accountStatus === 'signed-in'
            ? ((await refreshGames())?.some((g) => g.matchId === id) ?? false)
            : false;
        if (!live) return;
        if (join && !record && !holds && m.freeSeats.length > 0) setStage({ kind: 'join', game: m.game, match: m });
        else setStage({ kind: 'ready', game: m.game, record, account: holds, hints: m.hints && !m.rated });
      },
      (e: unknown) => {
        if (!live) return;
        const notFound = e instanceof ApiError && e.status === 404;
        setStage({ kind: 'error', message: notFound ? t('app.error.no-match') : t('app.error.server') });
      },
    );
    return () => {
      live = false;
    };
  }, [id, t, accountStatus]);

  // Joined or watching: the address no longer says `?join` (issue #39 item 5), so a reload or a
  // shared link opens the match itself. Replaced quietly: no hashchange, so the route keeps
  // `join` and nothing reloads (the match is loaded once per id, above).
  useEffect(() => {
    if (stage.kind !== 'ready' || !/[?&]join\b/.test(location.hash)) return;
    history.replaceState(history.state, '', href({ name: 'match', id, join: false, seat: null }));
  }, [id, stage.kind]);

  useEffect(() => {
    if (stage.kind !== 'ready') return;
    const record = stage.record;
    const s = new OnlineSession({
      matchId: id,
      game: stage.game,
      token: record?.token ?? null,
      account: stage.account,
      // The seat went to the bot for good: this browser watches the match from now on.
      onResigned: () => {
        if (record) saveOnlineMatch({ ...record, game: stage.game, token: null, updatedAt: Date.now() });
      },
    });
    setSession(s);
    const unfollow = followTable(s);
    if (record) saveOnlineMatch({ ...record, game: stage.game, updatedAt: Date.now() });
    return () => {
      unfollow();
      s.dispose();
      setSession(null);
    };
  }, [id, stage]);

  const manifest = game ? findManifest(game) : undefined;
  const title = manifest ? t(manifest.titleKey) : '';
  if (stage.kind === 'error' || plugin.state === 'error') {
    return (
      <>
        <AppBar />
        <div className="center-note">
          <p>{stage.kind === 'error' ? stage.message : t('app.error.unknown-game')}</p>
          <button type="button" className="btn" onClick={() => navigate({ name: 'home' })}>
            {t('app.lobby')}
          </button>
        </div>
      </>
    );
  }
  if (stage.kind === 'join') {
    return (
      <>
        <AppBar title={title} />
        <JoinForm
          id={id}
          seat={seat}
          match={stage.match}
          plugin={plugin.state === 'ready' ? plugin.value : null}
          onJoined={(r) => {
            const record = { ...r, game: stage.game };
            saveOnlineMatch(record);
            setStage({
              kind: 'ready',
              game: stage.game,
              record,
              account: false,
              hints: stage.match.hints && !stage.match.rated,
            });
          }}
          onWatch={() => setStage({ kind: 'ready', game: stage.game, record: null, account: false, hints: false })}
        />
      </>
    );
  }
  if (stage.kind !== 'ready' || plugin.state !== 'ready' || !session) {
    return (
      <>
        <AppBar title={title} />
        <div className="center-note">{t('app.loading')}</div>
      </>
    );
  }
  return (
    <OnlineTable
      plugin={plugin.value}
      session={session}
      title={title}
      banner={<JoinLink id={id} session={session} />}
      hints={stage.hints}
      onReplay={() => navigate({ name: 'replay', match: id, local: null })}
      onDownload={() => {
        api.replayText(id).then(
          (text) => downloadText(`boardhall-${stage.game}-${id}.json`, text),
          () => undefined,
        );
      }}
    />
  );
}
