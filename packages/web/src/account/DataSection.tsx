/** The account's data to take away (a JSON file), and its deletion after typing the name. */
import { useState } from 'react';
import { downloadText } from '../app/download.ts';
import { navigate } from '../app/router.ts';
import { useLocale } from '../i18n/I18n.tsx';
import { FormNote } from './AccountLayout.tsx';
import { accountApi } from './api.ts';
import { accountErrorText } from './errors.ts';
import { signedOut } from './store.ts';
import { useAccountT } from './text/index.ts';

export function DataSection({ name }: { name: string }) {
  const t = useAccountT();
  const locale = useLocale();
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const onError = (e: unknown) => setError(accountErrorText(e, t, locale));
  return (
    <>
      <section className="panel account-form" data-testid="data">
        <h2>{t('account.data')}</h2>
        <p className="hint">{t('account.data.hint')}</p>
        <button
          type="button"
          className="btn"
          data-testid="export"
          onClick={() => accountApi.exportText().then((text) => downloadText('boardhall-account.json', text), onError)}
        >
          {t('account.data.download')}
        </button>
      </section>
      <form
        className="panel account-form"
        data-testid="delete-account"
        onSubmit={(e) => {
          e.preventDefault();
          accountApi.deleteAccount({ confirm: confirm.trim() }).then(() => {
            signedOut();
            navigate({ name: 'home' });
          }, onError);
        }}
      >
        <h2>{t('account.delete')}</h2>
        <p className="hint">{t('account.delete.hint')}</p>
        <label className="field">
          {t('account.delete.type-name', { name })}
          <input
            type="text"
            autoComplete="off"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            data-testid="delete-confirm"
          />
        </label>
        <button type="submit" className="btn btn-danger" disabled={confirm.trim().normalize('NFC') !== name}>
          {t('account.delete.do')}
        </button>
        <FormNote error={error} />
      </form>
    </>
  );
}
