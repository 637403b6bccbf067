/**
 * `boardhall ratings rebuild` (docs/protocol.md "Ratings"): every rating recomputed from the
 * stored results alone, in `seq` order from scratch, with the same code that rated them as they
 * came (apply-result.mjs), and compared with what is stored, number for number, exactly. Ratings
 * are a function of the history; a difference means the stored ones are not what it makes them.
 */
import type {
  RatedEntry,
  RatedResultRow,
  RatingCorrection,
  RatingHistory,
  RatingPairRow,
  RatingRow,
  RatingStore,
} from '../storage/rating-types.ts';
import { applyResult, type CurrentRating } from './apply-result.mjs';
import type { SkillRating } from './model.mjs';

export interface RebuildReport {
  /** Rated results read, and how many of them counted. */
  results: number;
  counted: number;
  /** Distinct players, and rating rows (one per player and game). */
  players: number;
  ratings: number;
  /** Stored values that differ from the recomputed ones: results (counted or entries), rating rows, pair counts. */
  differences: number;
  differing: { results: number; ratings: number; pairs: number };
  /** The first few differences, described. */
  examples: string[];
}

const EXAMPLES = 10;

const sameSkill = (a: SkillRating | null, b: SkillRating | null): boolean =>
  a === null || b === null ? a === b : a.mu === b.mu && a.sigma === b.sigma;

function sameEntries(a: readonly RatedEntry[], b: readonly RatedEntry[]): boolean {
  return (
    a.length === b.length &&
    a.every((x, i) => {
      const y = b[i] as RatedEntry;
      return (
        x.player === y.player &&
        x.seat === y.seat &&
        x.place === y.place &&
        sameSkill(x.before, y.before) &&
        sameSkill(x.after, y.after)
      );
    })
  );
}

const sameRow = (a: RatingRow, b: RatingRow): boolean =>
  a.mu === b.mu && a.sigma === b.sigma && a.games === b.games && a.lastSeq === b.lastSeq && a.updatedAt === b.updatedAt;

const ratingKey = (game: string, player: string) => `${game}\n${player}`;
const pairKey = (p: Pick<RatingPairRow, 'day' | 'playerA' | 'playerB'>) => `${p.day}\n${p.playerA}\n${p.playerB}`;

/** Recomputes the history; the report, and what `--write` would put in place (null when nothing differs). */
export function rebuildRatings(history: RatingHistory): { report: RebuildReport; correction: RatingCorrection | null } {
  const ratings = new Map<string, RatingRow>();
  const pairs = new Map<string, RatingPairRow>();
  const corrected: RatedResultRow[] = [];
  const examples: string[] = [];
  const note = (line: string) => {
    if (examples.length < EXAMPLES) examples.push(line);
  };
  let counted = 0;
  const results = [...history.results].sort((a, b) => a.seq - b.seq);
  for (const stored of results) {
    const seats = [...stored.entries]
      .sort((a, b) => a.seat - b.seat)
      .map((e) => ({ player: e.player, seat: e.seat, place: e.place }));
    const request = { game: stored.game, finishedAt: stored.finishedAt, seats };
    const applied = applyResult(
      request,
      (player): CurrentRating | null => ratings.get(ratingKey(stored.game, player)) ?? null,
      (day, a, b) => pairs.get(pairKey({ day, playerA: a, playerB: b }))?.results ?? 0,
    );
    if (applied.counted) counted++;
    for (const r of applied.ratings) {
      ratings.set(ratingKey(stored.game, r.player), {
        game: stored.game,
        player: r.player,
        mu: r.mu,
        sigma: r.sigma,
        games: r.games,
        lastSeq: stored.seq,
        updatedAt: stored.finishedAt,
      });
    }
    for (const [playerA, playerB] of applied.pairs) {
      const key = pairKey({ day: applied.day, playerA, playerB });
      const results = (pairs.get(key)?.results ?? 0) + 1;
      pairs.set(key, { day: applied.day, playerA, playerB, results });
    }
    const entries = [...stored.entries].sort((a, b) => a.seat - b.seat);
    if (applied.counted !== stored.counted || !sameEntries(applied.entries, entries)) {
      corrected.push({ ...stored, counted: applied.counted, entries: applied.entries });
      note(
        `result ${stored.seq} (match ${stored.matchId}): stored ${describeEntries(stored.counted, entries)}, recomputed ${describeEntries(applied.counted, applied.entries)}`,
      );
    }
  }
  let differingRatings = 0;
  const storedRatings = new Map(history.ratings.map((r) => [ratingKey(r.game, r.player), r]));
  for (const key of new Set([...storedRatings.keys(), ...ratings.keys()])) {
    const was = storedRatings.get(key);
    const now = ratings.get(key);
    if (was && now && sameRow(was, now)) continue;
    differingRatings++;
    note(`rating ${key.replace('\n', ' ')}: stored ${describeRow(was)}, recomputed ${describeRow(now)}`);
  }
  let differingPairs = 0;
  const storedPairs = new Map(history.pairs.map((p) => [pairKey(p), p]));
  for (const key of new Set([...storedPairs.keys(), ...pairs.keys()])) {
    if (storedPairs.get(key)?.results === pairs.get(key)?.results) continue;
    differingPairs++;
    note(
      `pair ${key.replaceAll('\n', ' ')}: stored ${storedPairs.get(key)?.results ?? 0}, recomputed ${pairs.get(key)?.results ?? 0}`,
    );
  }
  const differences = corrected.length + differingRatings + differingPairs;
  const players = new Set([...ratings.values()].map((r) => r.player));
  for (const r of results) for (const e of r.entries) players.add(e.player);
  return {
    report: {
      results: results.length,
      counted,
      players: players.size,
      ratings: ratings.size,
      differences,
      differing: { results: corrected.length, ratings: differingRatings, pairs: differingPairs },
      examples,
    },
    correction:
      differences === 0 ? null : { results: corrected, ratings: [...ratings.values()], pairs: [...pairs.values()] },
  };
}

function describeEntries(counted: boolean, entries: readonly RatedEntry[]): string {
  const seats = entries.map((e) => `${e.player}: μ ${e.after.mu}, σ ${e.after.sigma}`).join('; ');
  return `${counted ? 'counted' : 'not counted'} (${seats})`;
}

function describeRow(r: RatingRow | undefined): string {
  return r ? `μ ${r.mu}, σ ${r.sigma}, ${r.games} games, last result ${r.lastSeq}` : 'none';
}

/** What `boardhall ratings rebuild` reports: the comparison, and whether the recomputed values were written. */
export interface StoredRebuild extends RebuildReport {
  written: boolean;
}

/**
 * Rebuilds the stored history in one consistent snapshot and compares; with `write`, replaces
 * what differs in the same transaction (new results wait for it).
 */
export function rebuildStored(store: RatingStore, write: boolean): Promise<StoredRebuild> {
  return store.reviewHistory((history) => {
    const { report, correction } = rebuildRatings(history);
    return { report: { ...report, written: write && correction !== null }, correction };
  }, write);
}
