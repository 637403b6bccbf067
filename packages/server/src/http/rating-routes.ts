/**
 * The ratings' HTTP API (docs/protocol.md "Ratings"): a game's leaderboard, and the public
 * profiles of accounts (by their name) and of the bot levels. Reads only: ratings change with
 * the results of rated matches, never through a request.
 */
import {
  type LeaderboardResponse,
  leaderboardQuerySchema,
  type ProfileResponse,
  ratedBotLevelSchema,
} from '@boardhall/protocol';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { nameKey } from '../accounts/names.ts';
import { leaderboard, type RatingReadSettings } from '../ratings/leaderboard.ts';
import { accountProfile, botProfile, unknownPlayer } from '../ratings/profiles.ts';
import type { AccountStore } from '../storage/account-types.ts';
import { parseOr } from './schemas.ts';

const perMinute = (max: number) => ({ config: { rateLimit: { max, timeWindow: 60_000 } } });

const gameParams = z.object({ game: z.string().min(1).max(64) });
/** Any text may be looked up; a name no account has answers `unknown-player`. */
const nameParams = z.object({ name: z.string().min(1).max(200) });
const levelParams = z.object({ level: z.string().max(64) });

export interface RatingRoutesDeps extends RatingReadSettings {
  readonly accounts: AccountStore;
  /** Requests per address per minute (the lobby's reads'). */
  readonly perMinute: number;
}

export function registerRatingRoutes(app: FastifyInstance, deps: RatingRoutesDeps): void {
  const limit = perMinute(deps.perMinute);

  app.get('/api/leaderboard/:game', limit, async (request): Promise<LeaderboardResponse> => {
    const { game } = parseOr(gameParams, request.params, 'unknown-game', 'game', 404);
    const query = parseOr(leaderboardQuerySchema, request.query, 'bad-query', 'query');
    return leaderboard(deps, game, query.limit);
  });

  app.get('/api/players/bot/:level', limit, async (request): Promise<ProfileResponse> => {
    const { level } = parseOr(levelParams, request.params, 'unknown-player', 'bot level', 404);
    const parsed = ratedBotLevelSchema.safeParse(level);
    if (!parsed.success) throw unknownPlayer(`'bot/${level}': the rated bot levels are easy, normal and hard`);
    return botProfile(deps, parsed.data);
  });

  app.get('/api/players/:name', limit, async (request): Promise<ProfileResponse> => {
    const { name } = parseOr(nameParams, request.params, 'unknown-player', 'player name', 404);
    // Looked up as sign-up keeps names apart: by skeleton, so "Anna" and "АNNА" find one account.
    const account = await deps.accounts.accountByNameKey(nameKey(name));
    if (!account) throw unknownPlayer(`named '${name}'`);
    return accountProfile(deps, account);
  });
}
