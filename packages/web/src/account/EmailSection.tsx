/**
 * The account's e-mail address and its turn e-mails (docs/protocol.md "Turn e-mails"): the address
 * and whether it is confirmed, a form to set or change it (a confirmation link goes to it), and
 * the switch for an e-mail when it is the player's turn, usable once the address is confirmed.
 * A server without SMTP offers none of it, and says so in one quiet line.
 */
import type { AccountResponse } from '@boardhall/protocol';
import { useState } from 'react';
import { useLocale } from '../i18n/I18n.tsx';
import { FormNote } from './AccountLayout.tsx';
import { accountApi } from './api.ts';
import { emailView, turnEmailsSwitchable, typedAddress } from './email.ts';
import { accountErrorText } from './errors.ts';
import { useAccountT } from './text/index.ts';

export function EmailSection({ account, onChanged }: { account: AccountResponse; onChanged: () => void }) {
  const t = useAccountT();
  const locale = useLocale();
  const view = emailView(account);
  const [draft, setDraft] = useState('');
  const [badAddress, setBadAddress] = useState(false);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ error?: string; ok?: string }>({});
  // The switch shows the player's click at once, until the account is read again.
  const [asked, setAsked] = useState<{ of: AccountResponse; on: boolean } | null>(null);
  const onError = (e: unknown) => setNote({ error: accountErrorText(e, t, locale) });

  if (view.kind === 'unavailable') {
    return (
      <p className="hint account-aside" data-testid="email-unavailable">
        {t('account.email.unavailable')}
      </p>
    );
  }

  const hasAddress = view.kind !== 'none';
  const switchable = turnEmailsSwitchable(view);
  return (
    <section className="panel account-form" data-testid="email">
      <h2>{t('account.email')}</h2>
      {hasAddress ? (
        <div className="account-email" data-testid="email-address" data-confirmed={view.kind === 'confirmed'}>
          <strong>{view.address}</strong>
          <span className={view.kind === 'confirmed' ? 'hint' : 'hint account-email-pending'}>
            {view.kind === 'confirmed' ? t('account.email.confirmed') : t('account.email.unconfirmed')}
          </span>
        </div>
      ) : (
        <p className="hint">{t('account.email.none')}</p>
      )}
      <form
        className="row"
        data-testid="email-form"
        // The browser's own check of type="email" would speak its language, not the player's.
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const address = typedAddress(draft);
          setBadAddress(address === null);
          setNote({});
          if (address === null) return;
          setBusy(true);
          accountApi
            .setEmail({ email: address })
            .then((settings) => {
              setDraft('');
              setNote({ ok: t('account.email.sent', { address: settings.email?.address ?? address }) });
              onChanged();
            }, onError)
            .finally(() => setBusy(false));
        }}
      >
        <label className="field">
          {t('account.email.address')}
          <input
            type="email"
            autoComplete="email"
            inputMode="email"
            maxLength={254}
            value={draft}
            aria-invalid={badAddress}
            aria-describedby="email-input-note"
            data-testid="email-input"
            onChange={(e) => setDraft(e.target.value)}
          />
        </label>
        <button type="submit" className="btn" disabled={busy || draft.trim() === ''} data-testid="email-submit">
          {hasAddress ? t('account.email.change') : t('account.email.set')}
        </button>
        {/* Under the field and its button, so the button stands level with the field. */}
        <span id="email-input-note" className={badAddress ? 'field-error row-note' : 'hint row-note'}>
          {badAddress ? t('account.error.bad-email') : t('account.email.address-hint')}
        </span>
      </form>
      <label className="account-check">
        <input
          type="checkbox"
          checked={asked?.of === account ? asked.on : view.turnEmails}
          disabled={busy || !switchable}
          data-testid="turn-emails"
          onChange={(e) => {
            const on = e.target.checked;
            setAsked({ of: account, on });
            setBusy(true);
            setNote({});
            accountApi
              .update({ turnEmails: on })
              .then(
                () => {
                  setNote({ ok: on ? t('account.email.turns-on') : t('account.email.turns-off') });
                  onChanged();
                },
                (err: unknown) => {
                  setAsked(null);
                  onError(err);
                },
              )
              .finally(() => setBusy(false));
          }}
        />
        <span>
          {t('account.email.turns')}
          {switchable ? null : <span className="hint">{t('account.email.turns-need-confirmed')}</span>}
        </span>
      </label>
      <FormNote error={note.error ?? null} ok={note.ok ?? null} />
    </section>
  );
}
