/**
 * `#/games`: the account's matches on every device. Those waiting for the player come first, each
 * with its time left counting down; then the others. With `?claim` (just signed in), the seats
 * this browser holds as a guest are offered first.
 */
import type { MyMatch } from '@boardhall/protocol';
import { useEffect, useState } from 'react';
import { href, navigate } from '../app/router.ts';
import { findManifest } from '../games/registry.ts';
import { useT } from '../i18n/I18n.tsx';
import { turnLine } from '../lobby/match-info.ts';
import { MyProfileLink } from '../ratings/MyProfileLink.tsx';
import { SeatEmblem } from '../ui/seats.tsx';
import { AccountLayout, FormNote, SignInFirst } from './AccountLayout.tsx';
import { ClaimOffer } from './ClaimOffer.tsx';
import { NotifyButton } from './NotifyButton.tsx';
import { SignOutButton } from './SignOutButton.tsx';
import { refreshGames, useAccount } from './store.ts';
import { useAccountT } from './text/index.ts';
import { formatTimeLeft, speedText, timeLeftMs, waitingGames } from './waiting.ts';

/** Under this much time left the clock shows in the warning colour. */
const LOW_MS = 5 * 60_000;

/** The time now, every second while some clock runs (and not at all otherwise). */
function useNow(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
}

function GameRow({ match, now }: { match: MyMatch; now: number }) {
  const t = useT();
  const at = useAccountT();
  const manifest = findManifest(match.game);
  const left = timeLeftMs(match.clock, now);
  const turn = turnLine(match.seats, [match.seat], match.activeSeats, t);
  return (
    <li data-testid="my-game" data-match={match.matchId} data-your-turn={match.yourTurn}>
      <div className="what">
        <strong>{manifest ? t(manifest.titleKey) : match.gameName}</strong>
        <span>
          <SeatEmblem seat={match.seat} size={14} /> {t('app.seat', { n: match.seat + 1 })} ·{' '}
          {t(`app.status.${match.status}`)} · {speedText(match.speed, at)}
        </span>
        {turn ? <span className="turn">{turn}</span> : null}
        {match.clock?.outOfTime ? (
          <span className="turn game-clock low">{at('account.out-of-time')}</span>
        ) : left !== null && match.status === 'playing' ? (
          <span
            className={`turn game-clock${left < LOW_MS && match.clock?.deadline ? ' low' : ''}`}
            data-testid="time-left"
          >
            {at('account.time-left', { time: formatTimeLeft(left, at) })}
          </span>
        ) : null}
      </div>
      <div className="actions">
        <button
          type="button"
          className={`btn btn-small${match.yourTurn ? ' btn-primary' : ''}`}
          onClick={() => navigate({ name: 'match', id: match.matchId, join: false, seat: null })}
        >
          {at('account.games.open')}
        </button>
      </div>
    </li>
  );
}

function GameList(props: { title: string; matches: readonly MyMatch[]; empty: string | null; now: number }) {
  const { title, matches, empty, now } = props;
  if (matches.length === 0 && empty === null) return null;
  return (
    <section>
      <h2 className="section-title">{title}</h2>
      <div className="panel">
        {matches.length === 0 ? <p className="empty-note">{empty}</p> : null}
        <ul className="match-list">
          {matches.map((m) => (
            <GameRow key={m.matchId} match={m} now={now} />
          ))}
        </ul>
      </div>
    </section>
  );
}

export default function MyGames({ claim }: { claim: boolean }) {
  const t = useT();
  const at = useAccountT();
  const { status, account, games } = useAccount();
  const [note, setNote] = useState<string | null>(null);
  const list = games ?? [];
  const waiting = waitingGames(list);
  const waitingIds = new Set(waiting.map((m) => m.matchId));
  const others = list.filter((m) => !waitingIds.has(m.matchId));
  const now = useNow(list.some((m) => m.clock?.deadline));
  // Opening the page shows the list as it is now, not as the last poll left it.
  useEffect(() => {
    if (status === 'signed-in') void refreshGames();
  }, [status]);

  return (
    <AccountLayout
      title={at('account.my-games')}
      lead={at('account.games.lead')}
      wide
      testid="my-games"
      actions={
        status === 'signed-in' ? (
          <>
            <a className="btn btn-small" href={href({ name: 'account' })}>
              {at('account.account')}
            </a>
            {account ? <MyProfileLink name={account.name} /> : null}
            <SignOutButton />
          </>
        ) : undefined
      }
    >
      {status === 'guest' ? (
        <SignInFirst note={at('account.signed-out-note')} signIn={at('account.sign-in')} />
      ) : (
        <NotifyButton />
      )}
      {claim && games !== null ? (
        <ClaimOffer accountMatchIds={new Set(list.map((m) => m.matchId))} onDone={setNote} />
      ) : null}
      <FormNote ok={note} />
      {status === 'guest' ? null : games === null ? (
        <p className="empty-note">{t('app.loading')}</p>
      ) : list.length === 0 ? (
        <div className="panel" style={{ marginTop: 16 }}>
          <p className="empty-note">{at('account.games.none')}</p>
        </div>
      ) : (
        <div className="account-games" data-testid="games-lists">
          <GameList
            title={at('account.games.waiting')}
            matches={waiting}
            empty={at('account.games.none-waiting')}
            now={now}
          />
          <GameList title={at('account.games.others')} matches={others} empty={null} now={now} />
        </div>
      )}
    </AccountLayout>
  );
}
