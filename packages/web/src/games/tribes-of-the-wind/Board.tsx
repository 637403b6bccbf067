/**
 * A player board (UI-DESIGN §3.5): the capital beside the start cell and the 3 × 4 grid — pollution,
 * forest tiles with colour, texture, glyph, bonuses and rider slots, villages with their marker,
 * temples — with the water store and village markers under the capital. Targets come from the
 * table's action builder; the board never decides what is legal.
 */

import type { Seat } from '@boardhall/engine';
import { type BoardView, CAT, type ForestColour } from '@boardhall/tribes-of-the-wind';
import type { ReactNode } from 'react';
import { useLocale } from '../../i18n/I18n.tsx';
import { SeatEmblem, seatColour } from '../../ui/seats.tsx';
import type { NodeKey } from './builder.ts';
import {
  CapitalIcon,
  ColourGlyph,
  EffectIcon,
  PollutionToken,
  RiderIcon,
  RoofIcon,
  TempleIcon,
  TILE_INK,
} from './glyphs.tsx';
import { cellName, colourName, effectsLabel, lower, namedId, useTotwT } from './text.ts';
import { TileArt } from './tile-art.tsx';

export interface Target {
  readonly label: string;
  readonly onPick: () => void;
}

/** The bonuses printed on a forest tile, as small icons with numbers. */
export function BonusIcons({ tile, ink }: { tile: string; ink: string }) {
  const def = CAT.forest.get(tile);
  if (!def) return null;
  return (
    <span className="tw-bonuses" style={{ color: ink }}>
      {def.bonuses.map((b, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: printed order
        <span key={i} className="tw-bonus">
          <EffectIcon kind={b.kind} size={13} ink={ink} />
          {'n' in b ? (b.kind === 'water' ? `+${b.n}` : b.n) : null}
        </span>
      ))}
    </span>
  );
}

/** Rider slots: filled riders, then empty circles; extra riders as "+n". */
export function RiderSlots({ slots, riders, colour }: { slots: number; riders: number; colour: string }) {
  const extra = Math.max(0, riders - slots);
  return (
    <span className="tw-slots">
      {Array.from({ length: slots }, (_, i) =>
        i < riders ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: slots are positions
          <span key={i} className="tw-slot is-filled">
            <RiderIcon size={13} fill={colour} />
          </span>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: slots are positions
          <span key={i} className="tw-slot" />
        ),
      )}
      {extra > 0 ? <span className="tw-slot-extra">+{extra}</span> : null}
    </span>
  );
}

function tileColour(tile: string): ForestColour {
  return CAT.colour.get(tile) ?? 'moss';
}

export function PlayerBoard({
  board,
  seat,
  label,
  targets,
  selected,
  changed,
}: {
  board: BoardView;
  seat: Seat;
  label: string;
  targets: ReadonlyMap<NodeKey, Target>;
  selected: NodeKey | null;
  /** Nodes that changed with the last view (a brief highlight shows what just happened). */
  changed: ReadonlySet<NodeKey>;
}) {
  const t = useTotwT();
  const locale = useLocale();
  const riderColour = seatColour(seat);

  const cellDescription = (i: number): string => {
    const name = cellName(i);
    const tile = board.tiles[i];
    const tokens = board.pollution[i] ?? 0;
    if (!tile) {
      return tokens > 0
        ? t('totw.cell-polluted', { cell: name, tokens: t('totw.count.pollution', { count: tokens }) })
        : t('totw.cell-empty-clean', { cell: name });
    }
    const parts: string[] = [namedId(tile, locale)];
    const forest = CAT.forest.get(tile);
    const colour = lower(colourName(tileColour(tile), locale), locale);
    if (forest) {
      parts.push(board.village[i] ? `${t('totw.village')} (${colour})` : colour);
      parts.push(t('totw.riders-on', { n: board.riders[i] ?? 0, slots: forest.slots }));
      parts.push(effectsLabel(forest.bonuses, locale, true));
    } else {
      parts.push(`${t('totw.start')} (${colour})`, t('totw.count.riders', { count: board.riders[i] ?? 0 }));
    }
    const temple = board.temple[i] ?? -1;
    if (temple >= 0) parts.push(t('totw.temple-on', { n: temple + 1 }));
    return t('totw.cell-tile', { cell: name, tile: parts.join(' · ') });
  };

  const cell = (i: number) => {
    const tile = board.tiles[i];
    const target = targets.get(i);
    const isSel = selected === i;
    const place = { gridColumn: (i % 4) + 3, gridRow: Math.floor(i / 4) + 2 };
    const cls = [
      'tw-cell',
      tile ? 'has-tile' : 'is-empty',
      target ? 'is-target' : '',
      isSel ? 'is-selected' : '',
      changed.has(i) ? 'is-changed' : '',
    ]
      .filter(Boolean)
      .join(' ');
    let body: ReactNode;
    if (!tile) {
      const tokens = board.pollution[i] ?? 0;
      body =
        tokens > 0 ? (
          <span className="tw-cell-pollution">
            <PollutionToken n={tokens} size={32} />
          </span>
        ) : (
          <span className="tw-cell-clean">{t('totw.clean')}</span>
        );
    } else {
      const colour = tileColour(tile);
      const ink = TILE_INK[colour];
      const forest = CAT.forest.get(tile);
      const village = board.village[i] === true;
      const temple = board.temple[i] ?? -1;
      const portal = CAT.portal.has(tile);
      body = (
        <>
          <TileArt colour={colour} band={0} village={village} />
          <span className="tw-cell-top" style={{ color: ink }}>
            <ColourGlyph colour={colour} size={15} />
            <span className="tw-cell-id">{tile}</span>
            {temple >= 0 ? (
              <span className="tw-cell-temple" title={t('totw.temple-on', { n: temple + 1 })}>
                <TempleIcon size={18} />
              </span>
            ) : null}
          </span>
          <span className="tw-cell-mid" style={{ color: ink }}>
            {forest ? (
              village ? (
                <span className="tw-village-tag" title={portal ? t('totw.portal') : undefined}>
                  <SeatEmblem seat={seat} size={18} patterned />
                  {portal ? <EffectIcon kind="portal" size={15} ink={ink} /> : null}
                </span>
              ) : (
                <BonusIcons tile={tile} ink={ink} />
              )
            ) : (
              <span className="tw-start-tag">{t('totw.start')}</span>
            )}
          </span>
          <span className="tw-cell-bottom">
            {forest && !village ? (
              <RiderSlots slots={forest.slots} riders={board.riders[i] ?? 0} colour={riderColour} />
            ) : village ? (
              <span className="tw-village-name">
                {t('totw.village')}
                {(board.riders[i] ?? 0) > 0 ? (
                  <>
                    {' '}
                    <RiderIcon size={13} fill={riderColour} />×{board.riders[i]}
                  </>
                ) : null}
              </span>
            ) : (board.riders[i] ?? 0) > 0 ? (
              <span className="tw-riders-count">
                <RiderIcon size={14} fill={riderColour} />×{board.riders[i]}
              </span>
            ) : null}
          </span>
        </>
      );
    }
    if (target) {
      return (
        <button
          key={i}
          type="button"
          className={cls}
          style={place}
          aria-label={`${target.label} — ${cellDescription(i)}`}
          title={target.label}
          data-cell={cellName(i)}
          data-target="cell"
          onClick={target.onPick}
        >
          {body}
        </button>
      );
    }
    return (
      <div
        key={i}
        className={cls}
        style={place}
        role="img"
        aria-label={cellDescription(i)}
        title={cellDescription(i)}
        data-cell={cellName(i)}
      >
        {body}
      </div>
    );
  };

  const capTarget = targets.get('capital');
  const capBody = (
    <>
      <CapitalIcon size={30} />
      <span className="tw-capital-name">{t('totw.capital')}</span>
      <span className="tw-riders-count">
        <RiderIcon size={15} fill={riderColour} />×{board.capital}
      </span>
    </>
  );
  const capLabel = `${t('totw.capital')}: ${t('totw.count.riders', { count: board.capital })}`;
  const capCls = `tw-capital ${capTarget ? 'is-target' : ''} ${selected === 'capital' ? 'is-selected' : ''} ${changed.has('capital') ? 'is-changed' : ''}`;
  return (
    <section className="tw-board" aria-label={label} data-testid="board" data-seat={seat}>
      {capTarget ? (
        <button
          type="button"
          className={capCls}
          onClick={capTarget.onPick}
          aria-label={`${capTarget.label} — ${capLabel}`}
          title={capTarget.label}
          data-target="capital"
          data-testid="capital"
        >
          {capBody}
        </button>
      ) : (
        <div className={capCls} role="img" aria-label={capLabel} data-testid="capital">
          {capBody}
        </div>
      )}
      <div className="tw-store">
        <span className="tw-store-water" title={t('totw.water')}>
          <EffectIcon kind="water" size={18} />
          <span className="tw-store-label">{t('totw.water')}</span>
          <strong data-testid="water">{board.water}</strong>
        </span>
        <span className="tw-store-markers" title={t('totw.village-markers')}>
          <span className="tw-store-label">{t('totw.village-markers')}</span>
          <span className="tw-markers">
            {Array.from({ length: 5 }, (_, i) => (
              <RoofIcon
                // biome-ignore lint/suspicious/noArrayIndexKey: marker spaces
                key={i}
                size={14}
                fill={i < board.markers ? seatColour(seat) : 'none'}
              />
            ))}
          </span>
          <span className="hint">{t('totw.markers-left', { left: board.markers, built: 5 - board.markers })}</span>
        </span>
      </div>
      {['A', 'B', 'C', 'D'].map((c, i) => (
        <span key={c} className="tw-axis tw-axis-col" style={{ gridColumn: i + 3, gridRow: 1 }} aria-hidden="true">
          {c}
        </span>
      ))}
      {[1, 2, 3].map((r) => (
        <span key={r} className="tw-axis tw-axis-row" style={{ gridColumn: 2, gridRow: r + 1 }} aria-hidden="true">
          {r}
        </span>
      ))}
      {Array.from({ length: 12 }, (_, i) => cell(i))}
    </section>
  );
}
