/** The Four Humours plug-in: engine, table and texts, loaded on demand (its own chunk). */
import type { Outcome } from '@boardhall/engine';
import {
  type FhFigure,
  type FourHumoursAction,
  type FourHumoursOptions,
  type FourHumoursState,
  type FourHumoursView,
  fourHumours,
} from '@boardhall/four-humours';
import { useI18n, useLocale } from '../../i18n/I18n.tsx';
import type { Locale } from '../../i18n/types.ts';
import { placeRows } from '../../ui/places.ts';
import { SeatName } from '../../ui/seats.tsx';
import {
  erasePlugin,
  type GamePlugin,
  type HeaderStatusProps,
  type ScoreTableProps,
  type SetupOptionsProps,
} from '../types.ts';
import { describeOptions } from './describe-options.ts';
import { fhMarks } from './marks.ts';
import { RulesSummary } from './RulesSummary.tsx';
import { FourHumoursTable } from './Table.tsx';
import { difficultyName, fhTranslator, renderFhMessage, useFhT } from './text.ts';

const MODES = ['kingdom', 'fiefdom', 'solo'] as const;

/** Whether the engine accepts a mode (Fiefdom and Solo light up when the engine supports them). */
function modeAvailable(mode: string): boolean {
  return fourHumours.optionsSchema.safeParse({ mode }).success;
}

function HeaderStatus({ view }: HeaderStatusProps<FourHumoursView>) {
  const t = useFhT();
  const round = `${t('fh.round', { n: view.round })} · ${t(`fh.phase.${view.phase}`)}`;
  const deck = t('fh.deck', { n: view.deckCount });
  const passes = t('fh.passes', { n: view.consecutivePasses, max: view.seats });
  return (
    <>
      {/* A narrow app bar cuts these with an ellipsis: each title holds the whole text too. */}
      <span title={`${round} · ${t(`fh.mode.${view.options.mode}`)}`}>{round}</span>
      <span className="hide-narrow" title={`${deck} · ${t('fh.discard', { n: view.discard.length })}`}>
        {deck}
      </span>
      {view.phase === 'placement' ? (
        <span className="hide-narrow" title={passes}>
          {passes}
        </span>
      ) : null}
    </>
  );
}

function SetupOptions({ options, players, onChange }: SetupOptionsProps) {
  const t = useFhT();
  const { t: appT } = useI18n();
  const locale = useLocale();
  const mode = options.mode ?? 'kingdom';
  const first = options.firstPlayer ?? 'random';
  return (
    <>
      <fieldset style={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: 6 }}>
        <legend style={{ fontWeight: 600, marginBottom: 6 }}>{t('fh.mode')}</legend>
        <div className="segmented">
          {MODES.map((m) => {
            const ok = modeAvailable(m);
            return (
              <label key={m} title={ok ? undefined : appT('app.not-available')}>
                <input
                  type="radio"
                  name="fh-mode"
                  checked={mode === m}
                  disabled={!ok}
                  onChange={() => onChange({ ...options, mode: m })}
                />
                {t(`fh.mode.${m}`)}
              </label>
            );
          })}
        </div>
        {MODES.some((m) => !modeAvailable(m)) ? (
          <span className="hint">
            {MODES.filter((m) => !modeAvailable(m))
              .map((m) => t(`fh.mode.${m}`))
              .join(', ')}
            : {appT('app.not-available')}
          </span>
        ) : null}
      </fieldset>
      {mode === 'solo' ? (
        <label className="field">
          {t('fh.difficulty')}
          <select
            value={String(options.soloDifficulty ?? 'normal')}
            onChange={(e) => onChange({ ...options, soloDifficulty: e.target.value })}
            data-testid="solo-difficulty"
          >
            {(['easy', 'normal', 'hard'] as const).map((d) => (
              <option key={d} value={d}>
                {difficultyName(d, locale)}
              </option>
            ))}
          </select>
        </label>
      ) : (
        <label className="field">
          {t('fh.option.first-player')}
          <select
            value={String(first)}
            onChange={(e) =>
              onChange({ ...options, firstPlayer: e.target.value === 'random' ? 'random' : Number(e.target.value) })
            }
          >
            <option value="random">{appT('app.random')}</option>
            {Array.from({ length: players }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a seat number is the option's identity
              <option key={i} value={i}>
                {appT('app.seat', { n: i + 1 })}
              </option>
            ))}
          </select>
        </label>
      )}
    </>
  );
}

interface SoloFigures {
  readonly result: 'win' | 'draw' | 'loss';
  readonly decidedBy: string;
  readonly objectives: number;
  readonly fiefPotions: number;
  readonly rivalObjectives: number;
  readonly ledger: number;
  readonly score: number;
}

/** The Solo figures of an outcome, when the game was Solo (FH §11.7). */
function soloOf(outcome: Outcome): SoloFigures | null {
  const solo = (outcome as { solo?: SoloFigures }).solo;
  return solo && typeof solo.score === 'number' ? solo : null;
}

function SoloTable({ solo, name }: { solo: SoloFigures; name: string }) {
  const t = useFhT();
  const { t: appT } = useI18n();
  const decided = solo.decidedBy === 'objectives' || solo.decidedBy === 'fief-vs-ledger';
  return (
    <table className="score-table">
      <thead>
        <tr>
          <th>{appT('app.player')}</th>
          <th className="num">{t('fh.score.objectives')}</th>
          <th className="num">{t('fh.score.potions')}</th>
          <th className="num">{t('fh.score.solo')}</th>
        </tr>
      </thead>
      <tbody>
        <tr className={solo.result === 'win' ? 'first' : ''}>
          <td>
            <SeatName seat={0} name={name} />
          </td>
          <td className="num">★ {solo.objectives}</td>
          <td className="num">{solo.fiefPotions}</td>
          <td className="num">{solo.score}</td>
        </tr>
        <tr className={solo.result === 'loss' ? 'first' : ''}>
          <td>
            <SeatName seat={1} name={t('fh.rival')} />
          </td>
          <td className="num">★ {solo.rivalObjectives}</td>
          <td className="num">{solo.ledger}</td>
          <td className="num" />
        </tr>
      </tbody>
      {decided ? (
        <caption className="hint" style={{ captionSide: 'bottom', textAlign: 'left', paddingTop: 6 }}>
          {t('fh.decided-by')}: {t(`fh.solo.decided.${solo.decidedBy}`)}
        </caption>
      ) : null}
    </table>
  );
}

function ScoreTable({ view, outcome, seats }: ScoreTableProps<FourHumoursView>) {
  const t = useFhT();
  const { t: appT } = useI18n();
  const solo = soloOf(outcome);
  if (solo) return <SoloTable solo={solo} name={seats[0]?.name ?? appT('app.player-n', { n: 1 })} />;
  const fiefs = view.fiefs !== undefined;
  const rows = placeRows<FhFigure>(outcome);
  const values = outcome.explanation?.values;
  const decided = (d: (typeof rows)[number]['note']) =>
    d === 'mapPotions'
      ? fiefs
        ? t('fh.tiebreak.fief-potions')
        : t('fh.tiebreak.map-potions')
      : d === 'distinctCells'
        ? t('fh.tiebreak.cells')
        : d === 'removed'
          ? t('fh.tiebreak.removed')
          : d === 'shared'
            ? t('fh.tiebreak.shared')
            : '';
  return (
    <table className="score-table">
      <thead>
        <tr>
          <th className="num">{appT('app.rank')}</th>
          <th>{appT('app.player')}</th>
          <th className="num">{t('fh.score.objectives')}</th>
          <th className="num">{fiefs ? t('fh.tiebreak.fief-potions') : t('fh.tiebreak.map-potions')}</th>
          {fiefs ? null : <th className="num">{t('fh.tiebreak.cells')}</th>}
          <th>{t('fh.decided-by')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.seat} className={r.rank === 1 ? 'first' : ''} data-seat={r.seat}>
            <td className="num">{r.rank}</td>
            <td>
              <SeatName seat={r.seat} name={seats[r.seat]?.name ?? t('fh.rival')} />
            </td>
            <td className="num">★ {values?.[r.seat]?.objectives ?? outcome.scores[r.seat]}</td>
            <td className="num">{values?.[r.seat]?.mapPotions}</td>
            {fiefs ? null : <td className="num">{values?.[r.seat]?.distinctCells}</td>}
            <td>{decided(r.note)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function endReasonText(view: FourHumoursView, locale: Locale): string {
  const t = fhTranslator(locale);
  const reasons = view.endTriggers.map((tr) => t(`fh.game-end.${tr}`));
  return `${reasons.join('; ')} (${t('fh.after-round', { n: view.round })})`;
}

const plugin: GamePlugin<FourHumoursState, FourHumoursAction, FourHumoursView, FourHumoursOptions> = {
  id: fourHumours.id,
  engine: fourHumours,
  Table: FourHumoursTable,
  HeaderStatus,
  RulesSummary,
  SetupOptions,
  describeOptions,
  defaultOptions: () => ({ mode: 'kingdom', firstPlayer: 'random' }),
  ScoreTable,
  endReasonText,
  renderMessage: renderFhMessage,
  marks: fhMarks,
  extraSeatName: (_seat, locale) => fhTranslator(locale)('fh.rival'),
  loadLesson: async () => (await import('./lesson.ts')).fourHumoursLesson,
  headline: (_view, outcome, locale, seatName) => {
    const solo = soloOf(outcome);
    return solo ? fhTranslator(locale)(`fh.solo.${solo.result}`, { player: seatName(0) }) : null;
  },
};

export const fourHumoursPlugin = erasePlugin(plugin);
