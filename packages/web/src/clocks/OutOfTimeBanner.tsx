/** The viewer's own seat ran out of time: the bot plays it until the player takes it back. */
import { useTableT } from './i18n/index.ts';

export function OutOfTimeBanner({ onTakeBack }: { onTakeBack: () => void }) {
  const t = useTableT();
  return (
    <div className="banner banner-warn" role="status" data-testid="out-of-time">
      <span className="icon" aria-hidden="true">
        ⚠
      </span>
      <span style={{ flex: 1, minWidth: 0 }}>{t('clock.out-of-time-mine')}</span>
      <button type="button" className="btn btn-small" onClick={onTakeBack} data-testid="take-back">
        {t('clock.take-back')}
      </button>
    </div>
  );
}

/** After resigning: the player watches on. */
export function ResignedBanner() {
  const t = useTableT();
  return (
    <div className="banner banner-info" role="status" data-testid="resigned">
      <span className="icon" aria-hidden="true">
        ℹ
      </span>
      {t('resign.done')}
    </div>
  );
}
