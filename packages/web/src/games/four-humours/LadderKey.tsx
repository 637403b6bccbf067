/**
 * The key to the compact resolution rules (`1 ⚡ =1 ★■ ≥2 ↩`, issue #15 item 3): every mark the
 * Ladder prints, in words. On the rules page as a list; at the table behind a "Key" button that
 * opens over the cards, so it moves nothing.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { FhKey } from './i18n/en.ts';
import { MARK } from './Ladder.tsx';
import { useFhT } from './text.ts';
import { HumourIcon } from './tokens.tsx';
import './ladder-key.css';

const ROWS: readonly (readonly [string, FhKey])[] = [
  [`${MARK.eq}1`, 'fh.key.eq'],
  [`${MARK.atLeast}2`, 'fh.key.at-least'],
  [MARK.win, 'fh.key.win'],
  [MARK.escape, 'fh.key.escape'],
  [MARK.discard, 'fh.key.discard'],
  [MARK.removed, 'fh.key.removed'],
  [MARK.stop, 'fh.key.stop'],
];

export function LadderKey() {
  const t = useFhT();
  return (
    <div className="fh-key-body">
      <p className="fh-key-example">
        <span className="fh-key-sample" aria-hidden="true">
          1 <HumourIcon humour="C" size={15} /> {MARK.eq}1 {MARK.win}
          {MARK.stop} {MARK.atLeast}2 {MARK.discard}
        </span>
        <span>{t('fh.key.example')}</span>
      </p>
      <dl className="fh-key-list">
        {ROWS.map(([mark, text]) => (
          <div key={mark} className="fh-key-row">
            <dt>{mark}</dt>
            <dd>{t(text)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** A small "Key" button beside a section title; the key opens under it, over what follows. */
export function LadderKeyButton() {
  const t = useFhT();
  const [open, setOpen] = useState(false);
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const outside = (e: PointerEvent) => {
      if (!box.current?.contains(e.target as Node)) setOpen(false);
    };
    const esc = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    window.addEventListener('pointerdown', outside);
    window.addEventListener('keydown', esc);
    return () => {
      window.removeEventListener('pointerdown', outside);
      window.removeEventListener('keydown', esc);
    };
  }, [open]);
  return (
    <div className="fh-key" ref={box}>
      <button
        type="button"
        className="fh-key-button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        data-testid="ladder-key-button"
      >
        {t('fh.key.button')} {open ? '▴' : '▾'}
      </button>
      {open ? (
        <div className="fh-key-pop" id={id} role="note" aria-label={t('fh.key.title')} data-testid="ladder-key">
          <strong className="fh-key-title">{t('fh.key.title')}</strong>
          <LadderKey />
        </div>
      ) : null}
    </div>
  );
}
