/** The Tribes of the Wind plug-in: engine, table and texts, loaded on demand (its own chunk). */
import {
  CONTENT_EDITIONS,
  defaultOptions,
  editionOf,
  LEADER_IDS,
  type LeaderId,
  type ScoreBreakdown,
  type TotwAction,
  type TotwFigure,
  type TotwOptions,
  type TotwOutcome,
  type TotwState,
  type TotwView,
  tribesOfTheWind,
} from '@boardhall/tribes-of-the-wind';
import { Fragment, useEffect, useState } from 'react';
import { useI18n } from '../../i18n/I18n.tsx';
import type { Locale } from '../../i18n/types.ts';
import { placeRows } from '../../ui/places.ts';
import { SeatName } from '../../ui/seats.tsx';
import {
  erasePlugin,
  type GamePlugin,
  type HeaderStatusProps,
  type OptionLine,
  type ScoreTableProps,
  type SetupOptionsProps,
} from '../types.ts';
import { EndTokenIcon } from './glyphs.tsx';
import { hintsOf } from './hints.ts';
import type { TotwKey } from './i18n/en.ts';
import { totwMarks } from './marks.ts';
import { RulesSummary } from './RulesSummary.tsx';
import { scoreNote } from './ScoreNow.tsx';
import { TribesTable } from './Table.tsx';
import { leaderName, renderTotwMessage, totwTranslator, useTotwT } from './text.ts';

const DEFAULTS = defaultOptions();

function HeaderStatus({ view }: HeaderStatusProps<TotwView>) {
  const t = useTotwT();
  const last =
    view.finalRound === view.round ||
    (view.triggerRound === null && view.config.maxRounds !== null && view.round === view.config.maxRounds);
  const round = [
    view.setup ? t('totw.setup') : t('totw.round', { n: view.round }),
    view.phase !== 'over' && last ? t('totw.round.final') : null,
    view.phase !== 'over' && view.triggerRound === view.round ? t('totw.round.penultimate') : null,
  ]
    .filter((part) => part !== null)
    .join(' · ');
  const limit = view.config.maxRounds !== null ? t('totw.round-limit', { n: view.config.maxRounds }) : '';
  // A narrow app bar cuts these with an ellipsis: each title keeps the whole text.
  return (
    <>
      <span data-testid="round" title={round}>
        {round}
      </span>
      {view.config.maxRounds !== null && view.triggerRound === null ? (
        <span className="hide-narrow" title={limit}>
          {limit}
        </span>
      ) : null}
      <span className="hide-narrow" title={view.endToken === null ? t('totw.end-token-none') : undefined}>
        {view.endToken === null ? t('totw.end-token-none') : <EndTokenIcon size={16} />}
      </span>
    </>
  );
}

type BoolOption =
  | 'playedCardCounts'
  | 'stuckDiscard'
  | 'buildPollutionStacks'
  | 'deckTopVisible'
  | 'forestStackTopTakeable'
  | 'tuckedCardsPublic';

const BOOL_OPTIONS: readonly [BoolOption, TotwKey][] = [
  ['playedCardCounts', 'totw.option.played-card-counts'],
  ['stuckDiscard', 'totw.option.stuck-discard'],
  ['buildPollutionStacks', 'totw.option.build-pollution-stacks'],
  ['deckTopVisible', 'totw.option.deck-top-visible'],
  ['forestStackTopTakeable', 'totw.option.stack-top-takeable'],
  ['tuckedCardsPublic', 'totw.option.tucked-public'],
];

/** Leaders for `players` seats: keep the chosen ones in order, fill with unused ones, all distinct. */
function fitLeaders(current: readonly LeaderId[], players: number): LeaderId[] {
  const out: LeaderId[] = [];
  for (const l of current) if (out.length < players && !out.includes(l)) out.push(l);
  for (const l of LEADER_IDS) if (out.length < players && !out.includes(l)) out.push(l);
  return out;
}

function SetupOptions({ options, players, onChange }: SetupOptionsProps) {
  const t = useTotwT();
  const { locale } = useI18n();
  const leaders = options.leaders as LeaderId[] | undefined;
  const get = <K extends keyof TotwOptions>(k: K): TotwOptions[K] => (options[k] ?? DEFAULTS[k]) as TotwOptions[K];
  const set = (patch: Record<string, unknown>) => onChange({ ...options, ...patch });

  // The leader list follows the player count (one distinct leader per seat).
  useEffect(() => {
    if (leaders && leaders.length !== players) onChange({ ...options, leaders: fitLeaders(leaders, players) });
  }, [players, leaders, options, onChange]);

  const pickLeader = (seat: number, id: LeaderId) => {
    const list = fitLeaders(leaders ?? [], players);
    const other = list.indexOf(id);
    const mine = list[seat] as LeaderId;
    list[seat] = id;
    if (other >= 0 && other !== seat) list[other] = mine; // swap, so leaders stay distinct
    set({ leaders: list });
  };
  const maxRounds = get('maxRounds');
  return (
    <>
      <fieldset style={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: 6 }}>
        <legend style={{ fontWeight: 600, marginBottom: 6 }}>{t('totw.option.leaders')}</legend>
        <div className="segmented">
          <label>
            <input
              type="radio"
              name="totw-leaders"
              checked={!leaders}
              onChange={() => {
                const { leaders: _drop, ...rest } = options;
                onChange(rest);
              }}
            />
            {t('totw.option.leaders-random')}
          </label>
          <label>
            <input
              type="radio"
              name="totw-leaders"
              checked={!!leaders}
              onChange={() => set({ leaders: fitLeaders([], players) })}
              data-testid="leaders-choose"
            />
            {t('totw.option.leaders-choose')}
          </label>
        </div>
        {leaders ? (
          <div style={{ display: 'grid', gap: 6 }}>
            {fitLeaders(leaders, players).map((l, seat) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a seat number is the row's identity
              <label key={seat} className="field">
                {t('totw.option.leader-of-seat', { n: seat + 1 })}
                <select
                  value={l}
                  onChange={(e) => pickLeader(seat, e.target.value as LeaderId)}
                  data-testid={`leader-${seat}`}
                  style={{ maxWidth: '100%' }}
                >
                  {LEADER_IDS.map((id) => (
                    <option key={id} value={id}>
                      {leaderName(id, locale)}
                    </option>
                  ))}
                </select>
              </label>
            ))}
            <span className="hint">{t('totw.option.leaders-distinct')}</span>
          </div>
        ) : null}
      </fieldset>
      <details data-testid="totw-rules-options">
        <summary style={{ cursor: 'pointer', fontWeight: 600 }}>{t('totw.option.rules')}</summary>
        <div style={{ display: 'grid', gap: 10, marginTop: 10 }}>
          <label className="field">
            {t('totw.option.edition')}
            <select
              value={String(get('contentEdition'))}
              onChange={(e) => set({ contentEdition: Number(e.target.value) })}
              data-testid="content-edition"
              style={{ width: '100%', maxWidth: 360 }}
            >
              {[...CONTENT_EDITIONS].reverse().map((edition) => (
                <option key={edition} value={edition}>
                  {t(`totw.option.edition.${edition}`)}
                </option>
              ))}
            </select>
            <span className="hint">{t('totw.option.edition-hint')}</span>
          </label>
          <label className="field">
            {t('totw.option.max-rounds')}
            <input
              type="number"
              min={1}
              max={200}
              value={maxRounds ?? 40}
              onChange={(e) => {
                const v = Math.round(Number(e.target.value));
                if (Number.isFinite(v) && v >= 1) set({ maxRounds: Math.min(200, v) });
              }}
              data-testid="max-rounds"
              style={{ maxWidth: 120 }}
            />
            <span className="hint">{t('totw.option.max-rounds-hint')}</span>
          </label>
          <label className="field">
            {t('totw.option.starting-water')}
            <input
              type="number"
              min={0}
              max={20}
              value={get('startingWater')}
              onChange={(e) => {
                const v = Math.round(Number(e.target.value));
                if (Number.isFinite(v) && v >= 0) set({ startingWater: Math.min(20, v) });
              }}
              data-testid="starting-water"
              style={{ maxWidth: 120 }}
            />
          </label>
          {players === 2 ? (
            <label className="field">
              {t('totw.option.row-side')}
              <select
                value={get('twoPlayerRowSide')}
                onChange={(e) => set({ twoPlayerRowSide: e.target.value })}
                data-testid="row-side"
              >
                <option value="right">{t('totw.option.row-side.right')}</option>
                <option value="left">{t('totw.option.row-side.left')}</option>
              </select>
            </label>
          ) : null}
          {BOOL_OPTIONS.map(([key, label]) => (
            <label key={key} style={{ display: 'flex', gap: 8, alignItems: 'flex-start', fontWeight: 400 }}>
              <input type="checkbox" checked={get(key)} onChange={(e) => set({ [key]: e.target.checked })} />
              {t(label)}
            </label>
          ))}
          <label style={{ display: 'flex', gap: 8, alignItems: 'flex-start', fontWeight: 400 }}>
            <input
              type="checkbox"
              checked={get('discardVisibility') === 'full'}
              onChange={(e) => set({ discardVisibility: e.target.checked ? 'full' : 'top' })}
            />
            {t('totw.option.discard-full')}
          </label>
        </div>
      </details>
    </>
  );
}

/**
 * The options for the join page, from the view's public config and leaders: the leaders and the
 * round limit always (they shape every game), the other rules only where they differ from the
 * defaults, so a standard match reads short.
 */
export function describeOptions(view: TotwView, locale: Locale): OptionLine[] {
  const t = totwTranslator(locale);
  const c = view.config;
  const lines: OptionLine[] = [
    { label: t('totw.option.leaders'), value: view.leaders.map((l) => leaderName(l, locale)).join(', ') },
  ];
  if (c.maxRounds !== null) lines.push({ label: t('totw.option.max-rounds'), value: c.maxRounds });
  if (editionOf(c) !== DEFAULTS.contentEdition)
    lines.push({ label: t('totw.option.edition'), value: t(`totw.option.edition.${editionOf(c)}`) });
  if (c.startingWater !== DEFAULTS.startingWater)
    lines.push({ label: t('totw.option.starting-water'), value: c.startingWater });
  if (view.leaders.length === 2 && c.twoPlayerRowSide !== DEFAULTS.twoPlayerRowSide)
    lines.push({ label: t('totw.option.row-side'), value: t(`totw.option.row-side.${c.twoPlayerRowSide}`) });
  for (const [key, label] of BOOL_OPTIONS) if (c[key] !== DEFAULTS[key]) lines.push({ label: t(label), value: c[key] });
  if (c.discardVisibility !== DEFAULTS.discardVisibility)
    lines.push({ label: t('totw.option.discard-full'), value: c.discardVisibility === 'full' });
  return lines;
}

const COLUMNS: readonly [keyof ScoreBreakdown, TotwKey][] = [
  ['endToken', 'totw.score.end-token'],
  ['villages', 'totw.score.villages'],
  ['temples', 'totw.score.temples'],
  ['pollutedCells', 'totw.score.polluted-cells'],
  ['tiles', 'totw.score.tiles'],
  ['villageCards', 'totw.score.village-cards'],
  ['leaderPowers', 'totw.score.leader-powers'],
];

function ScoreTable({ view, outcome, seats }: ScoreTableProps<TotwView>) {
  const t = useTotwT();
  const { locale, t: appT } = useI18n();
  // The engine's outcome carries the breakdowns; one cut down to the protocol's common fields falls back on the view.
  const breakdowns = (outcome as Partial<TotwOutcome>).breakdowns ?? hintsOf(view).scores;
  const rows = placeRows<TotwFigure>(outcome).map((r) => ({
    ...r,
    breakdown: breakdowns[r.seat] as ScoreBreakdown,
  }));
  const [open, setOpen] = useState<number | null>(null);
  const decided = (d: (typeof rows)[number]['note']) => (d ? t(`totw.tiebreak.${d}` as TotwKey) : '');
  const name = (seat: number) => seats[seat]?.name ?? appT('app.player-n', { n: seat + 1 });
  return (
    <div className="tw-end">
      <table className="score-table tw-end-table">
        <thead>
          <tr>
            <th className="num">{appT('app.rank')}</th>
            <th>{appT('app.player')}</th>
            {COLUMNS.map(([key, label]) => (
              <th key={key} className="num">
                {t(label)}
              </th>
            ))}
            <th className="num">{t('totw.score.total')}</th>
            <th>{t('totw.tiebreak.decided-by')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <Fragment key={r.seat}>
              <tr className={r.rank === 1 ? 'first' : ''} data-seat={r.seat}>
                <td className="num">
                  <button
                    type="button"
                    className="tw-end-expand"
                    aria-expanded={open === r.seat}
                    aria-label={t('totw.score.breakdown-of', { player: name(r.seat) })}
                    onClick={() => setOpen(open === r.seat ? null : r.seat)}
                  >
                    {open === r.seat ? '▾' : '▸'} {r.rank}
                  </button>
                </td>
                <td>
                  <SeatName seat={r.seat} name={name(r.seat)} />
                  <span className="hint tw-end-leader">
                    {leaderName(view.leaders[r.seat] as LeaderId, locale).split(',')[0]}
                  </span>
                </td>
                {COLUMNS.map(([key]) => (
                  <td key={key} className="num" title={scoreNote(r.breakdown, key, t, locale)}>
                    {r.breakdown[key] as number}
                  </td>
                ))}
                <td className="num tw-end-total">{r.breakdown.total}</td>
                <td>{decided(r.note)}</td>
              </tr>
              {open === r.seat ? (
                <tr className="tw-end-details">
                  <td />
                  <td colSpan={COLUMNS.length + 3}>
                    <ul>
                      {COLUMNS.map(([key, label]) => (
                        <li key={key}>
                          <strong>{t(label)}</strong>: {r.breakdown[key] as number} —{' '}
                          {scoreNote(r.breakdown, key, t, locale)}
                        </li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ) : null}
            </Fragment>
          ))}
        </tbody>
      </table>
      <ol className="tw-end-cards">
        {rows.map((r) => (
          <li key={r.seat} className={r.rank === 1 ? 'first' : ''}>
            <details>
              <summary>
                <span className="tw-end-rank">{r.rank}</span>
                <SeatName seat={r.seat} name={name(r.seat)} />
                <strong className="tw-end-total">
                  {r.breakdown.total} {t('totw.vp-short')}
                </strong>
              </summary>
              <ul>
                {COLUMNS.map(([key, label]) => (
                  <li key={key}>
                    <span>{t(label)}</span>
                    <span className="hint">{scoreNote(r.breakdown, key, t, locale)}</span>
                    <strong>{r.breakdown[key] as number}</strong>
                  </li>
                ))}
              </ul>
            </details>
            {r.note ? <span className="hint">{decided(r.note)}</span> : null}
          </li>
        ))}
      </ol>
      <p className="hint">{t('totw.tiebreak')}</p>
    </div>
  );
}

function endReasonText(view: TotwView, locale: Locale): string {
  const t = totwTranslator(locale);
  return view.endedBy === 'fifth-village'
    ? t('totw.end.fifth-village', { round: view.round })
    : t('totw.end.max-rounds', { round: view.round });
}

const plugin: GamePlugin<TotwState, TotwAction, TotwView, TotwOptions> = {
  id: tribesOfTheWind.id,
  engine: tribesOfTheWind,
  Table: TribesTable,
  HeaderStatus,
  RulesSummary,
  SetupOptions,
  describeOptions,
  defaultOptions: () => ({}),
  ScoreTable,
  endReasonText,
  renderMessage: renderTotwMessage,
  marks: totwMarks,
  loadLesson: async () => (await import('./lesson.ts')).tribesLesson,
};

export const tribesPlugin = erasePlugin(plugin);
