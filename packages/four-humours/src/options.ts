/** The RulesConfig of spec §12 as a zod schema with its defaults. */
import { z } from 'zod';
import { ZONES } from './content/schema.ts';
import { hasContent, tablesFor } from './tables.ts';

const rotation = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);

const fixedSetupSchema = z
  .object({
    /** Positions 0–5; replaces both the tile shuffle and the rotations (DET-4 steps 2–3). */
    tiles: z
      .array(z.object({ tile: z.enum(ZONES), rotation }))
      .length(6)
      .optional(),
    /** The objective row: exactly 4 distinct objective ids of the mode. */
    objectives: z.array(z.string()).length(4).optional(),
    /** Cards put on top of the scene deck in this order; the rest follow in canonical order. */
    deck: z.array(z.string()).optional(),
    firstPlayer: z.number().int().min(0).max(5).optional(),
  })
  .strict();

export const optionsSchema = z
  .object({
    /** Kingdom (2–6 players, the shared map), Fiefdom (2–6, own fiefs) or Solo (1 player against the Rival). */
    mode: z
      .enum(['kingdom', 'fiefdom', 'solo'], { error: "the mode must be 'kingdom', 'fiefdom' or 'solo'" })
      .default('kingdom'),
    /** Informative; the number of players comes from the match (Solo: 1). */
    players: z.number().int().min(1).max(6).optional(),
    firstPlayer: z.union([z.literal('random'), z.number().int().min(0).max(5)]).default('random'),
    nextRoundStarter: z.enum(['continue', 'rotate', 'same']).default('continue'),
    allowRotation: z.boolean().default(true),
    displaySize: z.union([z.literal('auto'), z.literal(4), z.literal(5)]).default('auto'),
    fullCardsToEndRound: z.number().int().min(1).max(5).default(2),
    partyLimit: z.union([z.literal('auto'), z.number().int().min(1).max(6)]).default('auto'),
    partyLimitScope: z.enum(['perTile', 'allTiles']).default('perTile'),
    partyOrder: z.enum(['printed', 'mapReading']).default('printed'),
    partyWinnerDestination: z.enum(['partyLocation', 'anyZoneCell']).default('partyLocation'),
    animalEscape: z.enum(['outsideZone', 'anyAdjacentToZone']).default('outsideZone'),
    drawOnFinalPlacement: z.boolean().default(true),
    revealMulligan: z.boolean().default(true),
    deckShortRule: z.enum(['lessThanDisplay', 'empty']).default('lessThanDisplay'),
    refillEndRule: z.enum(['anyPlayer', 'allPlayers']).default('anyPlayer'),
    objectiveCascade: z.boolean().default(false),
    finalObjectiveCheck: z.boolean().default(false),
    tieBreakers: z
      .array(z.enum(['mapPotions', 'distinctCells', 'fewestRemoved']))
      .max(3)
      .default(['mapPotions', 'distinctCells']),
    revealAllAtGameEnd: z.boolean().default(true),
    soloDifficulty: z.enum(['easy', 'normal', 'hard']).default('normal'),
    content: z.string().default('SC-1'),
    fixedSetup: fixedSetupSchema.optional(),
  })
  .strict()
  .superRefine((o, ctx) => {
    if (!hasContent(o.content)) {
      ctx.addIssue({ code: 'custom', path: ['content'], message: `unknown content set '${o.content}'` });
      return;
    }
    const f = o.fixedSetup;
    if (!f) return;
    const t = tablesFor(o.content);
    const kingdom = o.mode === 'kingdom';
    if (f.tiles && !kingdom) {
      ctx.addIssue({
        code: 'custom',
        path: ['fixedSetup', 'tiles'],
        message: 'only Kingdom mode has a map; Fiefdom and Solo games use fief boards',
      });
    } else if (f.tiles && new Set(f.tiles.map((x) => x.tile)).size !== 6) {
      ctx.addIssue({ code: 'custom', path: ['fixedSetup', 'tiles'], message: 'the six tiles must all be different' });
    }
    if (f.objectives) {
      const pool = kingdom ? t.kingdomObjectives : t.fiefdomObjectives;
      if (new Set(f.objectives).size !== f.objectives.length) {
        ctx.addIssue({ code: 'custom', path: ['fixedSetup', 'objectives'], message: 'objectives must be different' });
      }
      for (const id of f.objectives) {
        if (!pool.some((x) => x.id === id)) {
          ctx.addIssue({
            code: 'custom',
            path: ['fixedSetup', 'objectives'],
            message: `no ${kingdom ? 'Kingdom' : 'Fiefdom'} objective '${id}' (${o.mode} mode uses ${pool[0]?.id ?? '?'}–${pool[pool.length - 1]?.id ?? '?'})`,
          });
        }
      }
    }
    if (f.deck) {
      if (new Set(f.deck).size !== f.deck.length) {
        ctx.addIssue({ code: 'custom', path: ['fixedSetup', 'deck'], message: 'scene cards must be different' });
      }
      for (const id of f.deck) {
        if (!t.sceneIndex.has(id)) {
          ctx.addIssue({ code: 'custom', path: ['fixedSetup', 'deck'], message: `no scene card '${id}'` });
        }
      }
    }
  });

export type FourHumoursOptions = z.output<typeof optionsSchema>;
export type Mode = FourHumoursOptions['mode'];
export type SoloDifficulty = FourHumoursOptions['soloDifficulty'];

/** §11.2 SO-4: the Rival claims one objective per K potions in its ledger. */
export const CLAIM_RATE: Readonly<Record<SoloDifficulty, number>> = { easy: 4, normal: 3, hard: 2 };
export type RulesConfig = FourHumoursOptions;
export type FixedSetup = NonNullable<FourHumoursOptions['fixedSetup']>;

/** The options with every default filled in. */
export function defaultOptions(overrides: Partial<z.input<typeof optionsSchema>> = {}): FourHumoursOptions {
  return optionsSchema.parse(overrides);
}
