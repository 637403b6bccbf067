/** The table's menu (online, a seated player): resigning, behind a confirmation. */
import { useEffect, useRef, useState } from 'react';
import { Dialog } from '../ui/Dialog.tsx';
import { useTableT } from './i18n/index.ts';

export function TableMenu({ onResign }: { onResign: () => void }) {
  const t = useTableT();
  const [confirming, setConfirming] = useState(false);
  const menu = useRef<HTMLDetailsElement>(null);
  // A click elsewhere closes the menu, as menus do.
  useEffect(() => {
    const close = (e: PointerEvent) => {
      const el = menu.current;
      if (el?.open && !el.contains(e.target as Node)) el.open = false;
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, []);
  return (
    <>
      <details className="table-menu" ref={menu}>
        <summary className="btn btn-quiet btn-small" aria-label={t('menu.title')} title={t('menu.title')}>
          <span aria-hidden="true">⋯</span>
        </summary>
        <div className="table-menu-pop">
          <button
            type="button"
            className="btn btn-small"
            data-testid="resign"
            onClick={() => {
              if (menu.current) menu.current.open = false;
              setConfirming(true);
            }}
          >
            {t('resign.button')}
          </button>
        </div>
      </details>
      {confirming ? (
        <Dialog
          title={t('resign.title')}
          onClose={() => setConfirming(false)}
          footer={
            <>
              <button type="button" className="btn" onClick={() => setConfirming(false)}>
                {t('resign.cancel')}
              </button>
              <button
                type="button"
                className="btn btn-primary"
                data-testid="resign-confirm"
                onClick={() => {
                  setConfirming(false);
                  onResign();
                }}
              >
                {t('resign.button')}
              </button>
            </>
          }
        >
          <p data-testid="resign-body">{t('resign.body')}</p>
        </Dialog>
      ) : null}
    </>
  );
}
