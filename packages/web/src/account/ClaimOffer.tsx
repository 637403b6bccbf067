/** After signing in: the seats this browser holds as a guest, offered to the account, and claimed. */
import { useState } from 'react';
import { navigate } from '../app/router.ts';
import { useLocale } from '../i18n/I18n.tsx';
import { ApiError } from '../session/api.ts';
import { onlineMatches } from '../session/storage.ts';
import { FormNote } from './AccountLayout.tsx';
import { accountApi } from './api.ts';
import { claimableSeats, claimSeats } from './claim.ts';
import { accountErrorText } from './errors.ts';
import { refreshGames } from './store.ts';
import { useAccountT } from './text/index.ts';

export function ClaimOffer({
  accountMatchIds,
  onDone,
}: {
  accountMatchIds: ReadonlySet<string>;
  /** What was claimed and what refused, in a sentence (or nothing, for "Not now"). */
  onDone: (note: string | null) => void;
}) {
  const t = useAccountT();
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const seats = claimableSeats(onlineMatches(), accountMatchIds);
  if (seats.length === 0) return null;
  const close = (note: string | null) => {
    onDone(note);
    navigate({ name: 'games', claim: false }, true);
  };
  return (
    <section className="panel account-form" data-testid="claim-offer">
      <h2>{t('account.claim.title')}</h2>
      <p>{t('account.claim.offer', { count: seats.length })}</p>
      <div className="row">
        <button
          type="button"
          className="btn btn-primary"
          disabled={busy}
          data-testid="claim"
          onClick={() => {
            setBusy(true);
            setError(null);
            claimSeats(seats, accountApi.claim).then(
              async (result) => {
                await refreshGames();
                const notes = [];
                if (result.claimed.length > 0) notes.push(t('account.claim.done', { count: result.claimed.length }));
                if (result.refused.length > 0) {
                  const first = result.refused[0];
                  const reason = accountErrorText(
                    new ApiError(first?.code ?? '', first?.message ?? '', 409),
                    t,
                    locale,
                  );
                  notes.push(t('account.claim.refused', { count: result.refused.length, reason }));
                }
                close(notes.join(' '));
              },
              (e: unknown) => {
                setBusy(false);
                setError(accountErrorText(e, t, locale));
              },
            );
          }}
        >
          {t('account.claim.do')}
        </button>
        <button type="button" className="btn" disabled={busy} onClick={() => close(null)}>
          {t('account.claim.not-now')}
        </button>
      </div>
      <FormNote error={error} />
    </section>
  );
}
