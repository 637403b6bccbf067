/** A profile's latest finished matches: the place, the rating's change, the others, and the replay. */
import type { ProfileMatch } from '@boardhall/protocol';
import { shortDate } from '../account/dates.ts';
import { href } from '../app/router.ts';
import { findManifest } from '../games/registry.ts';
import { useLocale, useT } from '../i18n/I18n.tsx';
import { ratingChangeText } from '../ratings/format.ts';
import { PlayerLink } from '../ratings/PlayerLink.tsx';
import { ratedPlayerName } from '../ratings/players.ts';
import { RatedTag } from '../ratings/SeatRatings.tsx';
import { useRatingsT } from '../ratings/text/index.ts';

function Opponents({ match }: { match: ProfileMatch }) {
  const t = useT();
  const rt = useRatingsT();
  return (
    <span className="profile-opponents">
      {rt('ratings.recent.opponents')}{' '}
      {match.opponents.map((o, i) => {
        const label = o.name ?? (o.player ? ratedPlayerName(o.player, t, rt) : rt('ratings.recent.guest'));
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the others are listed in seat order, which is their identity here
          <span key={i}>
            {i > 0 ? ', ' : null}
            {o.player ? <PlayerLink player={o.player} label={label} /> : label}
          </span>
        );
      })}
    </span>
  );
}

function MatchRow({ match }: { match: ProfileMatch }) {
  const t = useT();
  const rt = useRatingsT();
  const locale = useLocale();
  const manifest = findManifest(match.game);
  const change = match.ratingChange;
  return (
    <li data-testid="profile-match" data-match={match.matchId}>
      <div className="what">
        <strong>
          {manifest ? t(manifest.titleKey) : match.gameName} · {shortDate(match.finishedAt, locale)}
        </strong>
        <span>
          {rt('ratings.recent.place', { place: match.place, players: match.players })} ·{' '}
          {match.rated ? <RatedTag /> : rt('ratings.recent.unrated')}
          {change ? (
            <>
              {' · '}
              <span className="rating-change" data-testid="rating-change">
                {rt('ratings.recent.change', { change: ratingChangeText(change.before, change.after) })}
              </span>
            </>
          ) : null}
        </span>
        {match.opponents.length > 0 ? <Opponents match={match} /> : null}
      </div>
      {match.replay ? (
        <div className="actions">
          <a
            className="btn btn-small"
            href={href({ name: 'replay', match: match.matchId, local: null })}
            data-testid="profile-replay"
          >
            {t('app.replay')}
          </a>
        </div>
      ) : null}
    </li>
  );
}

export function RecentMatches({ matches }: { matches: readonly ProfileMatch[] }) {
  const rt = useRatingsT();
  return (
    <section className="profile-recent" data-testid="profile-recent">
      <h2 className="section-title">{rt('ratings.recent')}</h2>
      <div className="panel">
        {matches.length === 0 ? <p className="empty-note">{rt('ratings.profile.no-games')}</p> : null}
        <ul className="match-list">
          {matches.map((m) => (
            <MatchRow key={m.matchId} match={m} />
          ))}
        </ul>
      </div>
    </section>
  );
}
