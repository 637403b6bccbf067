/** `#/signup`: a new account, with a passkey first or a name and password, the name's rules shown. */
import { displayNameSchema, passwordSchema } from '@boardhall/protocol';
import { useState } from 'react';
import { href } from '../app/router.ts';
import { useLocale } from '../i18n/I18n.tsx';
import { AccountLayout, FormNote } from './AccountLayout.tsx';
import { afterSignIn } from './after-sign-in.ts';
import { accountApi } from './api.ts';
import { accountErrorText } from './errors.ts';
import { createPasskey, passkeysSupported } from './passkeys.ts';
import { useAccountT } from './text/index.ts';

type Method = 'passkey' | 'password';

export default function SignUp({ next }: { next: string | null }) {
  const t = useAccountT();
  const locale = useLocale();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [nameWrong, setNameWrong] = useState(false);
  const [passwordWrong, setPasswordWrong] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const passkeys = passkeysSupported();

  const submit = async (method: Method) => {
    setError(null);
    const nameOk = displayNameSchema.safeParse(name.trim());
    const passwordOk = method === 'passkey' || passwordSchema.safeParse(password).success;
    setNameWrong(!nameOk.success);
    setPasswordWrong(!passwordOk);
    if (!nameOk.success || !passwordOk) return;
    setBusy(true);
    try {
      if (method === 'password') {
        afterSignIn(await accountApi.signUpWithPassword({ name: nameOk.data, password, language: locale }), next);
        return;
      }
      const { challengeId, options } = await accountApi.passkeySignUpOptions({ name: nameOk.data, language: locale });
      const response = await createPasskey(options);
      afterSignIn(
        await accountApi.passkeySignUp({ challengeId, response, label: t('account.passkey.default-label') }),
        next,
      );
    } catch (e) {
      setError(accountErrorText(e, t, locale));
      setBusy(false);
    }
  };

  return (
    <AccountLayout title={t('account.sign-up')} lead={t('account.signup.lead')} testid="signup">
      <form
        className="panel account-form"
        onSubmit={(e) => {
          e.preventDefault();
          // Enter in a field: the password when one is typed, else the passkey.
          const submitter = (e.nativeEvent as SubmitEvent).submitter;
          const chosen = submitter?.dataset.method;
          void submit(
            chosen === 'passkey' || chosen === 'password' ? chosen : password || !passkeys ? 'password' : 'passkey',
          );
        }}
      >
        <label className="field">
          {t('account.name')}
          <input
            type="text"
            name="username"
            autoComplete="username"
            value={name}
            maxLength={24}
            aria-invalid={nameWrong}
            onChange={(e) => setName(e.target.value)}
            data-testid="signup-name"
          />
          <span className={nameWrong ? 'field-error' : 'hint'}>{t('account.name-rules')}</span>
        </label>
        {passkeys ? (
          <>
            <p className="hint">{t('account.passkey.explain')}</p>
            <button
              type="submit"
              className="btn btn-primary"
              data-method="passkey"
              disabled={busy}
              data-testid="signup-passkey"
            >
              {t('account.passkey.create')}
            </button>
          </>
        ) : (
          <p className="hint">{t('account.passkey.unsupported')}</p>
        )}
        <h2>{t('account.or-password')}</h2>
        <label className="field">
          {t('account.password')}
          <input
            type="password"
            name="new-password"
            autoComplete="new-password"
            value={password}
            aria-invalid={passwordWrong}
            onChange={(e) => setPassword(e.target.value)}
            data-testid="signup-password"
          />
          <span className={passwordWrong ? 'field-error' : 'hint'}>{t('account.password-rules')}</span>
        </label>
        <button
          type="submit"
          className={passkeys ? 'btn' : 'btn btn-primary'}
          data-method="password"
          disabled={busy}
          data-testid="signup-password-submit"
        >
          {t('account.password.create')}
        </button>
        <FormNote error={error} />
      </form>
      <p className="account-switch">
        {t('account.have-account')} <a href={href({ name: 'signin', next })}>{t('account.sign-in')}</a>
      </p>
    </AccountLayout>
  );
}
