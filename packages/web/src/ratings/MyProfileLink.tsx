/** The signed-in player's way to their own public profile (account page and My games). */
import { href } from '../app/router.ts';
import { useRatingsT } from './text/index.ts';

export function MyProfileLink({ name }: { name: string }) {
  const t = useRatingsT();
  return (
    <a
      className="btn btn-small"
      href={href({ name: 'player', player: { kind: 'account', name } })}
      data-testid="my-profile"
    >
      {t('ratings.profile.mine')}
    </a>
  );
}
