export type { Bot, BotTurn } from './bot.ts';
export { BotPool, type BotPoolOptions, type BotRequest } from './pool.ts';
export { randomBot } from './random.ts';
export { type GameRun, type RunGameOptions, runGame } from './runner.ts';
export { BOT_KINDS, type BotSpec, createBot, createBots, parseBotSpec } from './spec.ts';
