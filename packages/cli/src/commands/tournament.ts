import { botSpecsOf, runTournament, type TournamentResult, tournamentTasks } from '@boardhall/bots';
import { BoardhallError, findGame, type GameRegistry } from '@boardhall/engine';
import type { CliIo } from '../io.ts';
import { startProgress } from '../progress.ts';
import { openGamesLog } from './games-log.ts';

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
  /** Carry on the run whose games `gamesLog` holds: those games are tallied, not played again. */
  resume?: boolean;
}

export async function tournament(
  registry: GameRegistry,
  opts: TournamentCliOptions,
  io: CliIo,
): Promise<TournamentResult> {
  const def = findGame(registry, opts.game);
  const bots = botSpecsOf(opts.bots);
  if (opts.resume && !opts.gamesLog) throw new BoardhallError('bad-option', '--resume needs --games-log <file>.');
  const setup = {
    players: opts.players,
    games: opts.games,
    bots,
    seed: opts.seed,
    options: opts.options,
    maxActions: opts.maxActions,
  };
  const log = opts.gamesLog ? openGamesLog(opts.gamesLog, tournamentTasks(def, setup), Boolean(opts.resume)) : null;
  const progress = startProgress(io, opts.games, `${def.name} tournament`, !opts.json);
  const started = process.hrtime.bigint();
  const result = await runTournament(def, {
    ...setup,
    threads: opts.threads,
    onProgress: (done) => progress.tick(done),
    onGame: log ? (index, task, game) => log.write(index, task, game) : undefined,
    finished: log?.finished,
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
