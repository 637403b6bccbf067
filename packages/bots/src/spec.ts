import { BoardhallError } from '@boardhall/engine';
import { hintBot } from './analysis/hint.ts';
import type { Bot } from './bot.ts';
import { greedyBot } from './greedy.ts';
import { ismctsBot } from './ismcts-spec.ts';
import { policyBot } from './policy.ts';
import { randomBot } from './random.ts';

/** A parsed bot spec: `kind` or `kind:key=value,key=value`. */
export interface BotSpec {
  kind: string;
  params: Record<string, string>;
}

type BotFactory = (params: Record<string, string>) => Bot;

const FACTORIES: Record<string, { make: BotFactory; params: readonly string[] }> = {
  random: { make: () => randomBot(), params: [] },
  greedy: { make: (params) => greedyBot(params), params: ['samples'] },
  policy: { make: () => policyBot(), params: [] },
  ismcts: {
    make: (params) => ismctsBot(params),
    params: ['level', 'iterations', 'ms', 'c', 'depth', 'bias', 'scale', 'eps', 'prior', 'follow'],
  },
  // Plays the first move of a hint (issue #36): how well following the hints plays.
  hint: { make: (params) => hintBot(params), params: ['budget'] },
};

/** The kinds of bot there are. */
export const BOT_KINDS: readonly string[] = Object.keys(FACTORIES);

export function parseBotSpec(text: string): BotSpec {
  const [kind = '', rest] = text.trim().split(/:(.*)/s, 2);
  const params: Record<string, string> = {};
  if (rest !== undefined && rest.length > 0) {
    for (const pair of rest.split(',')) {
      const [key, value] = pair.split('=', 2);
      if (!key || value === undefined || value === '') {
        throw new BoardhallError('bad-bot', `Bot parameter '${pair}' in '${text}' is not of the form key=value.`);
      }
      params[key] = value;
    }
  }
  return { kind, params };
}

/** A bot from its spec, or a BoardhallError('bad-bot') naming what is wrong. */
export function createBot(text: string): Bot {
  const spec = parseBotSpec(text);
  const factory = FACTORIES[spec.kind];
  if (!factory) {
    throw new BoardhallError('bad-bot', `Unknown bot '${spec.kind}' (available: ${BOT_KINDS.join(', ')}).`);
  }
  for (const key of Object.keys(spec.params)) {
    if (!factory.params.includes(key)) {
      const allowed = factory.params.length ? factory.params.join(', ') : 'none';
      throw new BoardhallError('bad-bot', `Bot '${spec.kind}' has no parameter '${key}' (parameters: ${allowed}).`);
    }
  }
  return factory.make(spec.params);
}

/**
 * The bot specs of a comma-separated list, in order. Commas inside parameters are not supported,
 * so several parameters join with `;` there (`ismcts:iterations=500;c=0.5`).
 */
export function botSpecsOf(list: string): string[] {
  return list
    .split(',')
    .map((s) => s.trim().replace(/;/g, ','))
    .filter((s) => s.length > 0);
}

/** The spec of each seat of a table from a list naming one bot for every seat, or one per seat. */
export function seatSpecsOf(list: string, players: number): string[] {
  const specs = botSpecsOf(list);
  if (specs.length === 0)
    throw new BoardhallError('bad-bot', 'No bot named: give one bot for all seats or one per seat.');
  if (specs.length !== 1 && specs.length !== players) {
    throw new BoardhallError(
      'bad-bot',
      `${specs.length} bots were named for ${players} seats: give one bot for all seats or one per seat.`,
    );
  }
  return Array.from({ length: players }, (_, seat) => specs[specs.length === 1 ? 0 : seat] as string);
}

/** The bots of a table from a list naming one bot for every seat, or one per seat (`seatSpecsOf`). */
export function createBots(list: string, players: number): Bot[] {
  return seatSpecsOf(list, players).map((spec) => createBot(spec));
}
