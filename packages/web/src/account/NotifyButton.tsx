/** The one place that asks for notifications: a button the player presses (never on page load). */
import { useState } from 'react';
import { disableNotify, enableNotify, type NotifyState, notifyState } from './notify.ts';
import { useAccountT } from './text/index.ts';

export function NotifyButton() {
  const t = useAccountT();
  const [state, setState] = useState<NotifyState>(notifyState);
  return <div className="account-notify">{body()}</div>;

  function body() {
    if (state === 'unsupported') return <p className="hint">{t('account.notify.unsupported')}</p>;
    if (state === 'blocked') return <p className="hint">{t('account.notify.blocked')}</p>;
    if (state === 'on')
      return (
        <button
          type="button"
          className="btn btn-small"
          aria-pressed="true"
          data-testid="notify"
          title={t('account.notify.off')}
          onClick={() => setState(disableNotify())}
        >
          ✓ {t('account.notify.on')}
        </button>
      );
    return (
      <button
        type="button"
        className="btn btn-small"
        aria-pressed="false"
        data-testid="notify"
        onClick={() => void enableNotify().then(setState)}
      >
        {t('account.notify.enable')}
      </button>
    );
  }
}
