/**
 * Your hand (UI-DESIGN §3.5): card faces with, for each row, a playability badge from the engine's
 * hints ("✓ Easy" filled, "✕ Hard" dashed) and the reason with the counts behind it. Blind-drawn
 * cards show their back with an eye-slash until the draw step ends.
 */
import {
  ELEMENTS,
  type ElementCard,
  type HandCardHint,
  type PlainRow,
  type RowHint,
  type ScalingRow,
  type TotwAction,
} from '@boardhall/tribes-of-the-wind';
import { useEffect, useState } from 'react';
import { useLocale } from '../../i18n/I18n.tsx';
import type { Locale } from '../../i18n/types.ts';
import { ElementBanner, RowPays } from './card-art.tsx';
import { useCards } from './edition.tsx';
import { CardBack } from './glyphs.tsx';
import { contentName, effectsLabel, elementName, rowParts, totwTranslator, useTotwT } from './text.ts';

type RowName = 'easy' | 'hard' | 'only';

const rowKey = (r: RowName) => (r === 'easy' ? 'totw.row.easy' : r === 'hard' ? 'totw.row.hard' : 'totw.row.only');

/** Why a row is (not) playable now, in words with the counts (UI-DESIGN §3.5 badge reasons). */
export function rowReason(
  spec: PlainRow | ScalingRow,
  hint: RowHint,
  selfBacks: readonly string[],
  locale: Locale,
): string {
  const t = totwTranslator(locale);
  const parts: string[] = [hint.ok ? t('totw.req.met') : t('totw.req.not-met')];
  const c = hint.counts;
  if (spec.kind === 'plain' && spec.requirement.kind === 'allFour') {
    const list = ELEMENTS.map((e) => `${elementName(e, locale)} ${selfBacks.filter((b) => b === e).length}`).join(', ');
    parts.push(t('totw.why.all-four', { list }));
  } else if (c.element) {
    const key =
      c.rowSide === 'left'
        ? 'totw.why.counts-row-left'
        : c.rowSide === 'right'
          ? 'totw.why.counts-row-right'
          : 'totw.why.counts';
    let line = t(key, { el: elementName(c.element, locale), self: c.self, left: c.left, right: c.right });
    const total =
      (spec.kind === 'plain' && spec.requirement.kind === 'totalAtLeast') ||
      (spec.kind === 'scaling' && spec.scope === 'total');
    if (total) line += ` · ${t('totw.why.together', { n: c.self + c.left + c.right })}`;
    parts.push(line);
    if (spec.kind === 'plain' && spec.requirement.kind === 'compare') parts.push(t('totw.why.ties'));
  }
  if (spec.kind === 'scaling') {
    parts.push(t('totw.req.scaling'));
    const tier = hint.tier ?? -1;
    const effects = tier >= 0 ? spec.tiers[tier]?.effects : undefined;
    if (effects) parts.push(t('totw.why.pays', { effects: effectsLabel(effects, locale) }));
  }
  return parts.join('. ').replace(/\.\./g, '.');
}

export function Badge({ row, ok }: { row: RowName; ok: boolean }) {
  const t = useTotwT();
  return (
    <span className={`tw-badge ${ok ? 'is-ok' : 'is-no'}`} title={t(rowKey(row))}>
      {ok ? '✓' : '✕'}
      {row === 'only' ? null : ` ${t(rowKey(row))}`}
    </span>
  );
}

/**
 * The face of an element card: its banner (element colour, glyph, name, code), then each row with
 * requirement, effects drawn as icons, and badge.
 */
export function CardFace({
  card,
  hint,
  selfBacks,
  compact,
}: {
  card: ElementCard;
  hint: HandCardHint | null;
  selfBacks: readonly string[];
  compact: boolean;
}) {
  const locale = useLocale();
  const names: RowName[] = card.rows.length === 2 ? ['easy', 'hard'] : ['only'];
  return (
    <>
      <ElementBanner card={card} locale={locale} />
      <span className="tw-face-rows">
        {card.rows.map((row, i) => {
          const rh = hint?.rows?.[i];
          const { req } = rowParts(row, locale);
          const reason = rh ? rowReason(row, rh, selfBacks, locale) : '';
          return (
            <span key={names[i]} className={`tw-face-row ${rh?.ok ? 'is-ok' : ''}`} title={reason}>
              {rh ? <Badge row={names[i] as RowName} ok={rh.ok} /> : null}
              {compact ? null : (
                <>
                  <span className="tw-req">{req}</span>{' '}
                  <span className="tw-pays">
                    <span aria-hidden="true">→ </span>
                    <RowPays row={row} locale={locale} />
                  </span>
                </>
              )}
            </span>
          );
        })}
      </span>
    </>
  );
}

export function HandTray({
  hand,
  backs,
  selectable,
  selected,
  onPick,
  inert,
  tuck,
  refusedKey,
  myTurn,
}: {
  hand: readonly HandCardHint[];
  backs: readonly string[];
  /** Cards that can be clicked now (to play, or to add to a discard selection). */
  selectable: ReadonlySet<string>;
  /** Cards picked (the card being played, or the discard selection). */
  selected: ReadonlySet<string>;
  onPick: (id: string) => void;
  /** A decision is open: the cards stay readable but wait. */
  inert: boolean;
  /**
   * On a phone, start with the cards folded away (a decision or a picked card's rows fill the
   * panel above): the panel and hand then leave most of the screen to the table.
   */
  tuck: boolean;
  /** The number key last pressed for a card that cannot be picked (null: none lately). */
  refusedKey: number | null;
  myTurn: boolean;
}) {
  const t = useTotwT();
  const locale = useLocale();
  const cards = useCards().cards;
  const note = refusedKey === null ? null : keyRefusal(refusedKey, { hand, backs, cards, inert, myTurn, locale });
  // The player's own choice wins until the situation changes.
  const [choice, setChoice] = useState<boolean | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new situation forgets the choice
  useEffect(() => setChoice(null), [tuck]);
  const folded = choice ?? tuck;
  return (
    <section
      className="tw-hand-tray"
      aria-label={`${t('totw.hand')}: ${inert ? t('totw.hand-inert') : t('totw.hand-hint')}`}
      data-testid="hand"
      data-folded={folded}
    >
      {/* Shown on phones only (table.css): wider screens have room for the whole hand. */}
      <button
        type="button"
        className="btn btn-small btn-quiet tw-hand-toggle"
        aria-expanded={!folded}
        onClick={() => setChoice(!folded)}
        data-testid="hand-toggle"
      >
        {folded ? `▴ ${t('totw.hand-show', { count: hand.length })}` : `▾ ${t('totw.hand-hide')}`}
      </button>
      {note ? (
        <p className="tw-key-note" role="status" data-testid="key-note">
          {note}
        </p>
      ) : null}
      <div className="tw-hand">
        {hand.map((h, k) => {
          const card = h.id ? cards.get(h.id) : undefined;
          if (!h.id || !card) {
            const blindKey = `blind-${h.element}-${k}`;
            return (
              <span
                key={blindKey}
                className="tw-card is-blind"
                title={t('totw.face-down')}
                role="img"
                aria-label={`${elementName(h.element, locale)} — ${t('totw.face-down')}`}
              >
                <CardBack element={h.element} width={44} height={56} blind />
                <span className="hint">{t('totw.face-down')}</span>
              </span>
            );
          }
          const can = selectable.has(h.id);
          const isSel = selected.has(h.id);
          const rowsText = card.rows
            .map((row, i) => {
              const rh = h.rows?.[i];
              const { req, pays } = rowParts(row, locale);
              const name = card.rows.length === 2 ? (i === 0 ? 'easy' : 'hard') : 'only';
              const state = rh ? (rh.ok ? '✓' : '✕') : '';
              return `${state} ${t(rowKey(name))}: ${req} → ${pays}`;
            })
            .join('; ');
          const label = `${k + 1}. ${contentName(card.id, locale)} (${card.id}), ${elementName(card.element, locale)}. ${rowsText}`;
          const cls = `tw-card ${can ? 'is-target' : ''} ${isSel ? 'is-selected' : ''} ${inert ? 'is-inert' : ''}`;
          const face = <CardFace key="face" card={card} hint={h} selfBacks={backs} compact={false} />;
          return can ? (
            <button
              key={h.id}
              type="button"
              className={cls}
              onClick={() => onPick(h.id as string)}
              aria-pressed={isSel}
              aria-label={label}
              data-card={h.id}
              data-testid="hand-card"
            >
              {face}
              <span className="tw-card-key keys-hint" aria-hidden="true">
                {k + 1}
              </span>
            </button>
          ) : (
            <span key={h.id} className={cls} role="img" aria-label={label} data-card={h.id} data-testid="hand-card">
              {face}
              <span className="tw-card-key keys-hint" aria-hidden="true">
                {k + 1}
              </span>
            </span>
          );
        })}
      </div>
    </section>
  );
}

/** Why the number key `n` picked no card of the hand, in a sentence (issue #39 item 4). */
function keyRefusal(
  n: number,
  at: {
    hand: readonly HandCardHint[];
    backs: readonly string[];
    cards: ReadonlyMap<string, ElementCard>;
    inert: boolean;
    myTurn: boolean;
    locale: Locale;
  },
): string {
  const t = totwTranslator(at.locale);
  const h = at.hand[n - 1];
  if (!h) return t('totw.key.no-card', { n });
  const card = h.id ? at.cards.get(h.id) : undefined;
  if (!h.id || !card) return t('totw.key.face-down', { n });
  const name = `${contentName(card.id, at.locale)} (${card.id})`;
  if (!at.myTurn) return t('totw.key.not-your-turn', { card: name });
  if (at.inert) return t('totw.key.finish-step', { card: name });
  const rows = card.rows.map((row, i) => ({ row, hint: h.rows?.[i], name: rowNameOf(card.rows.length, i) }));
  if (rows.some((r) => r.hint?.ok)) return t('totw.key.not-for-this', { card: name });
  const why = rows
    .map((r) => (r.hint ? `${t(rowKey(r.name))}: ${rowReason(r.row, r.hint, at.backs, at.locale)}` : ''))
    .filter(Boolean)
    .join(' · ')
    .replace(/\.$/, '');
  return t('totw.key.unplayable', { card: name, why });
}

const rowNameOf = (count: number, i: number): RowName => (count === 2 ? (i === 0 ? 'easy' : 'hard') : 'only');

/** The rows of the picked card, each with its reason and, when legal, a button to play it. */
export function CardDetail({
  id,
  hint,
  backs,
  legal,
  send,
}: {
  id: string;
  hint: HandCardHint | undefined;
  backs: readonly string[];
  legal: readonly TotwAction[];
  send: (a: TotwAction) => void;
}) {
  const t = useTotwT();
  const locale = useLocale();
  const card = useCards().cards.get(id);
  if (!card) return null;
  const names: RowName[] = card.rows.length === 2 ? ['easy', 'hard'] : ['only'];
  const plays = legal.filter((a): a is Extract<TotwAction, { type: 'play' }> => a.type === 'play' && a.card === id);
  const both = plays.find((a) => a.row === 'both');
  return (
    <div className="tw-detail" data-testid="card-detail">
      {card.rows.map((row, i) => {
        const name = names[i] as RowName;
        const rh = hint?.rows?.[i];
        const { req, pays } = rowParts(row, locale);
        const action = plays.find((a) => a.row === name);
        return (
          <div key={name} className="tw-detail-row">
            <div className="tw-detail-text">
              {rh ? <Badge row={name} ok={rh.ok} /> : null}
              <span>
                <strong>{req}</strong> → {pays}
              </span>
              {rh ? <span className="hint">{rowReason(row, rh, backs, locale)}</span> : null}
            </div>
            {action ? (
              <button
                type="button"
                className="btn btn-primary btn-small"
                onClick={() => send(action)}
                data-testid={`play-${name}`}
              >
                {name === 'only' ? t('totw.action.play') : t('totw.action.play-row', { row: t(rowKey(name)) })}
              </button>
            ) : null}
          </div>
        );
      })}
      {both ? (
        <div className="tw-detail-row">
          <div className="tw-detail-text">
            <span>{t('totw.row.both')}</span>
          </div>
          <button
            type="button"
            className="btn btn-primary btn-small"
            onClick={() => send(both)}
            data-testid="play-both"
          >
            {t('totw.action.play-row', { row: t('totw.row.both') })}
          </button>
        </div>
      ) : null}
    </div>
  );
}
