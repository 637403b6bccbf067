/** Signs this browser out; the seats it played stay the account's, and the lobby is next. */
import { useState } from 'react';
import { navigate } from '../app/router.ts';
import { accountApi } from './api.ts';
import { signedOut } from './store.ts';
import { useAccountT } from './text/index.ts';

export function SignOutButton() {
  const t = useAccountT();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className="btn btn-small btn-quiet"
      disabled={busy}
      data-testid="sign-out"
      onClick={() => {
        setBusy(true);
        // Signed out here even when the server cannot be told: its session then ends on its own.
        accountApi
          .signOut()
          .catch(() => undefined)
          .finally(() => {
            signedOut();
            navigate({ name: 'home' });
          });
      }}
    >
      {t('account.sign-out')}
    </button>
  );
}
