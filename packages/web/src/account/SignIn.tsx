/** `#/signin`: with a passkey (no name needed: the passkeys are discoverable) or a name and password. */
import { useState } from 'react';
import { href } from '../app/router.ts';
import { useLocale } from '../i18n/I18n.tsx';
import { AccountLayout, FormNote } from './AccountLayout.tsx';
import { afterSignIn } from './after-sign-in.ts';
import { accountApi } from './api.ts';
import { accountErrorText } from './errors.ts';
import { passkeysSupported, signWithPasskey } from './passkeys.ts';
import { useAccountT } from './text/index.ts';

export default function SignIn({ next }: { next: string | null }) {
  const t = useAccountT();
  const locale = useLocale();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const passkeys = passkeysSupported();

  const run = async (work: () => Promise<void>) => {
    setError(null);
    setBusy(true);
    try {
      await work();
    } catch (e) {
      setError(accountErrorText(e, t, locale));
      setBusy(false);
    }
  };
  const withPasskey = () =>
    run(async () => {
      const { challengeId, options } = await accountApi.passkeySignInOptions();
      const response = await signWithPasskey(options);
      afterSignIn(await accountApi.passkeySignIn({ challengeId, response }), next);
    });
  const withPassword = () =>
    run(async () => {
      afterSignIn(await accountApi.signInWithPassword({ name: name.trim(), password }), next);
    });

  return (
    <AccountLayout title={t('account.sign-in')} lead={t('account.signin.lead')} testid="signin">
      <div className="panel account-form">
        {passkeys ? (
          <button
            type="button"
            className="btn btn-primary"
            disabled={busy}
            onClick={() => void withPasskey()}
            data-testid="signin-passkey"
          >
            {t('account.passkey.sign-in')}
          </button>
        ) : (
          <p className="hint">{t('account.passkey.unsupported')}</p>
        )}
        <form
          className="account-form"
          style={{ padding: 0 }}
          onSubmit={(e) => {
            e.preventDefault();
            void withPassword();
          }}
        >
          <h2>{passkeys ? t('account.signin.with-password') : t('account.sign-in')}</h2>
          <label className="field">
            {t('account.name')}
            <input
              type="text"
              name="username"
              autoComplete="username"
              value={name}
              maxLength={64}
              onChange={(e) => setName(e.target.value)}
              data-testid="signin-name"
            />
          </label>
          <label className="field">
            {t('account.password')}
            <input
              type="password"
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              data-testid="signin-password"
            />
          </label>
          <button
            type="submit"
            className="btn"
            disabled={busy || name.trim() === '' || password === ''}
            data-testid="signin-password-submit"
          >
            {t('account.sign-in')}
          </button>
        </form>
        <FormNote error={error} />
      </div>
      <p className="account-switch">
        {t('account.no-account')} <a href={href({ name: 'signup', next })}>{t('account.sign-up')}</a>
      </p>
    </AccountLayout>
  );
}
