// A rated match's result, stored by the SQLite writer thread inside the transaction that stores
// the match's end (docs/protocol.md "Ratings"). The writer is the database's one writer of
// matches and commits one transaction at a time, so the ratings read here are the ones every
// earlier result left, and `seq` (the next after the highest) is the order results are applied in.
import { applyResult } from '../ratings/apply-result.mjs';

/** The statements of `rateResult`, prepared once on the writer's connection. */
export function ratingWriter(db) {
  const current = db.prepare('SELECT mu, sigma, games FROM ratings WHERE game = ? AND player = ?');
  const pairCount = db.prepare('SELECT results FROM rating_pairs WHERE day = ? AND player_a = ? AND player_b = ?');
  const nextSeq = db.prepare('SELECT coalesce(max(seq), 0) + 1 AS seq FROM rated_results');
  const insertResult = db.prepare(
    'INSERT INTO rated_results (seq, match_id, game, finished_at, counted) VALUES (?, ?, ?, ?, ?)',
  );
  const insertEntry = db.prepare(
    `INSERT INTO rated_entries (seq, seat, player, place, mu_before, sigma_before, mu_after, sigma_after)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const upsertRating = db.prepare(
    `INSERT INTO ratings (game, player, mu, sigma, games, last_seq, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (game, player) DO UPDATE SET mu = excluded.mu, sigma = excluded.sigma, games = excluded.games,
       last_seq = excluded.last_seq, updated_at = excluded.updated_at`,
  );
  const countPair = db.prepare(
    `INSERT INTO rating_pairs (day, player_a, player_b, results) VALUES (?, ?, ?, 1)
     ON CONFLICT (day, player_a, player_b) DO UPDATE SET results = results + 1`,
  );

  /** Rates `request` (a RatingRequest) for match `matchId`; call inside the write transaction. */
  return function rateResult(matchId, request) {
    const { game, finishedAt } = request;
    const applied = applyResult(
      request,
      (player) => current.get(game, player) ?? null,
      (day, a, b) => pairCount.get(day, a, b)?.results ?? 0,
    );
    const { seq } = nextSeq.get();
    insertResult.run(seq, matchId, game, finishedAt, applied.counted ? 1 : 0);
    for (const e of applied.entries) {
      insertEntry.run(
        seq,
        e.seat,
        e.player,
        e.place,
        e.before?.mu ?? null,
        e.before?.sigma ?? null,
        e.after.mu,
        e.after.sigma,
      );
    }
    for (const r of applied.ratings) upsertRating.run(game, r.player, r.mu, r.sigma, r.games, seq, finishedAt);
    for (const [a, b] of applied.pairs) countPair.run(applied.day, a, b);
  };
}
