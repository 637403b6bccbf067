import { BOT_KINDS, createBot, gameTuning, ismctsBudget, levelBudget, parseBotSpec } from '@boardhall/bots';
import { type AnyGameDefinition, BoardhallError } from '@boardhall/engine';
import { games } from '@boardhall/games';
import { ServiceError } from '../errors.ts';

/** The values a bot parameter may take on this server. */
interface Cap {
  min: number;
  max: number;
  whole: boolean;
  /** Why the maximum is what it is, for the refusal's sentence. */
  source: string;
}

/** Greedy's cost grows with its samples; 100 (its own limit) still costs far less than `ismcts:level=hard`. */
const GREEDY_MAX_SAMPLES = 100;
/** The search's tuning does not change what a decision costs; its caps only keep the numbers sane. */
const TUNING_MAX = { c: 10, bias: 10, scale: 100, prior: 10 } as const;

/**
 * The caps of every parameter a bot kind takes on this server, for one game. A search's budget
 * is capped at the game's `hard` level: the heaviest search a documented level runs. Null for a
 * kind the server does not run: `hint` (an analysis search with no time limit, for tournaments on
 * one's own machine) and any unknown kind.
 */
function capsFor(kind: string, gameId: string): Readonly<Record<string, Cap>> | null {
  if (kind === 'random' || kind === 'policy') return {};
  if (kind === 'greedy') {
    const source = 'it then still costs far less than a hard search';
    return { samples: { min: 1, max: GREEDY_MAX_SAMPLES, whole: true, source } };
  }
  if (kind !== 'ismcts') return null;
  const hard = levelBudget(gameOf(gameId), 'hard');
  const source = `the hard level's budget for ${gameId}`;
  const tuning = 'the server';
  return {
    iterations: { min: 1, max: hard.iterations, whole: true, source },
    ms: { min: 1, max: hard.ms, whole: true, source },
    depth: { min: 1, max: gameTuning(gameOf(gameId)).rolloutDepth, whole: true, source },
    c: { min: 0, max: TUNING_MAX.c, whole: false, source: tuning },
    bias: { min: 0, max: TUNING_MAX.bias, whole: false, source: tuning },
    scale: { min: 0, max: TUNING_MAX.scale, whole: false, source: tuning },
    eps: { min: 0, max: 1, whole: false, source: 'a share of moves' },
    prior: { min: 0, max: TUNING_MAX.prior, whole: false, source: tuning },
  };
}

/** The game's definition, whose `ai` part holds its levels and tuning; none for a game the bots do not know. */
function gameOf(gameId: string): AnyGameDefinition | undefined {
  return games.get(gameId);
}

/** Whether the `policy` bot can play the game: it plays the game's scripted playout policy. */
function hasPlayoutPolicy(gameId: string): boolean {
  return gameOf(gameId)?.ai?.playoutAction !== undefined;
}

function refuse(message: string): ServiceError {
  return new ServiceError('bad-bot', message, 400);
}

/**
 * Refuses (`bad-bot`, 400) a bot spec this server will not run for a game: an unknown kind, an
 * unknown parameter, or a parameter past its cap, so that no decision can hold a worker thread
 * for longer than the game's `hard` level would. The CLI does not ask: people who study the bots
 * may run any budget on their own machine.
 */
export function assertBotAllowed(spec: string, gameId: string): void {
  const { kind, params } = parse(spec);
  if (kind === 'policy' && !hasPlayoutPolicy(gameId)) {
    throw refuse(`policy: the game '${gameId}' has no playout policy; choose random, greedy or ismcts.`);
  }
  const caps = capsFor(kind, gameId);
  if (caps === null) {
    const offered = BOT_KINDS.filter(
      (k) => capsFor(k, gameId) !== null && (k !== 'policy' || hasPlayoutPolicy(gameId)),
    );
    throw refuse(`Unknown bot '${kind}' (available on this server: ${offered.join(', ')}).`);
  }
  for (const [key, value] of Object.entries(params)) {
    if (kind === 'ismcts' && key === 'level') continue;
    const cap = caps[key];
    if (!cap) {
      const known = [...Object.keys(caps), ...(kind === 'ismcts' ? ['level'] : [])];
      throw refuse(`Bot '${kind}' has no parameter '${key}' (parameters: ${known.join(', ') || 'none'}).`);
    }
    const x = Number(value);
    if (!Number.isFinite(x) || x < cap.min || x > cap.max || (cap.whole && !Number.isInteger(x))) {
      const what = cap.whole ? 'a whole number' : 'a number';
      throw refuse(
        `${kind}: ${key} must be ${what} from ${cap.min} to ${cap.max} on this server (${cap.source}); got '${value}'.`,
      );
    }
  }
  try {
    createBot(spec);
  } catch (error) {
    if (error instanceof BoardhallError) throw refuse(error.message);
    throw error;
  }
}

/**
 * How long a decision of this bot may think, in milliseconds, before its margin: a search's own
 * time limit, and for a bot without one (and for specs stored before the caps) the game's `hard`
 * level's.
 */
export function decisionBudgetMs(spec: string, gameId: string): number {
  const hardMs = levelBudget(gameOf(gameId), 'hard').ms;
  try {
    const { kind, params } = parseBotSpec(spec);
    if (kind !== 'ismcts') return hardMs;
    const { ms } = ismctsBudget(params, gameOf(gameId));
    return ms > 0 ? Math.min(ms, hardMs) : hardMs;
  } catch {
    return hardMs;
  }
}

function parse(spec: string): ReturnType<typeof parseBotSpec> {
  try {
    return parseBotSpec(spec);
  } catch (error) {
    if (error instanceof BoardhallError) throw refuse(error.message);
    throw error;
  }
}
