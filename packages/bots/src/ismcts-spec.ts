import { type AnyGameDefinition, BoardhallError, type SearchBudget } from '@boardhall/engine';
import type { Bot, BotTurn } from './bot.ts';
import {
  ISMCTS_LEVELS,
  type IsmctsLevel,
  type IsmctsOptions,
  type IsmctsTuning,
  ismctsChoose,
  levelBudget,
  levelTuning,
} from './ismcts.ts';

function parseNumber(name: string, value: string | undefined, fallback: number, min: number): number {
  if (value === undefined) return fallback;
  const x = Number(value);
  if (!Number.isFinite(x) || x < min)
    throw new BoardhallError('bad-bot', `ismcts: ${name} must be a number ≥ ${min}; got '${value}'.`);
  return x;
}

function parseLevel(params: Record<string, string>): IsmctsLevel {
  const level = params.level ?? 'normal';
  if (!(level in ISMCTS_LEVELS))
    throw new BoardhallError('bad-bot', `ismcts: level must be easy, normal or hard; got '${level}'.`);
  return level as IsmctsLevel;
}

/**
 * The budget an ISMCTS spec's parameters give for a game. An explicit budget replaces the
 * level's: iterations alone have no time limit, ms alone no iteration limit.
 */
export function ismctsBudget(params: Record<string, string>, def: AnyGameDefinition | undefined): SearchBudget {
  const base = levelBudget(def, parseLevel(params));
  const iterations = params.iterations === undefined ? undefined : parseNumber('iterations', params.iterations, 0, 1);
  const ms = params.ms === undefined ? undefined : parseNumber('ms', params.ms, 0, 0);
  return {
    iterations: iterations ?? (ms !== undefined ? 1e9 : base.iterations),
    ms: ms ?? (iterations !== undefined ? 0 : base.ms),
  };
}

/** An ISMCTS bot from spec parameters: level, iterations, ms, c, depth, bias, scale, eps, prior, follow. */
export function ismctsBot(params: Record<string, string>): Bot {
  // Checks the level and the budget's numbers now, so a bad spec fails when the bot is made.
  ismctsBudget(params, undefined);
  // Parameters given in the spec replace the game's tuning.
  const tuning: Partial<IsmctsTuning> = {};
  if (params.c !== undefined) tuning.exploration = parseNumber('c', params.c, 0, 0);
  if (params.depth !== undefined) tuning.rolloutDepth = parseNumber('depth', params.depth, 0, 1);
  if (params.bias !== undefined) tuning.bias = parseNumber('bias', params.bias, 0, 0);
  if (params.scale !== undefined) tuning.marginScale = parseNumber('scale', params.scale, 0, 0);
  if (params.prior !== undefined) tuning.policyPrior = parseNumber('prior', params.prior, 0, 0);
  if (params.follow !== undefined) tuning.priorFollowUp = parseNumber('follow', params.follow, 0, 0);
  if (params.eps !== undefined) {
    const eps = parseNumber('eps', params.eps, 0, 0);
    if (eps > 1)
      throw new BoardhallError('bad-bot', `ismcts: eps is a share of moves, from 0 to 1; got '${params.eps}'.`);
    tuning.playoutEpsilon = eps;
  }
  const name = Object.keys(params).length
    ? `ismcts:${Object.entries(params)
        .map(([k, v]) => `${k}=${v}`)
        .join(',')}`
    : 'ismcts';
  const level = parseLevel(params);
  return {
    name,
    choose<S, A, V, O>(turn: BotTurn<S, A, V, O>): A {
      const options: IsmctsOptions = {
        ...levelTuning(turn.game, level),
        ...tuning,
        ...ismctsBudget(params, turn.game),
      };
      return ismctsChoose(turn.game, turn.view(), turn.seat, turn.legal, turn.rng, options);
    },
  };
}
