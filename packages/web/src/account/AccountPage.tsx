/**
 * `#/account`: the signed-in player's account. Its name and language; its passkeys; its
 * password; its e-mail address and turn e-mails; where it is signed in; its data to take away;
 * its deletion.
 */
import type { AccountResponse } from '@boardhall/protocol';
import { useCallback, useEffect, useState } from 'react';
import { href } from '../app/router.ts';
import { useLocale, useT } from '../i18n/I18n.tsx';
import { MyProfileLink } from '../ratings/MyProfileLink.tsx';
import { ApiError } from '../session/api.ts';
import { AccountLayout, FormNote, SignInFirst } from './AccountLayout.tsx';
import { accountApi } from './api.ts';
import { DataSection } from './DataSection.tsx';
import { shortDate } from './dates.ts';
import { EmailSection } from './EmailSection.tsx';
import { accountErrorText } from './errors.ts';
import { PasskeyList } from './PasskeyList.tsx';
import { PasswordForm } from './PasswordForm.tsx';
import { ProfileForm } from './ProfileForm.tsx';
import { SessionList } from './SessionList.tsx';
import { SignOutButton } from './SignOutButton.tsx';
import { signedOut, useAccount } from './store.ts';
import { useAccountT } from './text/index.ts';

export default function AccountPage() {
  const t = useAccountT();
  const appT = useT();
  const locale = useLocale();
  const { status, account: signedIn } = useAccount();
  const [account, setAccount] = useState<AccountResponse | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(() => {
    accountApi.account().then(setAccount, (e: unknown) => {
      if (e instanceof ApiError && e.status === 401) signedOut();
      else setError(accountErrorText(e, t, locale));
    });
  }, [t, locale]);

  useEffect(() => {
    if (status === 'signed-in') load();
    else setAccount(null);
  }, [status, load]);

  return (
    <AccountLayout
      title={t('account.account')}
      lead={t('account.page.lead')}
      testid="account"
      actions={
        status === 'signed-in' ? (
          <>
            <a className="btn btn-small" href={href({ name: 'games', claim: false })}>
              {t('account.my-games')}
            </a>
            {signedIn ? <MyProfileLink name={signedIn.name} /> : null}
            <SignOutButton />
          </>
        ) : undefined
      }
    >
      <FormNote error={error} />
      {status === 'guest' ? (
        <SignInFirst note={t('account.signed-out-note')} signIn={t('account.sign-in')} />
      ) : account === null ? (
        error ? null : (
          <p className="empty-note">{appT('app.loading')}</p>
        )
      ) : (
        <>
          <ProfileForm
            key={`${signedIn?.name ?? account.name}`}
            name={signedIn?.name ?? account.name}
            language={signedIn?.language ?? account.language}
            since={t('account.since', { date: shortDate(account.createdAt, locale) })}
          />
          <PasskeyList account={account} onChanged={load} />
          <PasswordForm hasPassword={account.hasPassword} onChanged={load} />
          <EmailSection account={account} onChanged={load} />
          <SessionList sessions={account.sessions} />
          <DataSection name={signedIn?.name ?? account.name} />
        </>
      )}
    </AccountLayout>
  );
}
