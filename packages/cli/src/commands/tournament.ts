import { accessSync, appendFileSync, constants, existsSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { type GameTask, type GameTaskResult, runTournament, type TournamentResult } from '@boardhall/bots';
import { BoardhallError, findGame, type GameRegistry } from '@boardhall/engine';
import type { CliIo } from '../io.ts';
import { startProgress } from '../progress.ts';

export interface TournamentCliOptions {
  game: string;
  players: number;
  games: number;
  bots: string;
  seed: string;
  options: Record<string, unknown>;
  threads: number;
  maxActions: number;
  json: boolean;
  /** A file to write one JSON line per finished game into, so a long run can be followed and is not lost. */
  gamesLog?: string;
}

/** One line of `--games-log`: the game, who sat where, and how it ended. */
export interface TournamentGameLine {
  game: number;
  seed: string;
  /** The bot spec of each seat. */
  seats: string[];
  /** Seats by place, ties sharing one; null when the game failed. */
  ranking: number[][] | null;
  error: string | null;
}

/**
 * The games log's writer. The path is checked now, but the file is written only once a game
 * finishes, so a run refused for bad input leaves it as it was.
 */
function openGamesLog(path: string): (index: number, task: GameTask, result: GameTaskResult) => void {
  try {
    accessSync(dirname(resolve(path)), constants.W_OK);
    if (existsSync(path)) accessSync(path, constants.W_OK);
  } catch (e) {
    throw new BoardhallError('bad-path', `Cannot write the games log '${path}': ${(e as Error).message}`);
  }
  let started = false;
  return (index, task, result) => {
    const line: TournamentGameLine = {
      game: index,
      seed: task.seed,
      seats: task.bots,
      ranking: result.ranking,
      error: result.error,
    };
    if (!started) writeFileSync(path, '');
    started = true;
    appendFileSync(path, `${JSON.stringify(line)}\n`);
  };
}

export async function tournament(
  registry: GameRegistry,
  opts: TournamentCliOptions,
  io: CliIo,
): Promise<TournamentResult> {
  const def = findGame(registry, opts.game);
  const bots = opts.bots
    .split(',')
    .map((b) => b.trim().replace(/;/g, ','))
    .filter((b) => b.length > 0);
  const onGame = opts.gamesLog ? openGamesLog(opts.gamesLog) : undefined;
  const progress = startProgress(io, opts.games, `${def.name} tournament`, !opts.json);
  const started = process.hrtime.bigint();
  const result = await runTournament(def, {
    players: opts.players,
    games: opts.games,
    bots,
    seed: opts.seed,
    options: opts.options,
    maxActions: opts.maxActions,
    threads: opts.threads,
    onProgress: (done) => progress.tick(done),
    onGame,
  });
  progress.stop();
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (opts.json) {
    io.out(
      `${JSON.stringify({ game: result.game, players: result.players, games: result.games, errors: result.errors, results: result.results })}\n`,
    );
  } else {
    io.out(
      `${def.name}: ${result.games} games, ${result.players} players, seats rotated, seed ${opts.seed} (${seconds.toFixed(1)} s)\n`,
    );
    for (const r of result.results) {
      const [lo, hi] = r.ci95;
      io.out(
        `  ${r.bot.padEnd(28)} ${String(r.wins).padStart(7)} wins / ${r.games} seat-games = ${(100 * r.winRate).toFixed(1)}% (95% CI ${(100 * lo).toFixed(1)}–${(100 * hi).toFixed(1)}%)\n`,
      );
    }
    if (result.errors > 0) io.out(`  ${result.errors} games failed\n`);
  }
  return result;
}
