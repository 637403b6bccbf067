/**
 * A tournament's games log (`--games-log`): one JSON line per finished game, written as it
 * finishes, so a run of hours can be followed and, with `--resume`, carried on after a stop.
 */
import { accessSync, appendFileSync, constants, existsSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { GameTask, GameTaskResult } from '@boardhall/bots';
import { BoardhallError } from '@boardhall/engine';
import { readCappedText } from '../read-file.ts';

/** One line of the log: the game, who sat where, and how it ended. */
export interface TournamentGameLine {
  game: number;
  seed: string;
  /** The bot spec of each seat. */
  seats: string[];
  /** Seats by place, ties sharing one; null when the game failed. */
  ranking: number[][] | null;
  error: string | null;
  /**
   * How the game ended and in which round (a game without rounds: null), and its actions. Logs
   * written before these were kept lack them; they read back as unknown.
   */
  endReason?: string | null;
  round?: number | null;
  actions?: number;
}

export interface GamesLog {
  /** The games the log already holds (empty unless resuming), by index. */
  finished: Map<number, GameTaskResult>;
  /** Appends a finished game. */
  write(index: number, task: GameTask, result: GameTaskResult): void;
}

/**
 * The most a games log being resumed may hold: a line is about 200 bytes (five seats of short bot
 * specs), so a million games (the most `--games` takes) log about 200 MB. A log over it is refused
 * rather than read: it would be near the longest string JavaScript holds (512 MiB).
 */
export const MAX_GAMES_LOG_BYTES = 256 * 1024 * 1024;

const bad = (path: string, sentence: string) => new BoardhallError('bad-games-log', `${path}: ${sentence}`);

function isLine(x: unknown): x is TournamentGameLine {
  if (typeof x !== 'object' || x === null) return false;
  const l = x as Record<string, unknown>;
  const ranking = l.ranking;
  return (
    Number.isInteger(l.game) &&
    typeof l.seed === 'string' &&
    Array.isArray(l.seats) &&
    l.seats.every((b) => typeof b === 'string') &&
    (ranking === null ||
      (Array.isArray(ranking) && ranking.every((g) => Array.isArray(g) && g.every((s) => Number.isInteger(s))))) &&
    (l.error === null || typeof l.error === 'string') &&
    (l.endReason === undefined || l.endReason === null || typeof l.endReason === 'string') &&
    (l.round === undefined || l.round === null || Number.isInteger(l.round)) &&
    (l.actions === undefined || (Number.isInteger(l.actions) && (l.actions as number) >= 0))
  );
}

/**
 * Reads the lines of a log being resumed and checks each is the game `tasks` would play at its
 * index (same seed, same bots in the same seats). A last line cut short (the process stopped
 * while writing it) is dropped; any other broken line is refused.
 */
function readLog(path: string, tasks: readonly GameTask[]): { finished: Map<number, GameTaskResult>; kept: string[] } {
  // Only a file: the log is written back once the first game ends, which a pipe or a device cannot take.
  const text = readCappedText(path, {
    what: 'games log',
    maxBytes: MAX_GAMES_LOG_BYTES,
    regularOnly: true,
    code: 'bad-games-log',
  });
  const lines = text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  const finished = new Map<number, GameTaskResult>();
  const kept: string[] = [];
  lines.forEach((text, i) => {
    let line: unknown;
    try {
      line = JSON.parse(text);
    } catch {
      if (i === lines.length - 1) return;
      throw bad(path, `line ${i + 1} is not JSON.`);
    }
    if (!isLine(line)) throw bad(path, `line ${i + 1} is not a games-log line.`);
    const task = tasks[line.game];
    if (!task) throw bad(path, `line ${i + 1} is game ${line.game}, but this tournament has ${tasks.length} games.`);
    if (task.seed !== line.seed || task.bots.join('\n') !== line.seats.join('\n')) {
      throw bad(
        path,
        `line ${i + 1} is game ${line.game} seeded ${line.seed} with ${line.seats.join(', ')}, but this tournament's game ${line.game} is seeded ${task.seed} with ${task.bots.join(', ')}: resume with the log's --seed, --bots and --players.`,
      );
    }
    if (finished.has(line.game)) throw bad(path, `game ${line.game} is in it twice (line ${i + 1}).`);
    finished.set(line.game, {
      ranking: line.ranking,
      soloResult: null,
      endReason: line.endReason ?? null,
      round: line.round ?? null,
      actions: line.actions ?? 0,
      error: line.error,
    });
    kept.push(text);
  });
  return { finished, kept };
}

/**
 * Opens the log at `path`: checked now, written only once a game finishes, so a run refused for
 * bad input leaves the file as it was. Without `resume` the first game starts the file afresh.
 */
export function openGamesLog(path: string, tasks: readonly GameTask[], resume: boolean): GamesLog {
  try {
    accessSync(dirname(resolve(path)), constants.W_OK);
    if (existsSync(path)) accessSync(path, constants.W_OK | constants.R_OK);
  } catch (e) {
    throw new BoardhallError('bad-path', `Cannot write the games log '${path}': ${(e as Error).message}`);
  }
  const { finished, kept } =
    resume && existsSync(path) ? readLog(path, tasks) : { finished: new Map<number, GameTaskResult>(), kept: null };
  let started = false;
  return {
    finished,
    write(index, task, result) {
      if (!started) writeFileSync(path, kept && kept.length > 0 ? `${kept.join('\n')}\n` : '');
      started = true;
      const line: TournamentGameLine = {
        game: index,
        seed: task.seed,
        seats: task.bots,
        ranking: result.ranking,
        error: result.error,
        endReason: result.endReason,
        round: result.round,
        actions: result.actions,
      };
      appendFileSync(path, `${JSON.stringify(line)}\n`);
    },
  };
}
