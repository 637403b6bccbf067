export * from './core.ts';
export { BotPool, type BotPoolOptions, type BotRequest, defaultBotThreads } from './pool.ts';
export { wilson95 } from './stats.ts';
export {
  type GameTask,
  type GameTaskResult,
  playTask,
  seating,
  type TournamentEntry,
  type TournamentOptions,
  type TournamentResult,
} from './tournament.ts';
export { type RunTournamentOptions, runTournament } from './tournament-runner.ts';
