// The bots without anything Node-specific (no worker threads, no file system): what a browser
// bundle may import. Node tools import the package root, which adds pools and tournaments.

export * from './analysis/index.ts';
export type { Bot, BotTurn } from './bot.ts';
export { greedyBot, greedyChoose, relativeScore } from './greedy.ts';
export { type Evaluator, evaluatorFor, type GameHeuristics, heuristicsFor } from './heuristics.ts';
export {
  gameTuning,
  ISMCTS_LEVELS,
  type IsmctsLevel,
  type IsmctsOptions,
  type IsmctsTuning,
  ismctsChoose,
  ismctsSearch,
  levelBudget,
  levelTuning,
  type RootMove,
  type SearchBudget,
  type SearchResult,
} from './ismcts.ts';
export { ismctsBot, ismctsBudget } from './ismcts-spec.ts';
export { randomBot } from './random.ts';
export { heuristicRewards, marginRewards, outcomeRewards } from './rewards.ts';
export { type GameRun, type RunGameOptions, runGame } from './runner.ts';
export { BOT_KINDS, type BotSpec, botSpecsOf, createBot, createBots, parseBotSpec, seatSpecsOf } from './spec.ts';
