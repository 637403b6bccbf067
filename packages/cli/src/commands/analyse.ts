import {
  analyseReplayOnThreads,
  analysisBudget,
  type DecisionAnalysis,
  type GameAnalysis,
  type JudgedMove,
} from '@boardhall/bots';
import {
  type AnyGameDefinition,
  defaultSeatName,
  escapeDisplayControls,
  findGame,
  type GameRegistry,
  type Locale,
  type Message,
  parseReplay,
  renderMessage,
} from '@boardhall/engine';
import type { CliIo } from '../io.ts';
import { startProgress } from '../progress.ts';
import { readCappedText } from '../read-file.ts';
import { MAX_REPLAY_BYTES } from './replay.ts';

/** The analysis seed when none is given: a fixed one, so the same command prints the same analysis. */
export const DEFAULT_ANALYSIS_SEED = 'boardhall';

export interface AnalyseOptions {
  file: string;
  /** ISMCTS iterations per decision; undefined: the game's default (`analysisBudget`). */
  budget: number | undefined;
  threads: number;
  seed: string;
  lang: Locale;
  json: boolean;
}

/** Analyses a saved game: every decision of every seat judged from that seat's view. */
export async function analyse(registry: GameRegistry, opts: AnalyseOptions, io: CliIo): Promise<GameAnalysis> {
  const file = parseReplay(
    readCappedText(opts.file, { what: 'replay file', maxBytes: MAX_REPLAY_BYTES, code: 'bad-file' }),
  );
  const game = findGame(registry, file.game);
  const budget = opts.budget ?? analysisBudget(game);
  let progress: ReturnType<typeof startProgress> | null = null;
  const analysis = await analyseReplayOnThreads(game, file, {
    budget,
    seed: opts.seed,
    threads: opts.threads,
    onProgress: (done, total) => {
      progress ??= startProgress(io, total, 'analysing', !opts.json);
      progress.tick(done);
    },
  });
  (progress as ReturnType<typeof startProgress> | null)?.stop();
  if (opts.json) {
    io.out(`${JSON.stringify(analysis)}\n`);
    return analysis;
  }
  const seatName = (seat: number) => escapeDisplayControls(file.seats?.[seat]?.name ?? defaultSeatName(seat));
  io.out(printAnalysis(game, analysis, opts.lang, seatName));
  return analysis;
}

const percent = (x: number | null): string => (x === null ? '–' : `${(100 * x).toFixed(0)} %`);
/** A loss, to a tenth of a point: the thresholds are a few points apart. */
const points = (x: number): string => `${(100 * x).toFixed(1)} %`;

/** The readable report: the seats' report cards, turning points, then every decision. */
export function printAnalysis(
  game: AnyGameDefinition,
  analysis: GameAnalysis,
  lang: Locale,
  seatName: (seat: number) => string,
): string {
  const t = (m: Message) => escapeDisplayControls(renderMessage(game.messages, lang, m, { seatName }));
  const move = (m: JudgedMove<unknown>) => `${t(m.text)} (${percent(m.value)})`;
  const lines: string[] = [];
  const th = analysis.thresholds;
  lines.push(
    `${game.name}, ${analysis.players} players: ${analysis.decisions.length} decisions of ${analysis.actions} actions, ${analysis.budget} iterations each, seed ${escapeDisplayControls(analysis.seed)}`,
  );
  lines.push(
    `Labels by win chance given away: inaccuracy ≥ ${percent(th.inaccuracy)}, mistake ≥ ${percent(th.mistake)}, blunder ≥ ${percent(th.blunder)}`,
  );
  lines.push('');
  lines.push('seat                  accuracy  decisions  inaccuracies  mistakes  blunders  result');
  for (const s of analysis.seats) {
    const result = analysis.result ? percent(analysis.result[s.seat] ?? 0) : '–';
    lines.push(
      `${seatName(s.seat).padEnd(20).slice(0, 20)}  ${(s.accuracy === null ? '–' : s.accuracy.toFixed(1)).padStart(8)}  ${String(s.decisions).padStart(9)}  ${String(s.inaccuracies).padStart(12)}  ${String(s.mistakes).padStart(8)}  ${String(s.blunders).padStart(8)}  ${result.padStart(6)}`,
    );
  }
  for (const s of analysis.seats) {
    const points = s.turningPoints.map((p) => `#${p.index + 1} (${percent(p.before)} → ${percent(p.after)})`);
    lines.push(`Turning points for ${seatName(s.seat)}: ${points.join(', ') || 'none'}`);
  }
  lines.push('');
  lines.push('   #  seat                  label         loss  played → best');
  for (const d of analysis.decisions) lines.push(decisionLine(d, seatName, move));
  return `${lines.join('\n')}\n`;
}

function decisionLine(
  d: DecisionAnalysis,
  seatName: (seat: number) => string,
  move: (m: JudgedMove<unknown>) => string,
): string {
  const head = `${String(d.index + 1).padStart(4)}  ${seatName(d.seat).padEnd(20).slice(0, 20)}  ${(d.label ?? '').padEnd(10)}  ${points(d.loss).padStart(6)}`;
  return d.loss >= 0.0005 ? `${head}  ${move(d.played)} → ${move(d.best)}` : `${head}  ${move(d.played)}`;
}
