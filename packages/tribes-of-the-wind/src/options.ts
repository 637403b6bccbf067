import { z } from 'zod';
import { type ContentEdition, CURRENT_EDITION } from './content/editions.ts';
import { LEADER_IDS, type LeaderId } from './content/schema.ts';

export const DEFAULT_TILE_SCORE_TABLE = [0, 0, 0, 0, 0, 1, 2, 4, 6, 8, 11, 14, 18];

/** The spec's RulesConfig (§0.3). Every field is a stand-in switch; the defaults are the spec's. */
export interface RulesConfig {
  playedCardCounts: boolean;
  twoPlayerRowSide: 'left' | 'right';
  deckTopVisible: boolean;
  forestStackTopTakeable: boolean;
  buildPollutionStacks: boolean;
  discardVisibility: 'full' | 'top';
  tuckedCardsPublic: boolean;
  startingWater: number;
  tileScoreTable: number[];
  stuckDiscard: boolean;
  maxRounds: number | null;
  /**
   * The content edition the cards' effects come from (`content/editions.ts`). Absent: edition 1,
   * the authored set v1; the state names only another edition, so a state of edition 1 is the
   * same, hash for hash, as before editions existed.
   */
  contentEdition?: ContentEdition;
}

/** Match options: the RulesConfig plus the seat leaders (given by the lobby, seat 0 first). */
export interface TotwOptions extends RulesConfig {
  /** New matches take the current edition; a match recorded before editions existed is edition 1 (`restoreOptions`). */
  contentEdition: ContentEdition;
  /**
   * One distinct leader per seat. When absent, setup deals leaders from the seed (see setup.ts):
   * the five leaders in spec order are shuffled by an RNG seeded with `${seed}/leaders`, a stream
   * separate from the game's own, and seat i takes the i-th.
   */
  leaders?: LeaderId[];
}

export const leaderIdSchema = z.enum(LEADER_IDS);

export const optionsSchema = z
  .object({
    playedCardCounts: z.boolean().default(true),
    twoPlayerRowSide: z.enum(['left', 'right']).default('right'),
    deckTopVisible: z.boolean().default(true),
    forestStackTopTakeable: z.boolean().default(true),
    buildPollutionStacks: z.boolean().default(true),
    discardVisibility: z.enum(['full', 'top']).default('full'),
    tuckedCardsPublic: z.boolean().default(true),
    startingWater: z.number().int().min(0).max(1000).default(0),
    tileScoreTable: z
      .array(z.number().int().min(-1000).max(1000))
      .length(13, 'tileScoreTable needs 13 entries, one for each tile count 0..12')
      .default(() => [...DEFAULT_TILE_SCORE_TABLE]),
    stuckDiscard: z.boolean().default(true),
    maxRounds: z.number().int().min(1).max(10_000).nullable().default(40),
    contentEdition: z
      .union([z.literal(1), z.literal(2)], { error: 'contentEdition must be 1 or 2' })
      .default(CURRENT_EDITION),
    leaders: z
      .array(leaderIdSchema)
      .min(2, 'leaders needs one leader per seat (2 to 5)')
      .max(5, 'leaders needs one leader per seat (2 to 5)')
      .refine((ls) => new Set(ls).size === ls.length, {
        message: 'leaders must be distinct: two seats cannot play the same leader',
      })
      .optional(),
  })
  .strict();

export function rulesConfigOf(o: TotwOptions): RulesConfig {
  return {
    playedCardCounts: o.playedCardCounts,
    twoPlayerRowSide: o.twoPlayerRowSide,
    deckTopVisible: o.deckTopVisible,
    forestStackTopTakeable: o.forestStackTopTakeable,
    buildPollutionStacks: o.buildPollutionStacks,
    discardVisibility: o.discardVisibility,
    tuckedCardsPublic: o.tuckedCardsPublic,
    startingWater: o.startingWater,
    tileScoreTable: [...o.tileScoreTable],
    stuckDiscard: o.stuckDiscard,
    maxRounds: o.maxRounds,
    ...(o.contentEdition !== 1 ? { contentEdition: o.contentEdition } : {}),
  };
}

/**
 * Options recorded before content editions existed (stored matches, replay files, matches kept in a
 * browser) name no edition: they were played on edition 1. Anything else is left to the schema.
 */
export function restoreOptions(recorded: unknown): unknown {
  if (typeof recorded !== 'object' || recorded === null || Array.isArray(recorded)) return recorded;
  return 'contentEdition' in recorded ? recorded : { ...recorded, contentEdition: 1 };
}

/** The options with every default filled in (for tests and tools). */
export function defaultOptions(overrides: Partial<TotwOptions> = {}): TotwOptions {
  return optionsSchema.parse(overrides);
}
