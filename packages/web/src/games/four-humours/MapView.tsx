/** The assembled kingdom map (UI-DESIGN §3.2): tiles, cells, paths, bridges, potions, scene pins. */
import { type FourHumoursView, PARTIES } from '@boardhall/four-humours';
import { type KeyboardEvent, useMemo } from 'react';
import { useLocale } from '../../i18n/I18n.tsx';
import { mapLayout, TILE } from './map-layout.ts';
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

export function MapView({
  view,
  targets,
  onPick,
  highlightScene,
}: {
  view: FourHumoursView;
  /** Cells that complete an action now (a pending choice), by cell id. */
  targets: ReadonlySet<string>;
  onPick: (cellId: string) => void;
  /** A display position whose pin is emphasised (hovered scene card). */
  highlightScene: number | null;
}) {
  const t = useFhT();
  const locale = useLocale();
  const layout = useMemo(() => mapLayout(view.options.content, view.map.tiles), [view.options.content, view.map.tiles]);
  const resolvedZones = new Set(
    view.parties.flatMap((p) => (p.resolved ? [PARTIES.find((d) => d.id === p.party)?.zone] : [])),
  );
  const pins = new Map<string, number[]>();
  const zonePins = new Map<string, number[]>();
  for (const m of view.sceneMarkers) {
    if (m.cell) pins.set(m.cell, [...(pins.get(m.cell) ?? []), m.position]);
    else zonePins.set(m.zone, [...(zonePins.get(m.zone) ?? []), m.position]);
  }
  return (
    // biome-ignore lint/a11y/useSemanticElements: an SVG board is a labelled group (UI-DESIGN §6)
    <svg
      className="fh-map"
      viewBox={`-4 -4 ${layout.width + 8} ${layout.height + 8}`}
      role="group"
      aria-label={t('fh.kingdom-map')}
      data-testid="map"
    >
      {layout.tiles.map((tile) => (
        <rect
          key={tile.zone}
          x={tile.x}
          y={tile.y}
          width={TILE}
          height={TILE}
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
        const x = right ? tile.x + TILE - 5 : tile.x + 5;
        const y = bottom ? tile.y + TILE - 6 : tile.y + 13;
        const zp = zonePins.get(tile.zone) ?? [];
        const label = `${tile.zone} · ${zoneName(tile.zone, locale)}`;
        // Long names (Ukrainian, Russian) are squeezed to the tile, never past its edge.
        const room = TILE - 10 - zp.length * 18;
        const squeeze = label.length * 6.3 > room;
        return (
          <g key={`label-${tile.zone}`} className="fh-zone-label">
            <text
              x={x}
              y={y}
              textAnchor={right ? 'end' : 'start'}
              {...(squeeze ? { textLength: room, lengthAdjust: 'spacingAndGlyphs' as const } : {})}
              fontSize="11"
              fontWeight="700"
              fill="#1F1D24"
              stroke="#fff"
              strokeWidth="3"
              paintOrder="stroke"
            >
              {label}
            </text>
            {zp.map((pos, i) => (
              <g
                key={pos}
                transform={`translate(${right ? tile.x + 12 + i * 18 : tile.x + TILE - 12 - i * 18},${bottom ? tile.y + TILE - 12 : tile.y + 12})`}
              >
                <circle r={highlightScene === pos ? 10 : 8} fill="#1F1D24" stroke="#fff" strokeWidth="1.5" />
                <text y="3.5" textAnchor="middle" fontSize="10" fontWeight="700" fill="#fff">
                  {pos + 1}
                </text>
              </g>
            ))}
          </g>
        );
      })}
      {[...layout.cells.values()].map((c) => {
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
        const shown = potions.length > 4 ? potions.slice(0, 3) : potions;
        const rowW = (shown.length - 1) * 15 + (potions.length > 4 ? 15 : 0);
        const cellPins = pins.get(c.id) ?? [];
        return (
          <g key={c.id} transform={`translate(${c.x},${c.y})`} data-cell={c.id}>
            <title>{label}</title>
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
                  <g transform="scale(0.95)">
                    <CitizenGlyph citizen={c.def.inhabitant} />
                  </g>
                ) : null}
              </g>
            )}
            {shown.map((p, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: potions on a cell keep their arrival order
              <g key={i} transform={`translate(${-rowW / 2 + i * 15},25)`}>
                <PotionToken owner={p.owner} humour={p.humour} look="public" r={8} />
              </g>
            ))}
            {potions.length > 4 ? (
              <text x={-rowW / 2 + 3 * 15} y="29" textAnchor="middle" fontSize="10" fontWeight="700" fill="#1F1D24">
                +{potions.length - 3}
              </text>
            ) : null}
            {cellPins.map((pos, i) => (
              <g key={pos} transform={`translate(${15 + i * 14},-15)`}>
                <circle r={highlightScene === pos ? 10 : 8} fill="#1F1D24" stroke="#fff" strokeWidth="1.5" />
                <text y="3.5" textAnchor="middle" fontSize="10" fontWeight="700" fill="#fff">
                  {pos + 1}
                </text>
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
  );
}
