/** The in-app rules summary of Four Humours, in the current language. */
import { CITIZEN_HUMOURS, CITIZEN_TYPES, HUMOURS } from '@boardhall/four-humours';
import { useLocale } from '../../i18n/I18n.tsx';
import { useTouchOnly } from '../../ui/media.ts';
import type { FhKey } from './i18n/en.ts';
import { LadderKey } from './LadderKey.tsx';
import { citizenName, humourName, lower, useFhT } from './text.ts';
import { CitizenGlyph, HumourIcon } from './tokens.tsx';

/** Title, text, and the text for a touch-only screen where it differs (no keys, "tap"). */
const SECTIONS: readonly (readonly [FhKey, FhKey, FhKey?])[] = [
  ['fh.rules.humours', 'fh.rules.humours-text'],
  ['fh.rules.turn', 'fh.rules.turn-text'],
  ['fh.rules.round-end', 'fh.rules.round-end-text'],
  ['fh.rules.resolution', 'fh.rules.resolution-text'],
  ['fh.rules.animals', 'fh.rules.animals-text'],
  ['fh.rules.objectives', 'fh.rules.objectives-text'],
  ['fh.rules.end', 'fh.rules.end-text'],
  ['fh.rules.modes', 'fh.rules.modes-text'],
  ['fh.rules.screen', 'fh.rules.screen-text', 'fh.rules.screen-text-touch'],
];

export function RulesSummary() {
  const t = useFhT();
  const locale = useLocale();
  const touch = useTouchOnly();
  return (
    <div data-testid="rules">
      <p>{t('fh.rules.intro')}</p>
      <p style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
        {HUMOURS.map((h) => (
          <span key={h} style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
            <HumourIcon humour={h} size={24} />
            {humourName(h, locale)}
          </span>
        ))}
      </p>
      {SECTIONS.map(([title, text, touchText]) => (
        <section key={title}>
          <h2>{t(title)}</h2>
          <p>{t(touch && touchText ? touchText : text)}</p>
          {title === 'fh.rules.humours' ? (
            <ul className="fh-rules-citizens">
              {CITIZEN_TYPES.map((c) => (
                <li key={c}>
                  <svg width="22" height="22" viewBox="-11 -11 22 22" aria-hidden="true">
                    <CitizenGlyph citizen={c} />
                  </svg>
                  <strong>{citizenName(c, locale)}</strong>
                  {CITIZEN_HUMOURS[c].map((h) => (
                    <span key={h} className="fh-inline">
                      <HumourIcon humour={h} size={18} />
                      {lower(humourName(h, locale), locale)}
                    </span>
                  ))}
                </li>
              ))}
            </ul>
          ) : null}
          {title === 'fh.rules.resolution' ? (
            <section className="fh-rules-key" aria-label={t('fh.key.title')} data-testid="rules-ladder-key">
              <h3>{t('fh.key.title')}</h3>
              <LadderKey />
            </section>
          ) : null}
        </section>
      ))}
    </div>
  );
}
