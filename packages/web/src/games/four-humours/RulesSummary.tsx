/** The in-app rules summary of Four Humours, in the current language. */
import type { Humour } from '@boardhall/four-humours';
import { useLocale } from '../../i18n/I18n.tsx';
import type { FhKey } from './i18n/en.ts';
import { humourName, useFhT } from './text.ts';
import { HumourIcon } from './tokens.tsx';

const SECTIONS: readonly (readonly [FhKey, FhKey])[] = [
  ['fh.rules.humours', 'fh.rules.humours-text'],
  ['fh.rules.turn', 'fh.rules.turn-text'],
  ['fh.rules.round-end', 'fh.rules.round-end-text'],
  ['fh.rules.resolution', 'fh.rules.resolution-text'],
  ['fh.rules.animals', 'fh.rules.animals-text'],
  ['fh.rules.objectives', 'fh.rules.objectives-text'],
  ['fh.rules.end', 'fh.rules.end-text'],
  ['fh.rules.modes', 'fh.rules.modes-text'],
  ['fh.rules.screen', 'fh.rules.screen-text'],
];

export function RulesSummary() {
  const t = useFhT();
  const locale = useLocale();
  return (
    <div data-testid="rules">
      <p>{t('fh.rules.intro')}</p>
      <p style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
        {(['C', 'S', 'M', 'P'] as Humour[]).map((h) => (
          <span key={h} style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
            <HumourIcon humour={h} size={24} />
            {humourName(h, locale)}
          </span>
        ))}
      </p>
      {SECTIONS.map(([title, text]) => (
        <section key={title}>
          <h2>{t(title)}</h2>
          <p>{t(text)}</p>
        </section>
      ))}
    </div>
  );
}
