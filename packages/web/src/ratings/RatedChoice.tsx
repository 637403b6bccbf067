/**
 * The create form's "Rated match" switch (online matches only): on by default, usable only when the
 * match can be rated, and otherwise saying in one line why not (a guest gets a way to sign in that
 * comes back to the form).
 */
import { href, type Route } from '../app/router.ts';
import type { RatedBlocker } from './eligibility.ts';
import type { RatingsKey } from './text/index.ts';
import { useRatingsT } from './text/index.ts';

const WHY: Readonly<Record<RatedBlocker, RatingsKey>> = {
  guest: 'ratings.choice.why.guest',
  clock: 'ratings.choice.why.clock',
  people: 'ratings.choice.why.people',
  bots: 'ratings.choice.why.bots',
  fixed: 'ratings.choice.why.fixed',
};

export function RatedChoice(props: {
  /** What keeps the match from being rated, or null when it can be. */
  blocker: RatedBlocker | null;
  /** The player's choice, kept while the switch is unusable. */
  on: boolean;
  onChange: (on: boolean) => void;
  /** The page a sign-in comes back to. */
  back: Route;
}) {
  const t = useRatingsT();
  const { blocker } = props;
  return (
    <div className="rated-choice" data-testid="rated-choice" data-blocker={blocker ?? ''}>
      <label className="account-check">
        <input
          type="checkbox"
          checked={blocker === null && props.on}
          disabled={blocker !== null}
          onChange={(e) => props.onChange(e.target.checked)}
          data-testid="rated"
        />
        <span>
          {t('ratings.choice.label')}
          <span className="hint" data-testid="rated-why">
            {blocker === null ? t('ratings.choice.hint') : t(WHY[blocker])}
          </span>
        </span>
      </label>
      {blocker === 'guest' ? (
        <a className="btn btn-small" href={href({ name: 'signin', next: href(props.back) })}>
          {t('ratings.sign-in')}
        </a>
      ) : null}
    </div>
  );
}
