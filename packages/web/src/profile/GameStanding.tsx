/** A player's standing in one game on their profile: rating, place, games, wins, and the chart. */
import type { ProfileGame } from '@boardhall/protocol';
import { href } from '../app/router.ts';
import { findManifest } from '../games/registry.ts';
import { useLocale, useT } from '../i18n/I18n.tsx';
import { percentText } from '../ratings/format.ts';
import { RatingValue } from '../ratings/RatingValue.tsx';
import { useRatingsT } from '../ratings/text/index.ts';
import { RatingChart } from './RatingChart.tsx';

export function GameStanding({ standing }: { standing: ProfileGame }) {
  const t = useT();
  const rt = useRatingsT();
  const locale = useLocale();
  const manifest = findManifest(standing.game);
  const title = manifest ? t(manifest.titleKey) : standing.gameName;
  const { rating, place, played, won } = standing;
  return (
    <section className="panel profile-game" data-testid="profile-game" data-game={standing.game}>
      <div className="profile-game-head">
        {manifest ? <manifest.Crest size={36} /> : null}
        <h2>{title}</h2>
        <a className="btn btn-small" href={href({ name: 'leaderboard', game: standing.game })}>
          {rt('ratings.leaderboard')}
        </a>
      </div>
      <dl className="profile-stats">
        <div>
          <dt>{rt('ratings.rating')}</dt>
          <dd data-testid="profile-rating">
            {rating ? <RatingValue rating={rating} /> : <span className="hint">{rt('ratings.profile.unrated')}</span>}
          </dd>
        </div>
        <div>
          <dt>{rt('ratings.profile.place')}</dt>
          <dd data-testid="profile-place">
            {place !== null ? place : <span className="hint">{rt('ratings.profile.not-listed')}</span>}
          </dd>
        </div>
        <div>
          <dt>{rt('ratings.profile.played')}</dt>
          <dd data-testid="profile-played">{played}</dd>
        </div>
        <div>
          <dt>{rt('ratings.profile.won')}</dt>
          <dd data-testid="profile-won">
            {rt('ratings.profile.won-value', { won, percent: percentText(played > 0 ? won / played : 0, locale) })}
          </dd>
        </div>
      </dl>
      {standing.history.length > 0 ? <RatingChart points={standing.history} game={title} /> : null}
    </section>
  );
}
