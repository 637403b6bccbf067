/**
 * The shared supply (UI-DESIGN §3.5 top strip): the element row with the deck and discard, the
 * forest market with the stack top and your costs, and the village row.
 */
import { CAT, ELEMENTS, type Element, type PlantCostHint, type TotwView } from '@boardhall/tribes-of-the-wind';
import { useLocale } from '../../i18n/I18n.tsx';
import type { Locale } from '../../i18n/types.ts';
import type { Target } from './Board.tsx';
import { BonusIcons } from './Board.tsx';
import { EffectChips } from './card-art.tsx';
import { useCards } from './edition.tsx';
import { CardBack, ColourGlyph, EffectIcon, ElementGlyph, TILE_INK } from './glyphs.tsx';
import { colourName, contentName, effectsLabel, elementName, namedId, taskLabel, useTotwT } from './text.ts';
import { TileArt } from './tile-art.tsx';
import { VillageBanner, VillageFoot } from './village-art.tsx';

const lower = (s: string, l: string) => s.toLocaleLowerCase(l);

/** Counts of each element as glyph × n (colour-blind safe: the glyph says which). */
export function ElementCounts({ backs }: { backs: readonly (Element | null)[] }) {
  const locale = useLocale();
  const counts: Record<Element, number> = { water: 0, fire: 0, earth: 0, wind: 0 };
  for (const b of backs) if (b) counts[b]++;
  return (
    <span className="tw-counts">
      {ELEMENTS.map((e) => (
        <span key={e} className="tw-count" title={`${elementName(e, locale)}: ${counts[e]}`}>
          <ElementGlyph element={e} size={14} />
          {counts[e]}
        </span>
      ))}
    </span>
  );
}

export function ElementRowPanel({
  view,
  targets,
  deckTarget,
  neighbourSide,
}: {
  view: TotwView;
  targets: ReadonlyMap<number, Target>;
  deckTarget: Target | null;
  /** With two players the row is a neighbour: which side. */
  neighbourSide: 'left' | 'right' | null;
}) {
  const t = useTotwT();
  const locale = useLocale();
  const top = view.discard.cards[view.discard.cards.length - 1];
  return (
    <section className="tw-panel tw-row-panel" aria-label={t('totw.element-row')} data-testid="element-row">
      <h2 className="tw-title">
        {t('totw.element-row')}
        {neighbourSide ? (
          <span className="tw-neighbour-tag">
            {neighbourSide === 'left' ? '◀ ' : ''}
            {t(neighbourSide === 'left' ? 'totw.row-is-neighbour-left' : 'totw.row-is-neighbour-right')}
            {neighbourSide === 'right' ? ' ▶' : ''}
          </span>
        ) : (
          <span className="hint">{t('totw.row-not-neighbour', { n: view.players })}</span>
        )}
      </h2>
      <div className="tw-row-cards">
        {view.row.map((e, slot) => {
          const target = targets.get(slot);
          const label = e ? t('totw.element-row-slot', { n: slot + 1, el: elementName(e, locale) }) : '';
          if (!e) {
            // biome-ignore lint/suspicious/noArrayIndexKey: row slots are positions
            return <span key={slot} className="tw-back-slot is-empty" />;
          }
          return target ? (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: row slots are positions
              key={slot}
              type="button"
              className="tw-back-slot is-target"
              onClick={target.onPick}
              aria-label={target.label}
              title={target.label}
              data-target="row"
              data-slot={slot}
            >
              <CardBack element={e} width={36} height={44} />
            </button>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: row slots are positions
            <span key={slot} className="tw-back-slot" role="img" aria-label={label} title={label} data-slot={slot}>
              <CardBack element={e} width={36} height={44} />
            </span>
          );
        })}
        <span className="tw-deck">
          {deckTarget ? (
            <button
              type="button"
              className="tw-back-slot is-target"
              onClick={deckTarget.onPick}
              aria-label={deckTarget.label}
              title={deckTarget.label}
              data-target="deck"
            >
              <DeckBack top={view.deck.top} />
            </button>
          ) : (
            <span className="tw-back-slot">
              <DeckBack top={view.deck.top} />
            </span>
          )}
        </span>
      </div>
      <p className="tw-deck-text">
        {t('totw.deck-count', { n: view.deck.size })} ·{' '}
        {view.deck.top
          ? t('totw.deck-top', { el: lower(elementName(view.deck.top, locale), locale) })
          : t('totw.deck-top-hidden')}
        <br />
        {t('totw.discard-count', { n: view.discard.size })}
        {top ? (
          <>
            {/* Named so the last moves can outline the card just discarded (issue #15 item 2); on a
                line of its own, so the outline covers no other text (issue #39 item 3). */}
            <span className="tw-discard-top" data-discard-top={top}>
              {t('totw.discard-top', { card: namedId(top, locale) })}
            </span>
          </>
        ) : null}
      </p>
    </section>
  );
}

function DeckBack({ top }: { top: Element | null }) {
  return top ? (
    <span className="tw-deck-stack">
      <CardBack element={top} width={36} height={44} />
    </span>
  ) : (
    <svg width="36" height="44" viewBox="0 0 36 44" aria-hidden="true">
      <rect x="1" y="1" width="34" height="42" rx="5" fill="#EAE5DA" stroke="#1F1D24" strokeWidth="1.5" />
      <text x="18" y="28" textAnchor="middle" fontSize="16" fill="#55525E">
        ?
      </text>
    </svg>
  );
}

/** A forest tile as sold in the market: colour, texture, glyph, code, bonuses, slots. */
export function TileMini({ tile, size = 64 }: { tile: string; size?: number }) {
  const def = CAT.forest.get(tile);
  if (!def) return null;
  const ink = TILE_INK[def.colour];
  return (
    <span className="tw-tile-mini" style={{ width: size, height: size + 8 }}>
      <TileArt colour={def.colour} band={26} />
      <span className="tw-tile-mini-top" style={{ color: ink }}>
        <ColourGlyph colour={def.colour} size={13} />
        <span className="tw-art-code">{tile}</span>
      </span>
      <BonusIcons tile={tile} ink={ink} />
      <span className="tw-slots tw-slots-mini">
        {Array.from({ length: def.slots }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: slots are positions
          <span key={i} className="tw-slot" />
        ))}
      </span>
    </span>
  );
}

/** A tile's name under its picture in the market (three lines at most, the whole in the title). */
function TileCaption({ tile, locale }: { tile: string; locale: Locale }) {
  const name = contentName(tile, locale);
  return (
    <span className="tw-tile-caption" title={name}>
      {name}
    </span>
  );
}

export function ForestMarket({
  view,
  costs,
  targets,
  selected,
}: {
  view: TotwView;
  costs: readonly PlantCostHint[];
  targets: ReadonlyMap<number, Target>;
  selected: number | null;
}) {
  const t = useTotwT();
  const locale = useLocale();
  const entry = (slot: number, tile: string | null) => {
    const key = slot < 0 ? 'stack' : `m${slot}`;
    if (tile === null) {
      return (
        <span key={key} className="tw-market-slot is-empty">
          <span className="tw-tile-mini is-empty">{slot < 0 ? t('totw.stack-empty') : t('totw.market-empty')}</span>
        </span>
      );
    }
    const def = CAT.forest.get(tile);
    const cost = costs.find((c) => c.slot === slot);
    const target = targets.get(slot);
    const colour = def ? lower(colourName(def.colour, locale), locale) : '';
    const label = def
      ? t('totw.tile-label', {
          id: namedId(tile, locale),
          colour,
          slots: def.slots,
          cost: def.waterCost,
          bonuses: effectsLabel(def.bonuses, locale, true),
        })
      : tile;
    const body = (
      <>
        <TileMini tile={tile} size={58} />
        <TileCaption tile={tile} locale={locale} />
        <span className="tw-cost">
          <EffectIcon kind="water" size={12} />
          {def?.waterCost ?? '?'}
          {cost && cost.cost !== cost.printed ? (
            <span className="tw-cost-now">{t('totw.cost-now', { n: cost.cost })}</span>
          ) : null}
          {slot < 0 ? <span className="tw-stack-tag"> · {lower(t('totw.forest-stack'), locale)}</span> : null}
        </span>
      </>
    );
    const cls = `tw-market-slot ${target ? 'is-target' : ''} ${selected === slot ? 'is-selected' : ''}`;
    return target ? (
      <button
        key={key}
        type="button"
        className={cls}
        onClick={target.onPick}
        aria-label={`${target.label} — ${label}`}
        title={label}
        data-target="market"
        data-tile={tile}
      >
        {body}
      </button>
    ) : (
      <span key={key} className={cls} role="img" aria-label={label} title={label} data-tile={tile}>
        {body}
      </span>
    );
  };
  return (
    <section className="tw-panel tw-market-panel" aria-label={t('totw.forest-market')} data-testid="market">
      <h2 className="tw-title">
        {t('totw.forest-market')}
        <span className="hint">
          {t('totw.stack-count', { n: view.stack.size })}
          {!view.config.forestStackTopTakeable ? ` · ${t('totw.stack-not-for-sale')}` : ''}
        </span>
      </h2>
      <div className="tw-market">
        {view.market.map((tile, slot) => entry(slot, tile))}
        <span className="tw-market-divider" aria-hidden="true" />
        {entry(-1, view.stack.top)}
      </div>
    </section>
  );
}

export function VillageRow({
  view,
  targets,
  selected,
}: {
  view: TotwView;
  targets: ReadonlyMap<number, Target>;
  selected: number | null;
}) {
  const t = useTotwT();
  const locale = useLocale();
  return (
    <section className="tw-panel tw-village-panel" aria-label={t('totw.village-row')} data-testid="village-row">
      <h2 className="tw-title">
        {t('totw.village-row')}{' '}
        <span className="hint">{t('totw.village-deck-count', { n: view.villageDeckSize })}</span>
      </h2>
      <div className="tw-village-cards">
        {view.villageRow.map((id, slot) => {
          if (id === null) {
            // biome-ignore lint/suspicious/noArrayIndexKey: row slots are positions
            return <span key={slot} className="tw-vcard is-empty" />;
          }
          return (
            <VillageCardView
              // biome-ignore lint/suspicious/noArrayIndexKey: row slots are positions
              key={slot}
              id={id}
              target={targets.get(slot) ?? null}
              selected={selected === slot}
              locale={locale}
            />
          );
        })}
      </div>
    </section>
  );
}

export function VillageCardView({
  id,
  target,
  selected,
  locale,
  status,
}: {
  id: string;
  target: Target | null;
  selected: boolean;
  locale: string;
  /** A tucked card's live status. */
  status?: boolean | null;
}) {
  const kind = status === undefined ? 'village-card' : 'tucked';
  const t = useTotwT();
  const card = useCards().villages.get(id);
  if (!card) return null;
  const loc = locale as 'en' | 'uk' | 'ru';
  const task = taskLabel(card.task, loc);
  const now = effectsLabel(card.immediate, loc);
  const name = contentName(id, loc);
  const label = `${name} (${id}): ${t('totw.tuck-task', { task, vp: card.vp })}; ${t('totw.use-now-effects', { effects: now })}`;
  const body = (
    <>
      <VillageBanner id={id} locale={loc} />
      <span className="tw-vcard-task">{task}</span>
      {status === undefined ? (
        <span className="tw-vcard-now">
          <span className="hint">{t('totw.use-now')}:</span>
        </span>
      ) : null}
      <VillageFoot id={id} vp={card.vp} vpLabel={t('totw.vp', { n: card.vp })}>
        {status === undefined ? (
          <EffectChips effects={card.immediate} locale={loc} />
        ) : status === true ? (
          <span className="tw-ok">✓</span>
        ) : status === false ? (
          <span className="tw-no">✕</span>
        ) : null}
      </VillageFoot>
    </>
  );
  const cls = `tw-vcard ${target ? 'is-target' : ''} ${selected ? 'is-selected' : ''}`;
  return target ? (
    <button
      type="button"
      className={cls}
      onClick={target.onPick}
      aria-label={`${target.label} — ${label}`}
      title={label}
      data-target={kind}
      data-vcard={id}
    >
      {body}
    </button>
  ) : (
    <span className={cls} role="img" aria-label={label} title={label} data-vcard={id}>
      {body}
    </span>
  );
}
