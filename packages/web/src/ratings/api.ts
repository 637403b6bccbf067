/** The ratings' HTTP API (docs/protocol.md "Ratings"): leaderboards and profiles, checked against their schemas. */
import {
  type LeaderboardResponse,
  leaderboardResponseSchema,
  type ProfileResponse,
  profileResponseSchema,
  type RatedPlayer,
} from '@boardhall/protocol';
import { checked } from '../session/api.ts';

/** GET /api/players/:name or /api/players/bot/:level. */
export const profilePath = (player: RatedPlayer): string =>
  player.kind === 'account' ? `api/players/${encodeURIComponent(player.name)}` : `api/players/bot/${player.level}`;

export const ratingsApi = {
  leaderboard: (game: string): Promise<LeaderboardResponse> =>
    checked(leaderboardResponseSchema, `api/leaderboard/${encodeURIComponent(game)}`),
  profile: (player: RatedPlayer): Promise<ProfileResponse> => checked(profileResponseSchema, profilePath(player)),
};
