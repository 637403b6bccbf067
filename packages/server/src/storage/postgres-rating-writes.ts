/**
 * A rated match's result, stored by the PostgreSQL writer inside the transaction that stores the
 * match's end (docs/protocol.md "Ratings"). Nodes of a cluster write at once, so the players are
 * locked first: one advisory lock per (game, player), taken for every result of the transaction
 * before anything else and always in ascending order, so two transactions never wait for each
 * other in a circle; it also covers a player who has no row yet. Then their rows are read
 * (`FOR UPDATE`, in key order) and `seq` is drawn: for any two results sharing a player, the
 * second draws its seq after the first committed, so seq order is the order they were applied in.
 */
import type pg from 'pg';
import { applyResult, pairsOf, utcDay } from '../ratings/apply-result.mjs';
import type { RatingRequest } from './rating-types.ts';

/** The ratings' tables and sequence, schema-qualified and quoted. */
export interface RatingTables {
  ratings: string;
  results: string;
  entries: string;
  pairs: string;
  /** The sequence of `rated_results.seq`, as nextval takes it. */
  seq: string;
}

/** FNV-1a over UTF-8, as a signed 32-bit integer: an advisory lock's key, the same on every node. */
export function lockKey(text: string): number {
  let hash = 0x811c9dc5;
  for (const byte of Buffer.from(text, 'utf8')) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}

/**
 * Locks every (game, player) of `requests` until the transaction ends, in ascending key order.
 * `space` keeps one schema's locks apart from another's (tests run many schemas on one database).
 * Two players whose keys collide only wait for each other now and then; nothing goes wrong.
 */
export async function lockRatings(client: pg.ClientBase, space: number, requests: readonly RatingRequest[]) {
  const keys = [...new Set(requests.flatMap((r) => r.seats.map((s) => lockKey(`${r.game}\u0000${s.player}`))))].sort(
    (a, b) => a - b,
  );
  if (keys.length === 0) return;
  // unnest hands the keys over in array order, so they are taken one after another in that order.
  await client.query('SELECT pg_advisory_xact_lock($1::int, k) FROM unnest($2::int[]) AS k', [space, keys]);
}

/** Rates `request` for match `matchId`; call inside the write transaction, its players locked. */
export async function rateResult(
  client: pg.ClientBase,
  t: RatingTables,
  matchId: string,
  request: RatingRequest,
): Promise<void> {
  const { game, finishedAt } = request;
  const players = [...new Set(request.seats.map((s) => s.player))].sort();
  const found = await client.query<{ player: string; mu: number; sigma: number; games: number }>(
    `SELECT player, mu, sigma, games FROM ${t.ratings} WHERE game = $1 AND player = ANY($2::text[])
     ORDER BY player COLLATE "C" FOR UPDATE`,
    [game, players],
  );
  const current = new Map(found.rows.map((r) => [r.player, { mu: r.mu, sigma: r.sigma, games: Number(r.games) }]));
  const day = utcDay(finishedAt);
  const pairs = pairsOf(request.seats);
  const counts = new Map<string, number>();
  if (pairs.length > 0) {
    const rows = await client.query<{ player_a: string; player_b: string; results: number }>(
      `SELECT player_a, player_b, results FROM ${t.pairs}
       WHERE day = $1 AND (player_a, player_b) IN (SELECT * FROM unnest($2::text[], $3::text[]))`,
      [day, pairs.map(([a]) => a), pairs.map(([, b]) => b)],
    );
    for (const r of rows.rows) counts.set(`${r.player_a}\n${r.player_b}`, Number(r.results));
  }
  const applied = applyResult(
    request,
    (player) => current.get(player) ?? null,
    (_day, a, b) => counts.get(`${a}\n${b}`) ?? 0,
  );
  const drawn = await client.query<{ seq: string }>('SELECT nextval($1::regclass) AS seq', [t.seq]);
  const seq = Number(drawn.rows[0]?.seq);
  await client.query(
    `INSERT INTO ${t.results} (seq, match_id, game, finished_at, counted) VALUES ($1, $2, $3, $4, $5)`,
    [seq, matchId, game, finishedAt, applied.counted],
  );
  const e = applied.entries;
  await client.query(
    `INSERT INTO ${t.entries} (seq, seat, player, place, mu_before, sigma_before, mu_after, sigma_after)
     SELECT $1::bigint, * FROM unnest($2::int[], $3::text[], $4::int[], $5::float8[], $6::float8[], $7::float8[], $8::float8[])`,
    [
      seq,
      e.map((x) => x.seat),
      e.map((x) => x.player),
      e.map((x) => x.place),
      e.map((x) => x.before?.mu ?? null),
      e.map((x) => x.before?.sigma ?? null),
      e.map((x) => x.after.mu),
      e.map((x) => x.after.sigma),
    ],
  );
  const r = applied.ratings;
  if (r.length > 0) {
    await client.query(
      `INSERT INTO ${t.ratings} (game, player, mu, sigma, games, last_seq, updated_at)
       SELECT $1::text, *, $6::bigint, $7::bigint FROM unnest($2::text[], $3::float8[], $4::float8[], $5::int[])
       ON CONFLICT (game, player) DO UPDATE SET mu = EXCLUDED.mu, sigma = EXCLUDED.sigma, games = EXCLUDED.games,
         last_seq = EXCLUDED.last_seq, updated_at = EXCLUDED.updated_at`,
      [game, r.map((x) => x.player), r.map((x) => x.mu), r.map((x) => x.sigma), r.map((x) => x.games), seq, finishedAt],
    );
  }
  if (applied.pairs.length > 0) {
    await client.query(
      `INSERT INTO ${t.pairs} AS p (day, player_a, player_b, results)
       SELECT $1::int, a, b, 1 FROM unnest($2::text[], $3::text[]) AS u(a, b)
       ON CONFLICT (day, player_a, player_b) DO UPDATE SET results = p.results + 1`,
      [applied.day, applied.pairs.map(([a]) => a), applied.pairs.map(([, b]) => b)],
    );
  }
}
