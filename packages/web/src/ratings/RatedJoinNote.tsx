/**
 * The join page of a rated match: says that the result is rated, and either under which name the
 * signed-in player plays or, to a guest, that joining needs an account, with a sign-in that comes
 * back to this page.
 */
import { href } from '../app/router.ts';
import { useRatingsT } from './text/index.ts';

export function RatedJoinNote(props: {
  matchId: string;
  /** The seat the join link asked for, kept through the sign-in. */
  seat: number | null;
  /** The signed-in account's name; null for a guest. */
  account: string | null;
}) {
  const { matchId, seat, account } = props;
  const t = useRatingsT();
  return (
    <div className="banner banner-info rated-join" data-testid="rated-join">
      <span className="icon" aria-hidden="true">
        ★
      </span>
      <span className="rated-join-text">
        {t('ratings.join.rated')}{' '}
        {account !== null ? (
          t('ratings.join.as', { name: account })
        ) : (
          <strong data-testid="rated-needs-account">{t('ratings.join.needs-account')}</strong>
        )}
      </span>
      {account === null ? (
        <a
          className="btn btn-small btn-primary"
          href={href({ name: 'signin', next: href({ name: 'match', id: matchId, join: true, seat }) })}
          data-testid="rated-sign-in"
        >
          {t('ratings.sign-in')}
        </a>
      ) : null}
    </div>
  );
}
