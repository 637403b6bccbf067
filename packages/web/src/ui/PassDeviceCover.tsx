import { useEffect, useRef, useState } from 'react';
import { useT } from '../i18n/I18n.tsx';
import { SeatEmblem } from './seats.tsx';

/**
 * Hotseat: before another player on this device sees their secrets, an opaque cover names them.
 * The button arms after 600 ms so a double tap by the previous player cannot open it.
 */
export function PassDeviceCover({ seat, name, onReveal }: { seat: number; name: string; onReveal: () => void }) {
  const t = useT();
  const [armed, setArmed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    setArmed(false);
    const timer = setTimeout(() => setArmed(true), 600);
    return () => clearTimeout(timer);
  }, []);
  useEffect(() => {
    if (armed) button.current?.focus();
  }, [armed]);
  return (
    <div className="cover" role="dialog" aria-modal="true" aria-labelledby="cover-title">
      <div className="cover-card panel">
        <SeatEmblem seat={seat} size={56} patterned />
        <h2 id="cover-title">{t('app.hotseat.cover', { player: name })}</h2>
        <p className="hint">{t('app.hotseat.hidden')}</p>
        <button ref={button} type="button" className="btn btn-primary" disabled={!armed} onClick={onReveal}>
          {t('app.hotseat.reveal', { player: name })}
        </button>
      </div>
    </div>
  );
}
