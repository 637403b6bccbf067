/**
 * `#/leaderboard/<game>`: the game's rated players with enough games, best first by the cautious
 * estimate (μ − 3σ), with a switch to the other games. The signed-in player's own row is marked.
 */
import type { LeaderboardResponse } from '@boardhall/protocol';
import { useEffect, useState } from 'react';
import { AccountLayout, FormNote } from '../account/AccountLayout.tsx';
import { useAccount } from '../account/store.ts';
import { href } from '../app/router.ts';
import { findManifest, GAMES } from '../games/registry.ts';
import { useLocale, useT } from '../i18n/I18n.tsx';
import { ratingsApi } from '../ratings/api.ts';
import { ratingsErrorText } from '../ratings/errors.ts';
import { PlayerLink } from '../ratings/PlayerLink.tsx';
import { ProvisionalNote, RatingValue } from '../ratings/RatingValue.tsx';
import { useRatingsT } from '../ratings/text/index.ts';
import '../profile/profile.css';

type Loaded = { state: 'loading' } | { state: 'ok'; board: LeaderboardResponse } | { state: 'error'; error: unknown };

function GameSwitch({ game }: { game: string }) {
  const t = useT();
  const rt = useRatingsT();
  return (
    <nav className="game-switch" aria-label={rt('ratings.leaderboard.games')}>
      {GAMES.map((g) => (
        <a
          key={g.id}
          href={href({ name: 'leaderboard', game: g.id })}
          aria-current={g.id === game ? 'page' : undefined}
          data-testid={`leaderboard-${g.id}`}
        >
          {t(g.titleKey)}
        </a>
      ))}
    </nav>
  );
}

function Table({ board, me }: { board: LeaderboardResponse; me: string | null }) {
  const rt = useRatingsT();
  return (
    <div className="panel table-scroll">
      <table className="ratings-table" data-testid="leaderboard">
        <thead>
          <tr>
            <th scope="col" className="num">
              {rt('ratings.leaderboard.place')}
            </th>
            <th scope="col">{rt('ratings.leaderboard.player')}</th>
            <th scope="col" className="num">
              {rt('ratings.rating')}
            </th>
            <th scope="col" className="num">
              {rt('ratings.h2h.games')}
            </th>
          </tr>
        </thead>
        <tbody>
          {board.entries.map((e) => {
            const mine = e.player.kind === 'account' && e.player.name === me;
            return (
              <tr
                key={e.player.kind === 'account' ? `a:${e.player.name}` : `b:${e.player.level}`}
                className={mine ? 'mine' : undefined}
                aria-current={mine ? 'true' : undefined}
                data-testid="leaderboard-row"
              >
                <td className="num">{e.place}</td>
                <th scope="row">
                  <PlayerLink player={e.player} />
                </th>
                <td className="num">
                  <RatingValue rating={e.rating} />
                </td>
                <td className="num">{e.rating.games}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

export default function LeaderboardPage({ game }: { game: string }) {
  const t = useT();
  const rt = useRatingsT();
  const locale = useLocale();
  const me = useAccount().account?.name ?? null;
  const manifest = findManifest(game);
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const known = manifest !== undefined;
  useEffect(() => {
    let live = true;
    setLoaded({ state: 'loading' });
    // A game this client does not know has no page: nothing to ask for.
    if (!known) return;
    ratingsApi.leaderboard(game).then(
      (board) => live && setLoaded({ state: 'ok', board }),
      (error: unknown) => live && setLoaded({ state: 'error', error }),
    );
    return () => {
      live = false;
    };
  }, [game, known]);
  const title = manifest ? t(manifest.titleKey) : game;
  const board = loaded.state === 'ok' ? loaded.board : null;
  return (
    <AccountLayout title={rt('ratings.leaderboard.of', { game: title })} wide testid="leaderboard-page">
      <GameSwitch game={game} />
      {board ? (
        <p className="page-lead" data-testid="leaderboard-rule">
          {rt('ratings.leaderboard.rule', { count: board.minGames })}
        </p>
      ) : null}
      {!manifest ? <FormNote error={t('app.error.unknown-game')} /> : null}
      {manifest && loaded.state === 'loading' ? <p className="empty-note">{t('app.loading')}</p> : null}
      {manifest && loaded.state === 'error' ? <FormNote error={ratingsErrorText(loaded.error, rt, locale)} /> : null}
      {board && board.entries.length === 0 ? (
        <div className="panel">
          <p className="empty-note">{rt('ratings.leaderboard.empty')}</p>
        </div>
      ) : null}
      {board && board.entries.length > 0 ? (
        <>
          <Table board={board} me={me} />
          <ProvisionalNote />
        </>
      ) : null}
    </AccountLayout>
  );
}
