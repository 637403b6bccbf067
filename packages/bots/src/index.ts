export type { Bot, BotTurn } from './bot.ts';
export { type Evaluator, evaluatorFor } from './evaluators/index.ts';
export { ISMCTS_LEVELS, type IsmctsOptions, ismctsBot, ismctsChoose, type SearchBudget } from './ismcts.ts';
export { BotPool, type BotPoolOptions, type BotRequest } from './pool.ts';
export { randomBot } from './random.ts';
export { heuristicRewards, outcomeRewards } from './rewards.ts';
export { type GameRun, type RunGameOptions, runGame } from './runner.ts';
export { BOT_KINDS, type BotSpec, createBot, createBots, parseBotSpec } from './spec.ts';
export { wilson95 } from './stats.ts';
export {
  type GameTask,
  playTask,
  seating,
  type TournamentEntry,
  type TournamentOptions,
  type TournamentResult,
} from './tournament.ts';
export { type RunTournamentOptions, runTournament } from './tournament-runner.ts';
