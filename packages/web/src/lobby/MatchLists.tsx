/** The lobby's two lists: matches you can continue (this browser) and open matches on the server. */

import type { MatchStatus, MatchSummary, SeatInfo, Speed } from '@boardhall/protocol';
import { type ReactNode, useEffect, useState } from 'react';
import { navigate } from '../app/router.ts';
import { useTableT } from '../clocks/i18n/index.ts';
import { speedLabel } from '../clocks/speed-label.ts';
import { useT } from '../i18n/I18n.tsx';
import { RatedTag, SeatRatings } from '../ratings/SeatRatings.tsx';
import { api } from '../session/api.ts';
import {
  type LocalMatchRecord,
  localMatches,
  type OnlineMatchRecord,
  onlineMatches,
  removeLocalMatch,
  removeOnlineMatch,
} from '../session/storage.ts';
import { SeatEmblem } from '../ui/seats.tsx';
import { type SeatFacts, turnLine } from './match-info.ts';

type Open = { state: 'loading' } | { state: 'ok'; matches: MatchSummary[] } | { state: 'offline' };

/** What the server says of one of your online matches: its seats and who is to act. */
interface Live {
  readonly status: MatchStatus;
  readonly seats: readonly SeatInfo[];
  readonly activeSeats: readonly number[];
  /** Over, and its replay is given out (the server reveals the seed only then). */
  readonly replayPublic: boolean;
  readonly speed: Speed;
  readonly rated: boolean;
}

/** A local record's seats as the shared wording wants them: every seat is held on this device. */
const localFacts = (r: LocalMatchRecord): SeatFacts[] =>
  r.seats.map((s, seat) => ({ seat, kind: s.kind, ...(s.bot ? { bot: s.bot } : {}), name: s.name, claimed: true }));

/** The seats this device plays in a local match: every human seat (one, against bots; several, hotseat). */
const localMine = (r: LocalMatchRecord): number[] => r.seats.flatMap((s, seat) => (s.kind === 'human' ? [seat] : []));

function localLine(r: LocalMatchRecord, t: ReturnType<typeof useT>): string {
  const humans = r.seats.filter((s) => s.kind === 'human').length;
  const mode = humans > 1 ? t('app.mode.hotseat') : t('app.mode.bots');
  const status = r.finished ? t('app.status.finished') : t('app.status.playing');
  return `${mode} · ${t('app.count.players', { count: r.seats.length })} · ${status}`;
}

/** One of your matches: what it is, a button to go back to it, and one to forget it. */
function MyMatchRow(props: {
  title: string;
  detail: ReactNode;
  openLabel: string;
  onOpen: () => void;
  onRemove: () => void;
}) {
  const t = useT();
  return (
    <li>
      <div className="what">
        <strong>{props.title}</strong>
        <span>{props.detail}</span>
      </div>
      <div className="actions">
        <button type="button" className="btn btn-small" onClick={props.onOpen}>
          {props.openLabel}
        </button>
        <button
          type="button"
          className="btn btn-quiet btn-small"
          aria-label={t('app.remove')}
          title={t('app.remove')}
          onClick={props.onRemove}
        >
          ✕
        </button>
      </div>
    </li>
  );
}

export function MatchLists({ gameTitle }: { gameTitle: (id: string) => string }) {
  const t = useT();
  const tt = useTableT();
  const [local, setLocal] = useState<LocalMatchRecord[]>(() => localMatches());
  const [mine, setMine] = useState<OnlineMatchRecord[]>(() => onlineMatches());
  const [open, setOpen] = useState<Open>({ state: 'loading' });
  const [live, setLive] = useState<ReadonlyMap<string, Live>>(new Map());

  // Each of your online matches' public summary, refreshed with the open list: whose turn, who plays.
  const mineKey = mine.map((m) => m.id).join(',');
  useEffect(() => {
    let on = true;
    const ids = mineKey ? mineKey.split(',') : [];
    // A finished or expired match no longer changes: it is not asked for again.
    const done = new Set<string>();
    const load = () => {
      for (const id of ids.filter((i) => !done.has(i)))
        api.publicMatch(id).then(
          (m) => {
            if (m.status === 'finished' || m.status === 'expired') done.add(id);
            if (on)
              setLive((prev) =>
                new Map(prev).set(id, {
                  status: m.status,
                  seats: m.seats,
                  activeSeats: m.activeSeats,
                  replayPublic: m.status === 'finished' && m.seed !== undefined,
                  speed: m.speed,
                  rated: m.rated,
                }),
              );
          },
          // A match the server has forgotten or cannot reach keeps its plain line.
          () => undefined,
        );
    };
    load();
    const timer = setInterval(load, 10_000);
    return () => {
      on = false;
      clearInterval(timer);
    };
  }, [mineKey]);

  useEffect(() => {
    let live = true;
    const load = () =>
      Promise.all([api.listMatches('open'), api.listMatches('playing')]).then(
        ([a, b]) => live && setOpen({ state: 'ok', matches: [...a.matches, ...b.matches] }),
        () => live && setOpen({ state: 'offline' }),
      );
    void load();
    const timer = setInterval(load, 10_000);
    // Back online: the list comes back at once, not at the next poll.
    window.addEventListener('online', load);
    return () => {
      live = false;
      clearInterval(timer);
      window.removeEventListener('online', load);
    };
  }, []);

  const mineIds = new Set(mine.map((m) => m.id));
  const openMatches = open.state === 'ok' ? open.matches.filter((m) => m.status !== 'finished') : [];
  return (
    <div className="match-lists">
      <section>
        <h2 className="section-title">{t('app.my-matches')}</h2>
        <div className="panel">
          {local.length === 0 && mine.length === 0 ? <p className="empty-note">{t('app.no-matches')}</p> : null}
          <ul className="match-list" data-testid="my-matches">
            {local.map((r) => (
              <MyMatchRow
                key={`l-${r.id}`}
                title={gameTitle(r.game)}
                detail={
                  <>
                    {`${t('app.local')} · ${localLine(r, t)}`}
                    <span className="turn">{turnLine(localFacts(r), localMine(r), r.finished ? [] : r.toAct, t)}</span>
                  </>
                }
                openLabel={r.finished ? t('app.watch') : t('app.continue')}
                // A finished match is watched as its replay, from the first move.
                onOpen={() =>
                  navigate(r.finished ? { name: 'replay', match: null, local: r.id } : { name: 'local', id: r.id })
                }
                onRemove={() => {
                  removeLocalMatch(r.id);
                  setLocal(localMatches());
                }}
              />
            ))}
            {mine.map((r) => {
              const m = live.get(r.id);
              return (
                <MyMatchRow
                  key={`o-${r.id}`}
                  title={gameTitle(r.game)}
                  detail={
                    <>
                      {t('app.online')}
                      {r.seat !== null ? (
                        <>
                          {' · '}
                          <SeatEmblem seat={r.seat} size={14} /> {t('app.seat', { n: r.seat + 1 })}
                        </>
                      ) : null}
                      {m ? (
                        <>
                          {' · '}
                          {t(`app.status.${m.status}`)}
                          {' · '}
                          {speedLabel(m.speed, tt)}
                          {m.rated ? (
                            <>
                              {' · '}
                              <RatedTag />
                            </>
                          ) : null}
                          <span className="turn">
                            {turnLine(
                              m.seats,
                              r.seat !== null ? [r.seat] : [],
                              m.status === 'playing' ? m.activeSeats : [],
                              t,
                            )}
                          </span>
                        </>
                      ) : null}
                    </>
                  }
                  openLabel={m?.replayPublic ? t('app.watch') : t('app.continue')}
                  // A finished match is watched as its replay; one that keeps its secrets opens its table.
                  onOpen={() =>
                    navigate(
                      m?.replayPublic
                        ? { name: 'replay', match: r.id, local: null }
                        : { name: 'match', id: r.id, join: false, seat: null },
                    )
                  }
                  onRemove={() => {
                    removeOnlineMatch(r.id);
                    setMine(onlineMatches());
                  }}
                />
              );
            })}
          </ul>
        </div>
      </section>
      <section data-testid="open-section" data-state={open.state}>
        <h2 className="section-title">{t('app.open-matches')}</h2>
        <div className="panel">
          {open.state === 'loading' ? <p className="empty-note">{t('app.loading')}</p> : null}
          {open.state === 'offline' ? <p className="empty-note">{t('app.server-offline')}</p> : null}
          {open.state === 'ok' && openMatches.length === 0 ? (
            <p className="empty-note">{t('app.no-open-matches')}</p>
          ) : null}
          <ul className="match-list" data-testid="open-matches">
            {openMatches.map((m) => (
              <li key={m.matchId} data-testid="open-match" data-match={m.matchId}>
                <div className="what">
                  <strong>{gameTitle(m.game)}</strong>
                  <span>
                    {t('app.count.players', { count: m.players })} ·{' '}
                    {m.status === 'waiting' ? t('app.free-seats', { n: m.freeSeats.length }) : t('app.status.playing')}
                    {' · '}
                    <span data-testid="match-speed">{speedLabel(m.speed, tt)}</span>
                    {m.rated ? (
                      <>
                        {' · '}
                        <RatedTag />
                      </>
                    ) : null}
                  </span>
                  <SeatRatings match={m} />
                </div>
                <div className="actions">
                  {m.freeSeats.length > 0 && !mineIds.has(m.matchId) ? (
                    <button
                      type="button"
                      className="btn btn-small btn-primary"
                      onClick={() => navigate({ name: 'match', id: m.matchId, join: true, seat: null })}
                    >
                      {t('app.join')}
                    </button>
                  ) : null}
                  <button
                    type="button"
                    className="btn btn-small"
                    onClick={() => navigate({ name: 'match', id: m.matchId, join: false, seat: null })}
                  >
                    {mineIds.has(m.matchId) ? t('app.continue') : t('app.watch')}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </div>
  );
}
