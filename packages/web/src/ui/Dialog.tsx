import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useT } from '../i18n/I18n.tsx';

/** A modal dialog: focus moves in, Esc closes (when closable), the page behind is inert. */
export function Dialog({
  title,
  onClose,
  children,
  footer,
  className,
}: {
  title: ReactNode;
  onClose?: () => void;
  children: ReactNode;
  footer?: ReactNode;
  className?: string;
}) {
  const t = useT();
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    const previous = document.activeElement as HTMLElement | null;
    el?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && onClose) {
        e.preventDefault();
        onClose();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [onClose]);
  return (
    <div className="overlay">
      <div
        ref={ref}
        className={`dialog ${className ?? ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={id}
        tabIndex={-1}
      >
        <div className="dialog-head">
          <h2 id={id}>{title}</h2>
          {onClose ? (
            <button type="button" className="btn btn-quiet btn-icon" onClick={onClose} aria-label={t('app.close')}>
              ✕
            </button>
          ) : null}
        </div>
        {children}
        {footer ? <div className="dialog-foot">{footer}</div> : null}
      </div>
    </div>
  );
}
