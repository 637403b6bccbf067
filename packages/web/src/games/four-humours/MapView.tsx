/**
 * The assembled kingdom map (UI-DESIGN §3.2): tiles, cells, paths, bridges, potions, scene pins.
 * A cell's name (the one the log uses) shows on a plate over the map while the cell is hovered or
 * focused; the arrow keys walk from cell to cell, so the whole map is one tab stop.
 */
import { type FourHumoursView, PARTIES } from '@boardhall/four-humours';
import { type KeyboardEvent, useMemo, useRef, useState } from 'react';
import { useLocale } from '../../i18n/I18n.tsx';
import { nextCell } from './map-focus.ts';
import { mapLayout } from './map-layout.ts';
import { cellName, citizenName, partyName, useFhT, zoneName } from './text.ts';
import { CitizenGlyph, PotionToken } from './tokens.tsx';

const TINTS: Readonly<Record<string, string>> = {
  A: '#F2ECDD',
  B: '#E9EFE1',
  C: '#F1E9E4',
  D: '#EEEBDD',
  E: '#E7E8EC',
  F: '#E3ECEF',
};

/** Potions on a cell: about 24 px across at the map's usual size (issue #15 item 3). */
const POTION_R = 12;
const POTION_STEP = 16;
/** More potions than this on one cell show as the first two and "+n". */
const POTION_ROOM = 3;

/** Each zone's party tile (its printed order and id). */
const PARTY_OF_ZONE: ReadonlyMap<string, { order: number; id: string }> = new Map(
  PARTIES.map((p) => [p.zone, { order: p.order, id: p.id }]),
);

function activate(e: KeyboardEvent, fn: () => void) {
  if (e.key === 'Enter' || e.key === ' ') {
    e.preventDefault();
    fn();
  }
}

/** The tile's side on the large map, where every location's name is printed under it. */
const LARGE_TILE = 300;
const NAME_SIZE = 11;
/** Widest a printed name line may be: the room between two locations' centres, less a gap. */
const NAME_ROOM = 84;

/** A name in at most two lines, split where the lines come out most even. */
export function nameLines(name: string): readonly string[] {
  const words = name.split(' ');
  if (words.length < 2) return [name];
  let best: readonly string[] = [name];
  let longest = Number.POSITIVE_INFINITY;
  for (let i = 1; i < words.length; i++) {
    const lines = [words.slice(0, i).join(' '), words.slice(i).join(' ')];
    const widest = Math.max(...lines.map((l) => l.length));
    if (widest < longest) {
      best = lines;
      longest = widest;
    }
  }
  return best;
}

function PrintedName({ name }: { name: string }) {
  return (
    <g className="fh-cell-name">
      {nameLines(name).map((line, i) => (
        <text
          key={line}
          y={47 + i * 12}
          textAnchor="middle"
          fontSize={NAME_SIZE}
          fontWeight="600"
          fill="#1F1D24"
          stroke="#fff"
          strokeWidth="3"
          strokeLinejoin="round"
          paintOrder="stroke"
          // An estimate of the width: a line that may not fit is fitted to the room, never past it.
          {...(line.length * NAME_SIZE * 0.56 > NAME_ROOM
            ? { textLength: NAME_ROOM, lengthAdjust: 'spacingAndGlyphs' as const }
            : {})}
        >
          {line}
        </text>
      ))}
    </g>
  );
}

function Pin({ position, big }: { position: number; big: boolean }) {
  return (
    <>
      <circle r={big ? 11.5 : 9.5} fill="#1F1D24" stroke="#fff" strokeWidth="1.5" />
      <text y="4" textAnchor="middle" fontSize="11" fontWeight="700" fill="#fff">
        {position + 1}
      </text>
    </>
  );
}

export function MapView({
  view,
  targets,
  onPick,
  highlightScene,
  onHoverScene,
  large = false,
  turned = false,
}: {
  view: FourHumoursView;
  /** Cells that complete an action now (a pending choice), by cell id. */
  targets: ReadonlySet<string>;
  onPick: (cellId: string) => void;
  /** A display position whose pin is emphasised (hovered scene card). */
  highlightScene: number | null;
  /** Pointing at a cell with a scene pin points at that scene's card too. */
  onHoverScene?: (position: number | null) => void;
  /** The large map, with every location's name printed. */
  large?: boolean;
  /** Turned a quarter to lie 3 tiles wide (a landscape screen). */
  turned?: boolean;
}) {
  const t = useFhT();
  const locale = useLocale();
  const layout = useMemo(
    () => mapLayout(view.options.content, view.map.tiles, { turned, ...(large ? { tile: LARGE_TILE } : {}) }),
    [view.options.content, view.map.tiles, large, turned],
  );
  const side = layout.tile;
  const points = useMemo(() => [...layout.cells.values()], [layout]);
  const [hovered, setHovered] = useState<string | null>(null);
  const [focused, setFocused] = useState<string | null>(null);
  /** The cell that is in the tab order (a roving tab stop). */
  const [roving, setRoving] = useState<string | null>(null);
  const svgRef = useRef<SVGSVGElement>(null);
  const stop = roving ?? points[0]?.id ?? null;

  const resolvedZones = new Set(
    view.parties.flatMap((p) => (p.resolved ? [PARTIES.find((d) => d.id === p.party)?.zone] : [])),
  );
  const pins = new Map<string, number[]>();
  const zonePins = new Map<string, number[]>();
  for (const m of view.sceneMarkers) {
    if (m.cell) pins.set(m.cell, [...(pins.get(m.cell) ?? []), m.position]);
    else zonePins.set(m.zone, [...(zonePins.get(m.zone) ?? []), m.position]);
  }

  const onArrow = (e: KeyboardEvent) => {
    const from = (e.target as Element).closest('[data-cell]')?.getAttribute('data-cell');
    if (!from || !e.key.startsWith('Arrow')) return;
    // Not also a page of an open walkthrough, which takes the arrows on the window (nor at the map's edge).
    e.preventDefault();
    e.stopPropagation();
    const to = nextCell(points, from, e.key);
    if (!to) return;
    setRoving(to);
    const cell = svgRef.current?.querySelector(`[data-cell="${to}"]`);
    const focusable = cell?.matches('[tabindex]') ? cell : cell?.querySelector('[tabindex]');
    if (focusable instanceof SVGElement) focusable.focus();
  };
  const point = (id: string | null) => {
    setHovered(id);
    onHoverScene?.(id ? (pins.get(id)?.[0] ?? null) : null);
  };

  const shownId = hovered ?? focused;
  const shown = shownId ? layout.cells.get(shownId) : undefined;
  const width = layout.width + 8;
  const height = layout.height + 8;

  return (
    <div className="fh-map-wrap">
      {/* biome-ignore lint/a11y/useSemanticElements: an SVG board is a labelled group (UI-DESIGN §6) */}
      <svg
        ref={svgRef}
        className="fh-map"
        viewBox={`-4 -4 ${width} ${height}`}
        role="group"
        aria-label={t('fh.kingdom-map')}
        data-testid={large ? 'map-large' : 'map'}
        onKeyDown={onArrow}
      >
        {layout.tiles.map((tile) => (
          <rect
            key={tile.zone}
            x={tile.x}
            y={tile.y}
            width={side}
            height={side}
            fill={TINTS[tile.zone]}
            stroke="#C8C1B2"
            strokeWidth="1"
          />
        ))}
        <g>
          {layout.links.map((l) => {
            const a = layout.cells.get(l.a);
            const b = layout.cells.get(l.b);
            if (!a || !b) return null;
            return l.kind === 'bridge' ? (
              <g key={`${l.a}-${l.b}`}>
                <line x1={a.x} y1={a.y} x2={b.x} y2={b.y} stroke="#6E6453" strokeWidth="9" />
                <line x1={a.x} y1={a.y} x2={b.x} y2={b.y} stroke="#F4EBD6" strokeWidth="5" strokeDasharray="3 2.5" />
              </g>
            ) : (
              <line
                key={`${l.a}-${l.b}`}
                x1={a.x}
                y1={a.y}
                x2={b.x}
                y2={b.y}
                stroke="#A39A88"
                strokeWidth="3"
                strokeLinecap="round"
              />
            );
          })}
        </g>
        {layout.tiles.map((tile) => {
          const right = tile.labelCorner === 1 || tile.labelCorner === 3;
          const bottom = tile.labelCorner >= 2;
          const x = right ? tile.x + side - 5 : tile.x + 5;
          const y = bottom ? tile.y + side - 5 : tile.y + 12.5;
          const zp = zonePins.get(tile.zone) ?? [];
          const label = `${tile.zone} · ${zoneName(tile.zone, locale)}`;
          // Long names (Ukrainian, Russian) are squeezed to the tile, never past its edge.
          const room = side - 10 - zp.length * 22;
          const squeeze = label.length * 6.9 > room;
          const plate = squeeze ? room : label.length * 6.9;
          return (
            <g key={`label-${tile.zone}`} className="fh-zone-label">
              {/* A plate in the tile's tint: the paths and seam links pass under the name (UI-DESIGN §3.2). */}
              <rect
                x={right ? x - plate - 3 : x - 3}
                y={y - 12}
                width={plate + 6}
                height="16"
                rx="3"
                fill={TINTS[tile.zone]}
              />
              <text
                x={x}
                y={y}
                textAnchor={right ? 'end' : 'start'}
                {...(squeeze ? { textLength: room, lengthAdjust: 'spacingAndGlyphs' as const } : {})}
                fontSize="12"
                fontWeight="700"
                fill="#1F1D24"
              >
                {label}
              </text>
              {zp.map((pos, i) => (
                <g
                  key={pos}
                  transform={`translate(${right ? tile.x + 13 + i * 22 : tile.x + side - 13 - i * 22},${bottom ? tile.y + side - 13 : tile.y + 13})`}
                >
                  <Pin position={pos} big={highlightScene === pos} />
                </g>
              ))}
            </g>
          );
        })}
        {large
          ? // A layer of their own under the cells: a cell's box (and its centre, where a click or
            // a test lands) stays its disc, its potions and its pins.
            points.map((c) => (
              <g key={`name-${c.id}`} transform={`translate(${c.x},${c.y})`}>
                <PrintedName name={cellName(c.id, locale)} />
              </g>
            ))
          : null}
        {points.map((c) => {
          const potions = view.map.cells[c.id] ?? [];
          const target = targets.has(c.id);
          const name = cellName(c.id, locale);
          const label = c.party
            ? t('fh.cell-label-party', {
                cell: name,
                party: partyName(PARTY_OF_ZONE.get(c.zone)?.id ?? '', locale),
                n: potions.length,
              })
            : t('fh.cell-label', {
                cell: name,
                citizen: c.def.inhabitant ? citizenName(c.def.inhabitant, locale) : '',
                n: potions.length,
              });
          const crowded = potions.length > POTION_ROOM;
          const drawn = crowded ? potions.slice(0, POTION_ROOM - 1) : potions;
          const rowW = (drawn.length - (crowded ? 0 : 1)) * POTION_STEP;
          const cellPins = pins.get(c.id) ?? [];
          // A cell that is a target is reached through its target; the others share one roving tab stop.
          const tabStop = target ? undefined : c.id === stop ? 0 : -1;
          return (
            // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only show the name of this image (or of the group holding its target)
            <g
              key={c.id}
              className="fh-cell"
              transform={`translate(${c.x},${c.y})`}
              data-cell={c.id}
              role={target ? 'group' : 'img'}
              aria-label={label}
              tabIndex={tabStop}
              onMouseEnter={() => point(c.id)}
              onMouseLeave={() => point(null)}
              onFocus={() => {
                setFocused(c.id);
                if (!target) setRoving(c.id);
              }}
              onBlur={() => setFocused(null)}
            >
              {c.party ? (
                <g>
                  <rect
                    x="-19"
                    y="-15"
                    width="38"
                    height="30"
                    rx="7"
                    fill={resolvedZones.has(c.zone) ? '#EAE5DA' : '#FFF4D1'}
                    stroke="#1F1D24"
                    strokeWidth="1.5"
                  />
                  <text y="4.5" textAnchor="middle" fontSize="13" fontWeight="700" fill="#1F1D24">
                    ★{PARTY_OF_ZONE.get(c.zone)?.order}
                  </text>
                </g>
              ) : (
                <g>
                  <circle r="17" fill="#fff" stroke="#1F1D24" strokeWidth="1.5" />
                  {c.def.inhabitant ? (
                    <g transform="scale(1.05)">
                      <CitizenGlyph citizen={c.def.inhabitant} />
                    </g>
                  ) : null}
                </g>
              )}
              <circle className="fh-cell-focus" r="22" fill="none" stroke="#1F1D24" strokeWidth="2.5" />
              {drawn.map((p, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: potions on a cell keep their arrival order
                <g key={i} transform={`translate(${-rowW / 2 + i * POTION_STEP},22)`}>
                  <PotionToken owner={p.owner} humour={p.humour} look="public" r={POTION_R} />
                </g>
              ))}
              {crowded ? (
                <g transform={`translate(${rowW / 2},22)`}>
                  <circle r="10" fill="#fff" stroke="#1F1D24" strokeWidth="1.2" />
                  <text y="4" textAnchor="middle" fontSize="11" fontWeight="700" fill="#1F1D24">
                    +{potions.length - drawn.length}
                  </text>
                </g>
              ) : null}
              {cellPins.map((pos, i) => (
                <g key={pos} transform={`translate(${16 + i * 16},-16)`}>
                  <Pin position={pos} big={highlightScene === pos} />
                </g>
              ))}
              {target ? (
                // biome-ignore lint/a11y/useSemanticElements: an SVG target cannot be a <button>
                <g
                  className="fh-target"
                  role="button"
                  tabIndex={0}
                  aria-label={t('fh.cell-target', { cell: name })}
                  onClick={() => onPick(c.id)}
                  onKeyDown={(e) => activate(e, () => onPick(c.id))}
                  data-target-cell={c.id}
                >
                  <circle r="23" fill="none" stroke="#fff" strokeWidth="5" />
                  <circle r="23" fill="none" stroke="#1F1D24" strokeWidth="2.5" strokeDasharray="5 3" />
                  <circle r="25" fill="transparent" />
                </g>
              ) : null}
            </g>
          );
        })}
      </svg>
      {shown ? (
        // Anchored in proportion to the cell's place on the map, so the plate never leaves it.
        <div
          className="fh-map-name"
          aria-hidden="true"
          data-testid="map-name"
          style={{
            left: `${((shown.x + 4) / width) * 100}%`,
            top: `${((shown.y + 4 + (shown.y < side / 2 ? 36 : -26)) / height) * 100}%`,
            transform: `translate(-${((shown.x + 4) / width) * 100}%, ${shown.y < side / 2 ? '0' : '-100%'})`,
          }}
        >
          <strong>{cellName(shown.id, locale)}</strong>
          <span>
            {shown.party
              ? `${shown.id} · ${t('fh.party-location')} · ★${PARTY_OF_ZONE.get(shown.zone)?.order}`
              : t('fh.location-of', {
                  cell: shown.id,
                  citizen: shown.def.inhabitant ? citizenName(shown.def.inhabitant, locale) : '',
                })}
          </span>
        </div>
      ) : null}
    </div>
  );
}
