/**
 * Your hand and bag, with Redraw and Pass (UI-DESIGN §3.2 hand tray). On a phone the tray also holds
 * "Cancel the selection" while a potion is picked: the tray is fixed at the screen's foot, so the
 * button appearing there moves none of the cards (the prompt keeps its own only on wider screens).
 */
import { type FourHumoursAction, type FourHumoursView, HUMOURS, type Humour } from '@boardhall/four-humours';
import type { ReactNode } from 'react';
import { useLocale } from '../../i18n/I18n.tsx';
import { findMulligan, findPass, handList, placeableHumours } from './builder.ts';
import { humourName, useFhT } from './text.ts';
import { HumourIcon, PotionToken } from './tokens.tsx';

export function HandTray({
  view,
  legal,
  picked,
  onPick,
  onSend,
  onRedraw,
  onCancel,
  cancelable,
  disabled,
  undo,
}: {
  view: FourHumoursView;
  legal: readonly FourHumoursAction[];
  picked: Humour | null;
  onPick: (h: Humour | null) => void;
  onSend: (a: FourHumoursAction) => void;
  onRedraw: () => void;
  /** Drops the picked potion (and a two-humour slot's open choice). */
  onCancel: () => void;
  /** A potion is picked, or a slot's humour is being chosen: there is something to cancel. */
  cancelable: boolean;
  disabled: boolean;
  undo: ReactNode;
}) {
  const t = useFhT();
  const locale = useLocale();
  const me = view.me;
  if (!me) return null;
  const hand = handList(me.hand);
  const placeable = placeableHumours(legal);
  const pass = findPass(legal);
  const mulligan = findMulligan(legal);
  const bagTotal = me.bag.C + me.bag.S + me.bag.M + me.bag.P;
  return (
    <section className="fh-hand-tray" aria-label={t('fh.your-hand')}>
      <div className="fh-hand">
        <h2 className="fh-section-title">{t('fh.your-hand')}</h2>
        <div className="fh-hand-potions">
          {hand.map((h, i) => {
            const can = placeable.has(h) && !disabled;
            const selected = picked === h && hand.indexOf(h) === i;
            const name = humourName(h, locale);
            return (
              <button
                // biome-ignore lint/suspicious/noArrayIndexKey: potions of one humour are interchangeable
                key={i}
                type="button"
                className={`fh-hand-potion ${selected ? 'is-selected' : ''}`}
                disabled={!can}
                aria-pressed={selected}
                aria-label={`${i + 1}: ${name}`}
                title={`${name} (${i + 1})`}
                data-humour={h}
                onClick={() => onPick(selected ? null : h)}
              >
                <svg width="48" height="48" viewBox="-24 -24 48 48" aria-hidden="true">
                  <PotionToken owner={me.seat} humour={h} look="public" r={20} />
                  {selected ? (
                    <g transform="translate(17,-17)">
                      <circle r="7" fill="#1F1D24" />
                      <path d="M-3,0 L-1,2.5 L3.5,-2.5" fill="none" stroke="#fff" strokeWidth="1.8" />
                    </g>
                  ) : null}
                </svg>
                <span className="fh-hand-key keys-hint">{i + 1}</span>
              </button>
            );
          })}
        </div>
      </div>
      <div className="fh-bag">
        <h2 className="fh-section-title">{t('fh.bag', { n: bagTotal })}</h2>
        <div className="fh-bag-counts">
          {HUMOURS.map((h) => (
            <span key={h} className="fh-bag-count" title={humourName(h, locale)}>
              <HumourIcon humour={h} size={20} title={humourName(h, locale)} />
              {me.bag[h]}
            </span>
          ))}
        </div>
      </div>
      <div className="fh-hand-actions">
        {cancelable ? (
          <button type="button" className="btn btn-quiet fh-hand-cancel" onClick={onCancel} data-testid="tray-cancel">
            ✕ {t('fh.cancel-selection')}
          </button>
        ) : null}
        {mulligan ? (
          <button type="button" className="btn" disabled={disabled} onClick={onRedraw} data-testid="redraw">
            {t('fh.action.mulligan')} <kbd>R</kbd>
          </button>
        ) : null}
        <button
          type="button"
          className="btn btn-primary"
          disabled={disabled || !pass}
          onClick={() => pass && onSend(pass)}
          data-testid="pass"
        >
          {t('fh.action.pass')} <kbd>P</kbd>
        </button>
        {undo}
      </div>
    </section>
  );
}
