import { useOnline } from '../app/connectivity.ts';
import { useT } from '../i18n/I18n.tsx';

/**
 * On a screen that needs the server (lobby lists, online matches, accounts, profiles, leaderboards):
 * a strip saying this needs a connection, while the device has none. It goes away by itself when
 * the connection returns, and the screen reloads what it could not fetch.
 */
export function OfflineNotice() {
  const t = useT();
  const online = useOnline();
  if (online) return null;
  return (
    <div className="banner banner-warn offline-notice" role="status" data-testid="offline-notice">
      <span className="icon" aria-hidden="true">
        ⚠
      </span>
      <span>{t('app.offline.notice')}</span>
    </div>
  );
}
