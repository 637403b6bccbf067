import { useEffect, useState } from 'react';
import { useT } from '../i18n/I18n.tsx';
import type { SessionError } from '../session/types.ts';

/** The error toast (UI-DESIGN §4.4): the message, its code in monospace, 8 s, paused on hover or focus. */
export function ErrorToast({ error, describe }: { error: SessionError | null; describe: (e: SessionError) => string }) {
  const t = useT();
  const [shown, setShown] = useState<SessionError | null>(null);
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (error) setShown(error);
  }, [error]);
  useEffect(() => {
    if (!shown || paused) return;
    const timer = setTimeout(() => setShown(null), 8000);
    return () => clearTimeout(timer);
  }, [shown, paused]);
  if (!shown) return null;
  const text = describe(shown);
  return (
    <div className="toasts">
      <div
        className="toast"
        role="alert"
        onMouseEnter={() => setPaused(true)}
        onMouseLeave={() => setPaused(false)}
        onFocus={() => setPaused(true)}
        onBlur={() => setPaused(false)}
      >
        <span aria-hidden="true">⚠</span>
        <div>
          <div>{text}</div>
          <code>{shown.code}</code>
        </div>
        <div style={{ display: 'grid', gap: 4 }}>
          <button
            type="button"
            className="btn btn-quiet btn-small"
            onClick={() => void navigator.clipboard?.writeText(`${shown.code}: ${shown.message}`)}
          >
            {t('app.error.copy')}
          </button>
          <button type="button" className="btn btn-quiet btn-small" onClick={() => setShown(null)}>
            {t('app.close')}
          </button>
        </div>
      </div>
    </div>
  );
}
