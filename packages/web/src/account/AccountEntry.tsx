/** The app bar's account entry: "Sign in" for a guest; the signed-in name (and the games waiting) otherwise. */
import { href } from '../app/router.ts';
import { useAccount } from './store.ts';
import { useAccountT } from './text/index.ts';
import { waitingGames } from './waiting.ts';

function PersonIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
      <circle cx="8" cy="5" r="3" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <path d="M2.5,14.5a5.5,5 0 0 1 11,0" fill="none" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}

export function AccountEntry() {
  const t = useAccountT();
  const { status, account, games } = useAccount();
  if (status === 'unknown') return null;
  if (!account) {
    return (
      <a
        className="btn btn-quiet btn-small account-entry"
        href={href({ name: 'signin', next: null })}
        data-testid="account-entry"
      >
        <PersonIcon />
        <span className="account-entry-text">{t('account.sign-in')}</span>
      </a>
    );
  }
  const waiting = games ? waitingGames(games).length : 0;
  const label = `${t('account.entry', { name: account.name })}${waiting > 0 ? ` · ${t('account.waiting', { count: waiting })}` : ''}`;
  return (
    <a
      className="btn btn-quiet btn-small account-entry"
      href={href({ name: 'games', claim: false })}
      data-testid="account-entry"
      aria-label={label}
      title={label}
    >
      <PersonIcon />
      <span className="account-entry-text">{account.name}</span>
      {waiting > 0 ? (
        <span className="account-badge" data-testid="waiting-count">
          {waiting}
        </span>
      ) : null}
    </a>
  );
}
