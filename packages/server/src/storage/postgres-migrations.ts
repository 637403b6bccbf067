import type { ClientBase } from 'pg';
import { StorageError } from './errors.ts';

/**
 * PostgreSQL schema migrations, applied in order inside the store's schema (`search_path` is set
 * to it), each recorded in `boardhall_migrations`. Append new ones; never edit one that has shipped.
 *
 * JSON columns are `json`, not `jsonb`: they keep the text exactly as written (key order, number
 * spelling), so a match reads back byte for byte as SQLite gives it. `fence` is for the cluster
 * mode to come: every write will carry the fencing token of the node's lease, and the database
 * will refuse one older than the stored fence.
 */
export const PG_MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE matches (
    id         text PRIMARY KEY,
    game       text NOT NULL,
    players    integer NOT NULL,
    options    json NOT NULL,
    seed       text NOT NULL,
    seats      json NOT NULL,
    status     text NOT NULL CHECK (status IN ('waiting', 'playing', 'finished')),
    created_at bigint NOT NULL,
    updated_at bigint NOT NULL,
    outcome    json,
    fence      bigint NOT NULL DEFAULT 0
  );
  CREATE INDEX matches_by_status ON matches (status, created_at DESC);

  CREATE TABLE actions (
    match_id   text NOT NULL REFERENCES matches (id),
    seq        integer NOT NULL CHECK (seq >= 1),
    kind       text NOT NULL CHECK (kind IN ('action', 'undo')),
    seat       integer NOT NULL,
    action     json,
    hash       text NOT NULL,
    created_at bigint NOT NULL,
    -- No action can be written twice; the key's index also loads a history in order.
    PRIMARY KEY (match_id, seq)
  );

  -- History is append-only: an undo is a new row, never an edit.
  CREATE FUNCTION boardhall_refuse_history_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'actions are append-only'; END $$;
  CREATE TRIGGER actions_append_only BEFORE UPDATE OR DELETE ON actions
    FOR EACH ROW EXECUTE FUNCTION boardhall_refuse_history_change();
  CREATE TRIGGER actions_no_truncate BEFORE TRUNCATE ON actions
    FOR EACH STATEMENT EXECUTE FUNCTION boardhall_refuse_history_change();
  `,
  // 2: what SQLite's migrations 2 and 3 added: the status \`expired\` and the creator's address
  // (per-address lobby limits), and the generator each match's seed was expanded with.
  `
  ALTER TABLE matches DROP CONSTRAINT matches_status_check;
  ALTER TABLE matches ADD CONSTRAINT matches_status_check
    CHECK (status IN ('waiting', 'playing', 'finished', 'expired'));
  ALTER TABLE matches ADD COLUMN creator text;
  ALTER TABLE matches ADD COLUMN rng_scheme text NOT NULL DEFAULT 'xoroshiro128plus'
    CHECK (rng_scheme IN ('chacha20', 'xoroshiro128plus'));
  `,
  // 3: the database's own name, drawn once: nodes of one cluster must share one database, and a
  // node refuses to join a cluster name another database already uses on the same Redis.
  `
  CREATE TABLE boardhall_instance (
    id   text PRIMARY KEY,
    singleton boolean NOT NULL DEFAULT true UNIQUE CHECK (singleton)
  );
  INSERT INTO boardhall_instance (id) VALUES (md5(random()::text || clock_timestamp()::text || txid_current()::text));
  `,
  // 4: accounts, as SQLite's migration 4: accounts, sessions, passkeys, WebAuthn challenges,
  // sign-in failures; which account holds which seat, kept by a trigger from matches.seats; the
  // seats to act.
  `
  ALTER TABLE matches ADD COLUMN active json;

  CREATE TABLE accounts (
    id            text PRIMARY KEY,
    name          text NOT NULL,
    name_key      text NOT NULL UNIQUE,
    language      text NOT NULL CHECK (language IN ('en', 'uk', 'ru')),
    password_hash text,
    created_at    bigint NOT NULL,
    updated_at    bigint NOT NULL
  );

  CREATE TABLE sessions (
    id_hash      text PRIMARY KEY,
    account_id   text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    created_at   bigint NOT NULL,
    last_seen_at bigint NOT NULL,
    expires_at   bigint NOT NULL,
    user_agent   text
  );
  CREATE INDEX sessions_by_account ON sessions (account_id);

  CREATE TABLE passkeys (
    id           text PRIMARY KEY,
    account_id   text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    public_key   text NOT NULL,
    counter      bigint NOT NULL,
    transports   json NOT NULL,
    label        text NOT NULL,
    created_at   bigint NOT NULL,
    last_used_at bigint
  );
  CREATE INDEX passkeys_by_account ON passkeys (account_id);

  CREATE TABLE auth_challenges (
    id         text PRIMARY KEY,
    challenge  text NOT NULL,
    purpose    text NOT NULL CHECK (purpose IN ('signup', 'login', 'add')),
    account_id text,
    payload    text,
    expires_at bigint NOT NULL
  );

  CREATE TABLE auth_failures (
    key          text PRIMARY KEY,
    window_start bigint NOT NULL,
    failures     integer NOT NULL
  );

  CREATE TABLE match_players (
    account_id text NOT NULL,
    match_id   text NOT NULL REFERENCES matches (id),
    seat       integer NOT NULL,
    PRIMARY KEY (account_id, match_id, seat)
  );
  CREATE INDEX match_players_by_match ON match_players (match_id);

  -- SET search_path FROM CURRENT: the trigger finds match_players in this schema, whatever the
  -- search_path of the session whose write fires it.
  CREATE FUNCTION boardhall_match_players() RETURNS trigger LANGUAGE plpgsql
    SET search_path FROM CURRENT AS $$
    BEGIN
      IF TG_OP = 'UPDATE' THEN
        IF NEW.seats::text IS NOT DISTINCT FROM OLD.seats::text THEN RETURN NEW; END IF;
        DELETE FROM match_players WHERE match_id = NEW.id;
      END IF;
      INSERT INTO match_players (account_id, match_id, seat)
        SELECT s.value->>'accountId', NEW.id, (s.ordinality - 1)::integer
        FROM json_array_elements(NEW.seats) WITH ORDINALITY AS s(value, ordinality)
        WHERE s.value->>'accountId' IS NOT NULL;
      RETURN NEW;
    END $$;
  CREATE TRIGGER match_players_on_change AFTER INSERT OR UPDATE OF seats ON matches
    FOR EACH ROW EXECUTE FUNCTION boardhall_match_players();
  `,
  // 5: speeds and clocks, the table's chat, each node's last sign of life and the cluster's
  // uptime (as SQLite's 5).
  `
  ALTER TABLE matches ADD COLUMN speed json;
  ALTER TABLE matches ADD COLUMN clocks json;
  ALTER TABLE matches ADD COLUMN next_deadline bigint;
  ALTER TABLE matches ADD COLUMN chat json;
  CREATE INDEX matches_by_deadline ON matches (next_deadline) WHERE next_deadline IS NOT NULL;

  CREATE TABLE chat_messages (
    match_id   text NOT NULL REFERENCES matches (id),
    idx        integer NOT NULL CHECK (idx >= 1),
    seat       integer NOT NULL,
    name       text,
    text       text,
    phrase     text,
    created_at bigint NOT NULL,
    PRIMARY KEY (match_id, idx)
  );

  CREATE TABLE node_alive (
    node_id  text PRIMARY KEY,
    alive_at bigint NOT NULL
  );
  CREATE TABLE cluster_uptime (
    id        integer PRIMARY KEY CHECK (id = 1),
    uptime_ms bigint NOT NULL,
    beat_at   bigint NOT NULL
  );
  INSERT INTO cluster_uptime (id, uptime_ms, beat_at) VALUES (1, 0, 0);
  `,
  // 6: turn e-mails, as SQLite's 6: the account's address, the mail tokens (hashed), and when
  // each account was last told of its turn in each match.
  `
  CREATE TABLE account_emails (
    account_id  text PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
    email       text NOT NULL,
    confirmed   boolean NOT NULL,
    turn_emails boolean NOT NULL,
    updated_at  bigint NOT NULL
  );

  CREATE TABLE mail_tokens (
    hash       text PRIMARY KEY,
    account_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    purpose    text NOT NULL CHECK (purpose IN ('confirm', 'unsubscribe')),
    email      text NOT NULL,
    expires_at bigint NOT NULL
  );
  CREATE INDEX mail_tokens_by_account ON mail_tokens (account_id);

  CREATE TABLE turn_mails (
    account_id   text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    match_id     text NOT NULL,
    last_sent_at bigint NOT NULL,
    PRIMARY KEY (account_id, match_id)
  );
  `,
  // 7: the open matches with no deadline, indexed by age (as SQLite's 7).
  `
  CREATE INDEX matches_open_undated ON matches (created_at, id COLLATE "C")
    WHERE next_deadline IS NULL AND status IN ('waiting', 'playing');
  `,
  // 8: ratings, as SQLite's 8. \`seq\` comes from a sequence, drawn after the players' locks are
  // taken (postgres-rating-writes.ts), so for any two results that share a player, seq order is
  // the order they were applied in; a rolled-back transaction leaves a gap, which is harmless.
  // Ratings are float8: node-postgres reads and writes them as the shortest exact decimal, so
  // every number reads back bit for bit.
  `
  ALTER TABLE matches ADD COLUMN rated boolean NOT NULL DEFAULT false;

  CREATE TABLE ratings (
    game       text NOT NULL,
    player     text NOT NULL,
    mu         double precision NOT NULL,
    sigma      double precision NOT NULL,
    games      integer NOT NULL CHECK (games >= 1),
    last_seq   bigint NOT NULL,
    updated_at bigint NOT NULL,
    PRIMARY KEY (game, player)
  );
  CREATE INDEX ratings_by_player ON ratings (player);
  CREATE INDEX ratings_by_estimate ON ratings (game, (1500 + (mu - 3 * sigma - 25) * 60));

  CREATE SEQUENCE rated_results_seq;
  CREATE TABLE rated_results (
    seq         bigint PRIMARY KEY CHECK (seq >= 1),
    match_id    text NOT NULL UNIQUE REFERENCES matches (id),
    game        text NOT NULL,
    finished_at bigint NOT NULL,
    counted     boolean NOT NULL
  );

  CREATE TABLE rated_entries (
    seq          bigint NOT NULL REFERENCES rated_results (seq),
    seat         integer NOT NULL,
    player       text NOT NULL,
    place        integer NOT NULL CHECK (place >= 1),
    mu_before    double precision,
    sigma_before double precision,
    mu_after     double precision NOT NULL,
    sigma_after  double precision NOT NULL,
    PRIMARY KEY (seq, seat)
  );
  CREATE INDEX rated_entries_by_player ON rated_entries (player, seq);

  CREATE TABLE rating_pairs (
    day      integer NOT NULL,
    player_a text NOT NULL,
    player_b text NOT NULL,
    results  integer NOT NULL CHECK (results >= 1),
    PRIMARY KEY (day, player_a, player_b)
  );
  `,
  // 9: whether a match allows hints, as SQLite's 9.
  `
  ALTER TABLE matches ADD COLUMN hints boolean NOT NULL DEFAULT false;
  `,
];

/** Quotes a schema name already checked to be a plain identifier. */
export const quoteIdent = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/**
 * Brings `schema` up to date and returns its version. Two processes starting at once are safe:
 * the work runs under a transaction-level advisory lock keyed on the schema, so the second waits
 * and then finds nothing left to do.
 */
export async function migratePostgres(client: ClientBase, schema: string): Promise<number> {
  const q = quoteIdent(schema);
  await client.query('BEGIN');
  try {
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`boardhall-migrate:${schema}`]);
    await client.query(`CREATE SCHEMA IF NOT EXISTS ${q}`);
    await client.query(`SET LOCAL search_path TO ${q}`);
    await client.query(
      `CREATE TABLE IF NOT EXISTS boardhall_migrations (
         version    integer PRIMARY KEY,
         applied_at timestamptz NOT NULL DEFAULT now()
       )`,
    );
    const found = await client.query<{ version: number | null }>(
      'SELECT max(version) AS version FROM boardhall_migrations',
    );
    let version = found.rows[0]?.version ?? 0;
    if (version > PG_MIGRATIONS.length) {
      throw new StorageError(
        'schema-too-new',
        `The database schema '${schema}' is version ${version}, newer than this server knows (${PG_MIGRATIONS.length}); upgrade the server.`,
      );
    }
    while (version < PG_MIGRATIONS.length) {
      await client.query(PG_MIGRATIONS[version] as string);
      version += 1;
      await client.query('INSERT INTO boardhall_migrations (version) VALUES ($1)', [version]);
    }
    await client.query('COMMIT');
    return version;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}
