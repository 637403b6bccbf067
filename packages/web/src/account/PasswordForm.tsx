/** Sets the account's password, or changes it (then the current one is asked for). */
import { passwordSchema } from '@boardhall/protocol';
import { useState } from 'react';
import { useLocale } from '../i18n/I18n.tsx';
import { FormNote } from './AccountLayout.tsx';
import { accountApi } from './api.ts';
import { accountErrorText } from './errors.ts';
import { useAccountT } from './text/index.ts';

export function PasswordForm({ hasPassword, onChanged }: { hasPassword: boolean; onChanged: () => void }) {
  const t = useAccountT();
  const locale = useLocale();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const [note, setNote] = useState<{ error?: string; ok?: string }>({});
  return (
    <form
      className="panel account-form"
      data-testid="password"
      onSubmit={(e) => {
        e.preventDefault();
        const ok = passwordSchema.safeParse(password).success;
        setTooShort(!ok);
        setNote({});
        if (!ok) return;
        accountApi.setPassword({ ...(hasPassword ? { current } : {}), password }).then(
          () => {
            setCurrent('');
            setPassword('');
            setNote({ ok: t('account.password.saved') });
            onChanged();
          },
          (err: unknown) => setNote({ error: accountErrorText(err, t, locale) }),
        );
      }}
    >
      <h2>{t('account.password')}</h2>
      <p className="hint">{hasPassword ? t('account.password.has') : t('account.password.none')}</p>
      {hasPassword ? (
        <label className="field">
          {t('account.password.current')}
          <input
            type="password"
            autoComplete="current-password"
            value={current}
            onChange={(e) => setCurrent(e.target.value)}
          />
        </label>
      ) : null}
      <label className="field">
        {t('account.password.new')}
        <input
          type="password"
          autoComplete="new-password"
          value={password}
          aria-invalid={tooShort}
          onChange={(e) => setPassword(e.target.value)}
        />
        <span className={tooShort ? 'field-error' : 'hint'}>{t('account.password-rules')}</span>
      </label>
      <button type="submit" className="btn" disabled={password === '' || (hasPassword && current === '')}>
        {hasPassword ? t('account.password.change') : t('account.password.set')}
      </button>
      <FormNote error={note.error ?? null} ok={note.ok ?? null} />
    </form>
  );
}
