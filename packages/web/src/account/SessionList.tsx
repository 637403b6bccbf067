/** Where the account is signed in, and "sign out everywhere". */
import type { SessionInfo } from '@boardhall/protocol';
import { useState } from 'react';
import { navigate } from '../app/router.ts';
import { useLocale } from '../i18n/I18n.tsx';
import { FormNote } from './AccountLayout.tsx';
import { accountApi } from './api.ts';
import { browserName } from './browser-name.ts';
import { shortDate } from './dates.ts';
import { accountErrorText } from './errors.ts';
import { signedOut } from './store.ts';
import { useAccountT } from './text/index.ts';

export function SessionList({ sessions }: { sessions: readonly SessionInfo[] }) {
  const t = useAccountT();
  const locale = useLocale();
  const [error, setError] = useState<string | null>(null);
  return (
    <section className="panel account-form" data-testid="sessions">
      <h2>{t('account.sessions')}</h2>
      <ul className="account-list">
        {sessions.map((s) => (
          <li key={`${s.createdAt}:${s.userAgent ?? ''}`}>
            <div className="what">
              <strong title={s.userAgent ?? undefined}>
                {(s.userAgent && browserName(s.userAgent)) ?? t('account.session.unknown')}
                {s.current ? ` · ${t('account.session.this')}` : ''}
              </strong>
              <span className="hint">
                {t('account.session.times', {
                  date: shortDate(s.createdAt, locale),
                  seen: shortDate(s.lastSeenAt, locale),
                })}
              </span>
            </div>
          </li>
        ))}
      </ul>
      <p className="hint">{t('account.sign-out-everywhere-hint')}</p>
      <button
        type="button"
        className="btn"
        data-testid="sign-out-everywhere"
        onClick={() =>
          accountApi.signOutEverywhere().then(
            () => {
              signedOut();
              navigate({ name: 'home' });
            },
            (e: unknown) => setError(accountErrorText(e, t, locale)),
          )
        }
      >
        {t('account.sign-out-everywhere')}
      </button>
      <FormNote error={error} />
    </section>
  );
}
