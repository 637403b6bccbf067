/** A card's resolution rules as compact rows (`1 ⚡ =1 ★■ ≥2 ↩`), spelled out for screen readers and on hover. */
import type { Step, StepCase } from '@boardhall/four-humours';
import { useLocale } from '../../i18n/I18n.tsx';
import type { FhKey } from './i18n/en.ts';
import { humourName, lower, useFhT } from './text.ts';
import { HumourIcon } from './tokens.tsx';

export const EFFECT_MARK: Readonly<Record<StepCase['effect'], string>> = { win: '★', escape: '↗', discard: '↩' };

export function caseInWords(
  c: StepCase,
  next: number,
  t: (k: FhKey, p?: Record<string, string | number>) => string,
): string {
  const test = c.test.op === 'eq' ? t('fh.test.exactly', { n: c.test.n }) : t('fh.test.at-least', { n: c.test.n });
  const effect = t(`fh.effect.${c.effect}`);
  const flow = c.then === 'stop' ? t('fh.flow.stop') : t('fh.flow.continue', { n: next });
  return `${test} → ${effect}, ${flow}`;
}

export function Ladder({ steps, party = false }: { steps: readonly Step[]; party?: boolean }) {
  const t = useFhT();
  const locale = useLocale();
  return (
    <ol className="fh-ladder">
      {steps.map((s, i) => {
        const words = s.cases.map((c) => caseInWords(c, i + 2, t)).join('; ');
        const name = lower(humourName(s.humour, locale), locale);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a card's steps never change
          <li key={i} title={`${i + 1}. ${name}: ${words}`}>
            <span className="fh-ladder-n">{i + 1}</span>
            <HumourIcon humour={s.humour} size={15} />
            <span className="visually-hidden">
              {name}: {words}
            </span>
            <span aria-hidden="true" className="fh-ladder-cases">
              {s.cases.map((c, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a step's cases never change
                <span key={j} className="fh-case">
                  {c.test.op === 'eq' ? '=' : '≥'}
                  {c.test.n} {party && c.effect === 'discard' ? '✕' : EFFECT_MARK[c.effect]}
                  {c.then === 'stop' ? '■' : ''}
                </span>
              ))}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
