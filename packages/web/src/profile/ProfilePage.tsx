/**
 * `#/players/<name>` and `#/players/bot/<level>`: a player's public profile. Per game their rating
 * (provisional or not), their place on the leaderboard, games played and won, and their rating
 * over time; their latest matches with links to the replays; their records against the opponents
 * they met most.
 */
import type { ProfileResponse, RatedPlayer } from '@boardhall/protocol';
import { useEffect, useState } from 'react';
import { AccountLayout, FormNote } from '../account/AccountLayout.tsx';
import { shortDate } from '../account/dates.ts';
import { useLocale, useT } from '../i18n/I18n.tsx';
import { ratingsApi } from '../ratings/api.ts';
import { ratingsErrorText } from '../ratings/errors.ts';
import { ratedPlayerName } from '../ratings/players.ts';
import { ProvisionalNote } from '../ratings/RatingValue.tsx';
import { useRatingsT } from '../ratings/text/index.ts';
import { GameStanding } from './GameStanding.tsx';
import { HeadToHead } from './HeadToHead.tsx';
import { RecentMatches } from './RecentMatches.tsx';
import './profile.css';

type Loaded = { state: 'loading' } | { state: 'ok'; profile: ProfileResponse } | { state: 'error'; error: unknown };

export default function ProfilePage({ player }: { player: RatedPlayer }) {
  const t = useT();
  const rt = useRatingsT();
  const locale = useLocale();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const playerKey = player.kind === 'account' ? `a:${player.name}` : `b:${player.level}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key names the player; the object is new on every render
  useEffect(() => {
    let live = true;
    setLoaded({ state: 'loading' });
    ratingsApi.profile(player).then(
      (profile) => live && setLoaded({ state: 'ok', profile }),
      (error: unknown) => live && setLoaded({ state: 'error', error }),
    );
    return () => {
      live = false;
    };
  }, [playerKey]);

  const profile = loaded.state === 'ok' ? loaded.profile : null;
  // The server's spelling of the name once it has answered (the address may differ in case).
  const name = ratedPlayerName(profile?.player ?? player, t, rt);
  const lead =
    profile === null
      ? undefined
      : profile.memberSince !== null
        ? rt('ratings.profile.since', { date: shortDate(profile.memberSince, locale) })
        : rt('ratings.profile.bot-lead');
  const games = profile?.games.filter((g) => g.played > 0 || g.rating !== null) ?? [];
  const anyRating = games.some((g) => g.rating !== null);
  return (
    <AccountLayout title={name} lead={lead} wide testid="profile">
      {loaded.state === 'loading' ? <p className="empty-note">{t('app.loading')}</p> : null}
      {loaded.state === 'error' ? <FormNote error={ratingsErrorText(loaded.error, rt, locale)} /> : null}
      {profile ? (
        <>
          <div className="profile-games">
            {games.map((g) => (
              <GameStanding key={g.game} standing={g} />
            ))}
          </div>
          {anyRating ? <ProvisionalNote /> : null}
          <RecentMatches matches={profile.recent} />
          <HeadToHead records={profile.headToHead} />
        </>
      ) : null}
    </AccountLayout>
  );
}
