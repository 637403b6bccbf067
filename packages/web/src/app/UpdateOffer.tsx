import { useT } from '../i18n/I18n.tsx';
import { applyWaitingUpdate, useUpdateWaiting } from './service-worker.ts';

/**
 * A new version of the app is ready: a small strip at the bottom offering "Update". Nothing
 * reloads until the player presses it; a local game then resumes where it was (it is saved after
 * every move).
 */
export function UpdateOffer() {
  const t = useT();
  const waiting = useUpdateWaiting();
  if (!waiting) return null;
  return (
    <div className="banner banner-info update-offer" role="status" data-testid="update-offer">
      <span className="update-offer-text">{t('app.update.ready')}</span>
      <button
        type="button"
        className="btn btn-small btn-primary"
        data-testid="update-apply"
        onClick={applyWaitingUpdate}
      >
        {t('app.update.apply')}
      </button>
    </div>
  );
}
