export { analyseReplayOnThreads, type ThreadedAnalysisOptions } from './analysis-threads.ts';
export * from './core.ts';
export { type GameTask, type GameTaskResult, type PlayGamesOptions, playGames, playTask } from './play-games.ts';
export { BotPool, type BotPoolOptions, type BotRequest, defaultBotThreads } from './pool.ts';
export { wilson95 } from './stats.ts';
export {
  seating,
  type TournamentEntry,
  type TournamentOptions,
  type TournamentResult,
  tournamentTasks,
} from './tournament.ts';
export { type RunTournamentOptions, runTournament } from './tournament-runner.ts';
