import type Database from 'better-sqlite3';

/**
 * Schema migrations, applied in order; SQLite's `user_version` records how many have run.
 * Append new ones; never edit one that has shipped.
 */
export const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE matches (
    id         TEXT PRIMARY KEY,
    game       TEXT NOT NULL,
    players    INTEGER NOT NULL,
    options    TEXT NOT NULL,
    seed       TEXT NOT NULL,
    seats      TEXT NOT NULL,
    status     TEXT NOT NULL CHECK (status IN ('waiting', 'playing', 'finished')),
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    outcome    TEXT
  );
  CREATE INDEX matches_by_status ON matches (status, created_at);

  CREATE TABLE actions (
    match_id   TEXT NOT NULL REFERENCES matches (id),
    seq        INTEGER NOT NULL CHECK (seq >= 1),
    kind       TEXT NOT NULL CHECK (kind IN ('action', 'undo')),
    seat       INTEGER NOT NULL,
    action     TEXT,
    hash       TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (match_id, seq)
  ) WITHOUT ROWID;

  -- History is append-only: an undo is a new row, never an edit.
  CREATE TRIGGER actions_no_update BEFORE UPDATE ON actions
    BEGIN SELECT RAISE(ABORT, 'actions are append-only'); END;
  CREATE TRIGGER actions_no_delete BEFORE DELETE ON actions
    BEGIN SELECT RAISE(ABORT, 'actions are append-only'); END;
  `,
  // 2: the status `expired` and the creator's address. SQLite cannot change a CHECK constraint,
  // so the table is rebuilt (its documented procedure; `migrate` turns foreign keys off for it).
  `
  CREATE TABLE matches_new (
    id         TEXT PRIMARY KEY,
    game       TEXT NOT NULL,
    players    INTEGER NOT NULL,
    options    TEXT NOT NULL,
    seed       TEXT NOT NULL,
    seats      TEXT NOT NULL,
    status     TEXT NOT NULL CHECK (status IN ('waiting', 'playing', 'finished', 'expired')),
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    outcome    TEXT,
    creator    TEXT
  );
  INSERT INTO matches_new (id, game, players, options, seed, seats, status, created_at, updated_at, outcome)
    SELECT id, game, players, options, seed, seats, status, created_at, updated_at, outcome FROM matches;
  DROP TABLE matches;
  ALTER TABLE matches_new RENAME TO matches;
  CREATE INDEX matches_by_status ON matches (status, created_at);
  `,
  // 3: the generator each match's seed was expanded with; matches stored before ChaCha20 used
  // xoroshiro128+ and must rebuild with it.
  `
  ALTER TABLE matches ADD COLUMN rng_scheme TEXT NOT NULL DEFAULT 'xoroshiro128plus'
    CHECK (rng_scheme IN ('chacha20', 'xoroshiro128plus'));
  `,
  // 4: accounts (docs/protocol.md "Accounts"): the accounts, their sessions and passkeys, the
  // WebAuthn challenges under way and the sign-in failures counted for the limits; which account
  // holds which seat, kept by triggers from matches.seats (the seats stay the one source); and
  // the seats to act, for "my games".
  `
  ALTER TABLE matches ADD COLUMN active TEXT;

  CREATE TABLE accounts (
    id            TEXT PRIMARY KEY,
    name          TEXT NOT NULL,
    name_key      TEXT NOT NULL UNIQUE,
    language      TEXT NOT NULL CHECK (language IN ('en', 'uk', 'ru')),
    password_hash TEXT,
    created_at    INTEGER NOT NULL,
    updated_at    INTEGER NOT NULL
  );

  CREATE TABLE sessions (
    id_hash      TEXT PRIMARY KEY,
    account_id   TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    created_at   INTEGER NOT NULL,
    last_seen_at INTEGER NOT NULL,
    expires_at   INTEGER NOT NULL,
    user_agent   TEXT
  );
  CREATE INDEX sessions_by_account ON sessions (account_id);

  CREATE TABLE passkeys (
    id           TEXT PRIMARY KEY,
    account_id   TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    public_key   TEXT NOT NULL,
    counter      INTEGER NOT NULL,
    transports   TEXT NOT NULL,
    label        TEXT NOT NULL,
    created_at   INTEGER NOT NULL,
    last_used_at INTEGER
  );
  CREATE INDEX passkeys_by_account ON passkeys (account_id);

  CREATE TABLE auth_challenges (
    id         TEXT PRIMARY KEY,
    challenge  TEXT NOT NULL,
    purpose    TEXT NOT NULL CHECK (purpose IN ('signup', 'login', 'add')),
    account_id TEXT,
    payload    TEXT,
    expires_at INTEGER NOT NULL
  );

  CREATE TABLE auth_failures (
    key          TEXT PRIMARY KEY,
    window_start INTEGER NOT NULL,
    failures     INTEGER NOT NULL
  );

  CREATE TABLE match_players (
    account_id TEXT NOT NULL,
    match_id   TEXT NOT NULL REFERENCES matches (id),
    seat       INTEGER NOT NULL,
    PRIMARY KEY (account_id, match_id, seat)
  ) WITHOUT ROWID;
  CREATE INDEX match_players_by_match ON match_players (match_id);

  CREATE TRIGGER match_players_on_insert AFTER INSERT ON matches BEGIN
    INSERT INTO match_players (account_id, match_id, seat)
      SELECT json_extract(value, '$.accountId'), NEW.id, CAST(key AS INTEGER) FROM json_each(NEW.seats)
      WHERE json_extract(value, '$.accountId') IS NOT NULL;
  END;
  CREATE TRIGGER match_players_on_seats AFTER UPDATE OF seats ON matches BEGIN
    DELETE FROM match_players WHERE match_id = NEW.id;
    INSERT INTO match_players (account_id, match_id, seat)
      SELECT json_extract(value, '$.accountId'), NEW.id, CAST(key AS INTEGER) FROM json_each(NEW.seats)
      WHERE json_extract(value, '$.accountId') IS NOT NULL;
  END;
  `,
  // 5: speeds and clocks (docs/protocol.md "Clocks"): the speed, the clocks, and the next
  // deadline of a person's clock (indexed: the deadlines of parked matches are found by it); the
  // table's chat (its settings, and its messages); each node's last sign of life, and the time
  // the servers as a whole have been up (what a parked match's running clocks are charged).
  `
  ALTER TABLE matches ADD COLUMN speed TEXT;
  ALTER TABLE matches ADD COLUMN clocks TEXT;
  ALTER TABLE matches ADD COLUMN next_deadline INTEGER;
  ALTER TABLE matches ADD COLUMN chat TEXT;
  CREATE INDEX matches_by_deadline ON matches (next_deadline) WHERE next_deadline IS NOT NULL;

  CREATE TABLE chat_messages (
    match_id   TEXT NOT NULL REFERENCES matches (id),
    idx        INTEGER NOT NULL CHECK (idx >= 1),
    seat       INTEGER NOT NULL,
    name       TEXT,
    text       TEXT,
    phrase     TEXT,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (match_id, idx)
  ) WITHOUT ROWID;

  CREATE TABLE node_alive (
    node_id  TEXT PRIMARY KEY,
    alive_at INTEGER NOT NULL
  );
  CREATE TABLE cluster_uptime (
    id        INTEGER PRIMARY KEY CHECK (id = 1),
    uptime_ms INTEGER NOT NULL,
    beat_at   INTEGER NOT NULL
  );
  INSERT INTO cluster_uptime (id, uptime_ms, beat_at) VALUES (1, 0, 0);
  `,
  // 6: turn e-mails (docs/protocol.md "Turn e-mails"): an account's address and whether it is
  // confirmed and wanted for turns; the one-time confirmation and the unsubscribe tokens (their
  // SHA-256 only); and when each account was last told of its turn in each match, claimed by one
  // upsert so that no two nodes, and no restart, send two within 12 hours.
  `
  CREATE TABLE account_emails (
    account_id  TEXT PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
    email       TEXT NOT NULL,
    confirmed   INTEGER NOT NULL CHECK (confirmed IN (0, 1)),
    turn_emails INTEGER NOT NULL CHECK (turn_emails IN (0, 1)),
    updated_at  INTEGER NOT NULL
  );

  CREATE TABLE mail_tokens (
    hash       TEXT PRIMARY KEY,
    account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    purpose    TEXT NOT NULL CHECK (purpose IN ('confirm', 'unsubscribe')),
    email      TEXT NOT NULL,
    expires_at INTEGER NOT NULL
  );
  CREATE INDEX mail_tokens_by_account ON mail_tokens (account_id);

  CREATE TABLE turn_mails (
    account_id   TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    match_id     TEXT NOT NULL,
    last_sent_at INTEGER NOT NULL,
    PRIMARY KEY (account_id, match_id)
  ) WITHOUT ROWID;
  `,
  // 7: the open matches with no deadline, indexed by age: with the deadlines' index, the scan
  // for the matches due (\`dueMatchIds\`) reads only those, not every open match (with 20,000
  // parked turn-based matches it read them all, on the thread that serves requests).
  `
  CREATE INDEX matches_open_undated ON matches (created_at, id)
    WHERE next_deadline IS NULL AND status IN ('waiting', 'playing');
  `,
  // 8: ratings (docs/protocol.md "Ratings"): whether a match is rated (decided at its creation);
  // each player's rating per game; every rated result in the order it was applied (\`seq\`), with
  // each seat's place and its player's rating before and after; and how many counted results each
  // pair of accounts has had on a UTC day (the anti-abuse rule). The leaderboard's index orders a
  // game's players by the conservative estimate on the shown scale (ratings/scale.ts).
  `
  ALTER TABLE matches ADD COLUMN rated INTEGER NOT NULL DEFAULT 0 CHECK (rated IN (0, 1));

  CREATE TABLE ratings (
    game       TEXT NOT NULL,
    player     TEXT NOT NULL,
    mu         REAL NOT NULL,
    sigma      REAL NOT NULL,
    games      INTEGER NOT NULL CHECK (games >= 1),
    last_seq   INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (game, player)
  ) WITHOUT ROWID;
  CREATE INDEX ratings_by_player ON ratings (player);
  CREATE INDEX ratings_by_estimate ON ratings (game, (1500 + (mu - 3 * sigma - 25) * 60));

  CREATE TABLE rated_results (
    seq         INTEGER PRIMARY KEY CHECK (seq >= 1),
    match_id    TEXT NOT NULL UNIQUE REFERENCES matches (id),
    game        TEXT NOT NULL,
    finished_at INTEGER NOT NULL,
    counted     INTEGER NOT NULL CHECK (counted IN (0, 1))
  );

  CREATE TABLE rated_entries (
    seq          INTEGER NOT NULL REFERENCES rated_results (seq),
    seat         INTEGER NOT NULL,
    player       TEXT NOT NULL,
    place        INTEGER NOT NULL CHECK (place >= 1),
    mu_before    REAL,
    sigma_before REAL,
    mu_after     REAL NOT NULL,
    sigma_after  REAL NOT NULL,
    PRIMARY KEY (seq, seat)
  ) WITHOUT ROWID;
  CREATE INDEX rated_entries_by_player ON rated_entries (player, seq);

  CREATE TABLE rating_pairs (
    day      INTEGER NOT NULL,
    player_a TEXT NOT NULL,
    player_b TEXT NOT NULL,
    results  INTEGER NOT NULL CHECK (results >= 1),
    PRIMARY KEY (day, player_a, player_b)
  ) WITHOUT ROWID;
  `,
  // 9: whether a match allows hints (docs/protocol.md "Hints"), decided at its creation; never a rated one's.
  `
  ALTER TABLE matches ADD COLUMN hints INTEGER NOT NULL DEFAULT 0 CHECK (hints IN (0, 1));
  `,
];

/**
 * Brings the schema up to date, each migration in its own transaction. Returns the version.
 * Foreign keys are off meanwhile (a table rebuild drops the table others refer to) and checked
 * before each commit.
 */
export function migrate(db: Database.Database): number {
  let version = db.pragma('user_version', { simple: true }) as number;
  if (version > MIGRATIONS.length) {
    throw new Error(
      `The database schema is version ${version}, newer than this server knows (${MIGRATIONS.length}); upgrade the server.`,
    );
  }
  if (version === MIGRATIONS.length) return version;
  const foreignKeys = db.pragma('foreign_keys', { simple: true }) as number;
  db.pragma('foreign_keys = OFF');
  try {
    while (version < MIGRATIONS.length) {
      const sql = MIGRATIONS[version] as string;
      const next = version + 1;
      db.transaction(() => {
        db.exec(sql);
        const broken = db.pragma('foreign_key_check') as unknown[];
        if (broken.length > 0) throw new Error(`Migration ${next} breaks ${broken.length} foreign keys.`);
        db.pragma(`user_version = ${next}`);
      })();
      version = next;
    }
  } finally {
    db.pragma(`foreign_keys = ${foreignKeys ? 'ON' : 'OFF'}`);
  }
  return version;
}
