/** The account's passkeys with their labels: add one, rename one, remove one (never the last way in). */
import { type AccountResponse, type PasskeyInfo, passkeyLabelSchema } from '@boardhall/protocol';
import { useState } from 'react';
import { useLocale } from '../i18n/I18n.tsx';
import { FormNote } from './AccountLayout.tsx';
import { accountApi } from './api.ts';
import { shortDate } from './dates.ts';
import { accountErrorText } from './errors.ts';
import { createPasskey, passkeysSupported } from './passkeys.ts';
import { useAccountT } from './text/index.ts';

function PasskeyRow(props: { passkey: PasskeyInfo; onChanged: () => void; onError: (e: unknown) => void }) {
  const { passkey, onChanged, onError } = props;
  const t = useAccountT();
  const locale = useLocale();
  const [editing, setEditing] = useState(false);
  const [label, setLabel] = useState(passkey.label);
  const used = passkey.lastUsedAt
    ? t('account.passkey.used', { date: shortDate(passkey.lastUsedAt, locale) })
    : t('account.passkey.never-used');
  if (editing) {
    return (
      <li data-testid="passkey">
        <form
          className="row"
          style={{ flex: 1 }}
          onSubmit={(e) => {
            e.preventDefault();
            const parsed = passkeyLabelSchema.safeParse(label);
            if (!parsed.success) return;
            accountApi.renamePasskey(passkey.id, { label: parsed.data }).then(() => {
              setEditing(false);
              onChanged();
            }, onError);
          }}
        >
          <label className="field">
            {t('account.passkey.label')}
            <input type="text" value={label} maxLength={40} onChange={(e) => setLabel(e.target.value)} />
          </label>
          <button type="submit" className="btn btn-small" disabled={label.trim() === ''}>
            {t('account.save')}
          </button>
        </form>
      </li>
    );
  }
  return (
    <li data-testid="passkey">
      <div className="what">
        <strong>{passkey.label}</strong>
        <span className="hint">
          {t('account.passkey.added', { date: shortDate(passkey.createdAt, locale) })} · {used}
        </span>
      </div>
      <div className="actions">
        <button type="button" className="btn btn-small" onClick={() => setEditing(true)}>
          {t('account.passkey.rename')}
        </button>
        <button
          type="button"
          className="btn btn-small btn-danger"
          onClick={() => accountApi.removePasskey(passkey.id).then(onChanged, onError)}
        >
          ✕ <span>{t('account.passkey.remove')}</span>
        </button>
      </div>
    </li>
  );
}

export function PasskeyList({ account, onChanged }: { account: AccountResponse; onChanged: () => void }) {
  const t = useAccountT();
  const locale = useLocale();
  const [label, setLabel] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const onError = (e: unknown) => setError(accountErrorText(e, t, locale));
  return (
    <section className="panel account-form" data-testid="passkeys">
      <h2>{t('account.passkeys')}</h2>
      {account.passkeys.length === 0 ? <p className="hint">{t('account.passkey.none')}</p> : null}
      <ul className="account-list">
        {account.passkeys.map((p) => (
          <PasskeyRow
            key={`${p.id}:${p.label}`}
            passkey={p}
            onChanged={() => {
              setError(null);
              onChanged();
            }}
            onError={onError}
          />
        ))}
      </ul>
      {passkeysSupported() ? (
        <form
          className="row"
          onSubmit={(e) => {
            e.preventDefault();
            setBusy(true);
            setError(null);
            const chosen = label.trim() || t('account.passkey.default-label');
            accountApi
              .addPasskeyOptions()
              .then(async ({ challengeId, options }) => {
                const response = await createPasskey(options);
                await accountApi.addPasskey({ challengeId, response, label: chosen });
                setLabel('');
                onChanged();
              })
              .catch(onError)
              .finally(() => setBusy(false));
          }}
        >
          <label className="field">
            {t('account.passkey.label')}
            <input type="text" value={label} maxLength={40} onChange={(e) => setLabel(e.target.value)} />
            <span className="hint">{t('account.passkey.label-hint')}</span>
          </label>
          <button type="submit" className="btn" disabled={busy}>
            {t('account.passkey.add')}
          </button>
        </form>
      ) : (
        <p className="hint">{t('account.passkey.unsupported')}</p>
      )}
      <FormNote error={error} />
    </section>
  );
}
