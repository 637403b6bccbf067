/** The account's display name and language (the client follows the language at once). */
import { displayNameSchema, type Language } from '@boardhall/protocol';
import { useState } from 'react';
import { useI18n } from '../i18n/I18n.tsx';
import { LOCALES } from '../i18n/types.ts';
import { FormNote } from './AccountLayout.tsx';
import { accountApi } from './api.ts';
import { accountErrorText } from './errors.ts';
import { setSession } from './store.ts';
import { useAccountT } from './text/index.ts';

const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', uk: 'Українська', ru: 'Русский' };

export function ProfileForm({ name, language, since }: { name: string; language: Language; since: string }) {
  const t = useAccountT();
  const { locale, setLocale, t: appT } = useI18n();
  const [draft, setDraft] = useState(name);
  const [nameWrong, setNameWrong] = useState(false);
  const [note, setNote] = useState<{ error?: string; ok?: string }>({});
  const save = (change: { name?: string; language?: Language }) => {
    setNote({});
    accountApi.update(change).then(
      (session) => {
        setSession(session);
        if (change.language) setLocale(change.language);
        setNote({ ok: t('account.saved') });
      },
      (e: unknown) => setNote({ error: accountErrorText(e, t, locale) }),
    );
  };
  return (
    <form
      className="panel account-form"
      data-testid="profile"
      onSubmit={(e) => {
        e.preventDefault();
        const parsed = displayNameSchema.safeParse(draft.trim());
        setNameWrong(!parsed.success);
        if (parsed.success) save({ name: parsed.data });
      }}
    >
      <h2>{t('account.profile')}</h2>
      <p className="hint">{since}</p>
      <label className="field">
        {t('account.name')}
        <input
          type="text"
          autoComplete="username"
          value={draft}
          maxLength={24}
          aria-invalid={nameWrong}
          onChange={(e) => setDraft(e.target.value)}
        />
        <span className={nameWrong ? 'field-error' : 'hint'}>{t('account.name-rules')}</span>
      </label>
      <button type="submit" className="btn" disabled={draft.trim() === name}>
        {t('account.save')}
      </button>
      <label className="field">
        {appT('app.language')}
        <select
          value={language}
          data-testid="account-language"
          onChange={(e) => {
            const next = LOCALES.find((l) => l === e.target.value);
            if (next) save({ language: next });
          }}
        >
          {LOCALES.map((l) => (
            <option key={l} value={l} lang={l}>
              {LANGUAGE_NAMES[l]}
            </option>
          ))}
        </select>
        <span className="hint">{t('account.language-hint')}</span>
      </label>
      <FormNote error={note.error ?? null} ok={note.ok ?? null} />
    </form>
  );
}
