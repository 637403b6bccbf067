/** The in-app rules summary of Tribes of the Wind, in the current language. */
import { ELEMENTS, FOREST_COLOURS } from '@boardhall/tribes-of-the-wind';
import { useLocale } from '../../i18n/I18n.tsx';
import { useTouchOnly } from '../../ui/media.ts';
import { CardBack, ColourGlyph, TILE_FILL } from './glyphs.tsx';
import type { TotwKey } from './i18n/en.ts';
import { colourName, elementName, useTotwT } from './text.ts';

/** Title, text, and the text for a touch-only screen where it differs (no keys, "tap"). */
const SECTIONS: readonly (readonly [TotwKey, TotwKey, TotwKey?])[] = [
  ['totw.rules.board', 'totw.rules.board-text'],
  ['totw.rules.turn', 'totw.rules.turn-text'],
  ['totw.rules.cards', 'totw.rules.cards-text'],
  ['totw.rules.effects', 'totw.rules.effects-text'],
  ['totw.rules.temple', 'totw.rules.temple-text'],
  ['totw.rules.village', 'totw.rules.village-text'],
  ['totw.rules.leaders', 'totw.rules.leaders-text'],
  ['totw.rules.end', 'totw.rules.end-text'],
  ['totw.rules.screen', 'totw.rules.screen-text', 'totw.rules.screen-text-touch'],
];

export function RulesSummary() {
  const t = useTotwT();
  const locale = useLocale();
  const touch = useTouchOnly();
  return (
    <div data-testid="rules">
      <p>{t('totw.rules.intro')}</p>
      <p style={{ display: 'flex', gap: 16, flexWrap: 'wrap', alignItems: 'center' }}>
        {ELEMENTS.map((e) => (
          <span key={e} style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
            <CardBack element={e} width={26} height={32} />
            {elementName(e, locale)}
          </span>
        ))}
      </p>
      <p style={{ display: 'flex', gap: 16, flexWrap: 'wrap', alignItems: 'center' }}>
        {FOREST_COLOURS.map((c) => (
          <span key={c} style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
            <span
              style={{
                display: 'inline-grid',
                placeItems: 'center',
                width: 30,
                height: 30,
                borderRadius: 5,
                border: '1.5px solid var(--ink)',
                background: TILE_FILL[c],
              }}
            >
              <ColourGlyph colour={c} size={18} />
            </span>
            {colourName(c, locale)}
          </span>
        ))}
      </p>
      {SECTIONS.map(([title, text, touchText]) => (
        <section key={title}>
          <h2>{t(title)}</h2>
          <p>{t(touch && touchText ? touchText : text)}</p>
        </section>
      ))}
    </div>
  );
}
