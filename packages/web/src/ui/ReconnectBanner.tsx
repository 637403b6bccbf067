import { useEffect, useState } from 'react';
import { useT } from '../i18n/I18n.tsx';
import type { ConnectionState } from '../session/types.ts';

/**
 * Online: a warning strip while the connection is down, then "Connected" for 3 s; while another
 * window or device plays this seat, a note and the way to play here instead.
 */
export function ReconnectBanner({
  state,
  attempt,
  onRetry,
}: {
  state: ConnectionState;
  attempt: number;
  onRetry: () => void;
}) {
  const t = useT();
  const [wasDown, setWasDown] = useState(false);
  const [showOk, setShowOk] = useState(false);
  useEffect(() => {
    if (state === 'reconnecting' || state === 'closed') setWasDown(true);
    if (state === 'connected' && wasDown) {
      setWasDown(false);
      setShowOk(true);
      const timer = setTimeout(() => setShowOk(false), 3000);
      return () => clearTimeout(timer);
    }
  }, [state, wasDown]);
  if (state === 'replaced') {
    return (
      <div className="banner banner-info" role="status" data-testid="seat-elsewhere">
        <span className="icon" aria-hidden="true">
          ℹ
        </span>
        <span style={{ flex: 1 }}>{t('app.connection.replaced')}</span>
        <button type="button" className="btn btn-small" onClick={onRetry}>
          {t('app.connection.play-here')}
        </button>
      </div>
    );
  }
  if (state === 'reconnecting' || state === 'closed') {
    return (
      <div className="banner banner-warn" role="status">
        <span className="icon" aria-hidden="true">
          ⚠
        </span>
        <span style={{ flex: 1 }}>{t('app.connection.attempt', { n: Math.max(1, attempt) })}</span>
        <button type="button" className="btn btn-small" onClick={onRetry}>
          {t('app.connection.retry')}
        </button>
      </div>
    );
  }
  if (showOk) {
    return (
      <div className="banner banner-info" role="status">
        <span className="icon" aria-hidden="true">
          ✓
        </span>
        {t('app.connection.connected')}
      </div>
    );
  }
  return null;
}
