/**
 * A card's resolution rules as compact rows (`1 ⚡ =1 ★■ ≥2 ↩`), spelled out for screen readers, on
 * hover, and in place behind the (i) button (UI-DESIGN §3.2), which touch screens need.
 */
import type { Step, StepCase } from '@boardhall/four-humours';
import { useState } from 'react';
import { useLocale } from '../../i18n/I18n.tsx';
import type { FhKey } from './i18n/en.ts';
import { humourName, lower, useFhT } from './text.ts';
import { HumourIcon } from './tokens.tsx';

/** The marks of the compact rows; the key (LadderKey) explains each one. */
export const MARK = { eq: '=', atLeast: '≥', win: '★', escape: '↗', discard: '↩', removed: '✕', stop: '■' } as const;

/** A case's effect mark: at a party the discarded are removed from the game. */
export const effectMark = (effect: StepCase['effect'], party: boolean): string =>
  party && effect === 'discard' ? MARK.removed : MARK[effect];

export function caseInWords(
  c: StepCase,
  next: number,
  t: (k: FhKey, p?: Record<string, string | number>) => string,
  party = false,
): string {
  const test = c.test.op === 'eq' ? t('fh.test.exactly', { n: c.test.n }) : t('fh.test.at-least', { n: c.test.n });
  const effect = party && c.effect === 'discard' ? t('fh.outcome.removed') : t(`fh.effect.${c.effect}`);
  const flow = c.then === 'stop' ? t('fh.flow.stop') : t('fh.flow.continue', { n: next });
  return `${test} → ${effect}, ${flow}`;
}

export function Ladder({ steps, party = false }: { steps: readonly Step[]; party?: boolean }) {
  const t = useFhT();
  const locale = useLocale();
  const [spelled, setSpelled] = useState(false);
  return (
    <div className="fh-ladder-wrap">
      <button
        type="button"
        className="fh-ladder-info"
        aria-pressed={spelled}
        aria-label={t('fh.rules-in-words')}
        title={t('fh.rules-in-words')}
        onClick={() => setSpelled((v) => !v)}
      >
        i
      </button>
      <ol className="fh-ladder">
        {steps.map((s, i) => {
          const words = s.cases.map((c) => caseInWords(c, i + 2, t, party)).join('; ');
          const name = lower(humourName(s.humour, locale), locale);
          const cls = spelled ? 'fh-ladder-spelled' : undefined;
          const tip = spelled ? undefined : `${i + 1}. ${name}: ${words}`;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a card's steps never change
            <li key={i} className={cls} title={tip}>
              <span className="fh-ladder-n">{i + 1}</span>
              <HumourIcon humour={s.humour} size={15} />
              {spelled ? (
                <span className="fh-ladder-words">
                  {name}: {words}
                </span>
              ) : (
                <>
                  <span className="visually-hidden">
                    {name}: {words}
                  </span>
                  <span aria-hidden="true" className="fh-ladder-cases">
                    {s.cases.map((c, j) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: a step's cases never change
                      <span key={j} className="fh-case">
                        {c.test.op === 'eq' ? MARK.eq : MARK.atLeast}
                        {c.test.n} {effectMark(c.effect, party)}
                        {c.then === 'stop' ? MARK.stop : ''}
                      </span>
                    ))}
                  </span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
