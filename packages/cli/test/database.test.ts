// `serve --database` and `migrate`, against the test PostgreSQL (a fresh schema per test).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRegistry, Match, type Seat } from '@boardhall/engine';
import { SqliteMatchStore, type StoredAction, type StoredChatMessage, type StoredMatch } from '@boardhall/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tally } from '../../engine/test/fixtures/toy-game.ts';
import {
  dropTestSchemas,
  freshSchema,
  requireTestDatabase,
  TEST_PG_URL,
  withTestDatabase,
} from '../../server/test/store-under-test.ts';
import { EXIT_BAD_INPUT, EXIT_FAILED, EXIT_OK, memoryIo, runCli } from '../src/index.ts';

const registry = createRegistry([tally]);
const bin = join(import.meta.dirname, '..', 'bin', 'boardhall.mjs');
const run = async (...argv: string[]) => {
  const io = memoryIo();
  const code = await runCli(argv, registry, io);
  return { code, out: io.stdout.join(''), err: io.stderr.join('') };
};
const dirs: string[] = [];
const tmp = () => {
  const dir = mkdtempSync(join(tmpdir(), 'boardhall-cli-db-'));
  dirs.push(dir);
  return dir;
};
const pgUrl = (schema: string) => {
  const url = new URL(TEST_PG_URL);
  url.searchParams.set('schema', schema);
  return url.toString();
};

beforeAll(requireTestDatabase);
afterAll(async () => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
  await dropTestSchemas();
});

/** A tally match played `moves` actions deep, with the hashes the engine gives. */
function played(id: string, moves: number): { match: StoredMatch; actions: StoredAction[] } {
  const m = Match.create(tally, 2, {}, `seed-${id}`);
  const actions: StoredAction[] = [];
  for (let seq = 1; seq <= moves && m.outcome() === null; seq++) {
    const seat = tally.activeSeats(m.state)[0] as Seat;
    const action = tally.legalActions(m.state, seat)[0];
    const result = m.submit(seat, action);
    if (!result.ok) throw new Error(`tally refused its own legal action: ${result.error.code}`);
    actions.push({ matchId: id, seq, kind: 'action', seat, action, hash: result.hash, at: seq });
  }
  const match: StoredMatch = {
    id,
    game: 'tally',
    players: 2,
    options: {},
    seed: `seed-${id}`,
    seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }],
    status: m.outcome() === null ? 'playing' : 'finished',
    createdAt: 1,
    updatedAt: 1,
    outcome: m.outcome(),
    rngScheme: 'chacha20',
  };
  return { match, actions };
}

async function writeSqlite(
  dir: string,
  games: { match: StoredMatch; actions: StoredAction[]; chat?: StoredChatMessage[] }[],
  accounts: readonly { name: string; id: string }[] = [],
): Promise<void> {
  const store = new SqliteMatchStore(join(dir, 'boardhall.sqlite'));
  for (const a of accounts) {
    if (await store.accounts.accountById(a.id)) continue;
    const at = Date.now();
    await store.accounts.createAccount(
      {
        id: a.id,
        name: a.name,
        nameKey: a.name.toLowerCase(),
        language: 'uk',
        passwordHash: null,
        createdAt: at,
        updatedAt: at,
      },
      {
        id: `key-${a.id}`,
        accountId: a.id,
        publicKey: 'cHVibGlj',
        counter: 3,
        transports: ['internal'],
        label: 'Phone',
        createdAt: at,
        lastUsedAt: null,
      },
    );
    await store.accounts.createSession({
      idHash: `hash-${a.id}`,
      accountId: a.id,
      createdAt: at,
      lastSeenAt: at,
      expiresAt: at + 86_400_000,
      userAgent: 'test',
    });
    // A confirmed address with turn e-mails on, and a turn e-mail sent: they go with the account.
    await store.mail.setEmail(a.id, `${a.id}@example.org`, at);
    await store.mail.confirmEmail(a.id, `${a.id}@example.org`, at);
    await store.mail.setTurnEmails(a.id, true, at);
    await store.mail.claimTurnMail(a.id, 'a', at, 12 * 3_600_000);
  }
  for (const g of games) {
    if (!(await store.getMatch(g.match.id))) await store.createMatch(g.match);
    const have = (await store.loadActions(g.match.id)).length;
    for (const a of g.actions.slice(have)) await store.appendAction(a);
    const said = (await store.loadChat(g.match.id, 1000)).length;
    for (const m of (g.chat ?? []).slice(said)) await store.appendChat(m);
  }
  await store.close();
}

describe('serve --database', () => {
  it('refuses a bad database setting with one error line and exit code 2, from the flag or the environment', async () => {
    for (const [database, message] of [
      ['mysql://db/boardhall', /Unsupported database 'mysql:'/],
      ['postgres://127.0.0.1/test?schema=Bad-Name', /The schema 'Bad-Name' must be/],
      ['postgres://127.0.0.1:1/test', /PostgreSQL at postgres:\/\/127.0.0.1:1\/test cannot be used/],
    ] as const) {
      const { code, err } = await run('serve', '--port', '0', '--database', database);
      expect(code).toBe(EXIT_BAD_INPUT);
      expect(err.trim().split('\n')).toHaveLength(1);
      expect(err).toMatch(/^error: /);
      expect(err).toMatch(message);
    }
    process.env.BOARDHALL_DATABASE_URL = 'redis://127.0.0.1:6379';
    try {
      const { code, err } = await run('serve', '--port', '0');
      expect(code).toBe(EXIT_BAD_INPUT);
      expect(err).toMatch(/^error: Unsupported database 'redis:'/);
    } finally {
      delete process.env.BOARDHALL_DATABASE_URL;
    }
  });

  it('keeps its matches in PostgreSQL when BOARDHALL_DATABASE_URL names it', async () => {
    const schema = freshSchema();
    const child = spawn('node', [bin, 'serve', '--port', '0', '--data', tmp()], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, BOARDHALL_DATABASE_URL: pgUrl(schema) },
    });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let text = '';
        child.stdout.on('data', (chunk: Buffer) => {
          text += chunk.toString();
          const match = /running at (http:\/\/\S+?)\/? \(data in PostgreSQL/.exec(text);
          if (match?.[1]) resolve(match[1]);
        });
        child.once('exit', (code) => reject(new Error(`serve exited with ${code}: ${text}`)));
      });
      const created = await fetch(`${url}/api/matches`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          game: 'four-humours',
          seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }],
          seed: 'pg',
        }),
      });
      expect(created.status).toBe(201);
      const { matchId } = (await created.json()) as { matchId: string };
      const stored = await withTestDatabase((c) =>
        c.query<{ game: string }>(`SELECT game FROM "${schema}".matches WHERE id = $1`, [matchId]),
      );
      expect(stored.rows).toEqual([{ game: 'four-humours' }]);
    } finally {
      child.kill('SIGTERM');
    }
  });
});

describe('migrate', () => {
  it('copies an SQLite database with its accounts, verifies every match, and copies only what is new when run again', async () => {
    const dir = tmp();
    const schema = freshSchema();
    const a = played('a', 4);
    const b = played('b', 100);
    expect(b.match.status).toBe('finished');
    // Seat 0 of match a is an account's: the copy keeps whose it is ("my games").
    (a.match.seats[0] as { accountId?: string }).accountId = 'acc-olha';
    // Its table chat goes with it, markup and all as the plain text it is.
    const chat: StoredChatMessage[] = [
      { matchId: 'a', index: 1, seat: 0, name: 'Olha', text: '<b>Привіт</b>', phrase: null, at: 1_000 },
      { matchId: 'a', index: 2, seat: 1, name: null, text: null, phrase: 'good-luck', at: 2_000 },
    ];
    await writeSqlite(dir, [{ ...a, chat }, b], [{ id: 'acc-olha', name: 'Olha' }]);
    const args = ['migrate', '--from', `sqlite:${dir}`, '--to', pgUrl(schema)];

    const first = await run(...args, '--json');
    expect(first.code).toBe(EXIT_OK);
    const total = a.actions.length + b.actions.length;
    expect(JSON.parse(first.out)).toEqual({
      matches: 2,
      actions: total,
      copiedMatches: 2,
      updatedMatches: 0,
      copiedActions: total,
      verified: 2,
      problems: [],
      accounts: 1,
      copiedAccounts: 1,
      copiedSessions: 1,
      copiedPasskeys: 1,
      copiedEmails: 1,
      ratedResults: 0,
      copiedRatedResults: 0,
    });
    const copiedMail = await withTestDatabase((c) =>
      c.query(
        `SELECT e.email, e.confirmed, e.turn_emails, t.match_id FROM "${schema}".account_emails e
         JOIN "${schema}".turn_mails t ON t.account_id = e.account_id`,
      ),
    );
    expect(copiedMail.rows).toEqual([
      { email: 'acc-olha@example.org', confirmed: true, turn_emails: true, match_id: 'a' },
    ]);
    const copiedAccount = await withTestDatabase((c) =>
      c.query<{ name: string; language: string; match_id: string; seat: number }>(
        `SELECT a.name, a.language, p.match_id, p.seat FROM "${schema}".accounts a
         JOIN "${schema}".match_players p ON p.account_id = a.id`,
      ),
    );
    expect(copiedAccount.rows).toEqual([{ name: 'Olha', language: 'uk', match_id: 'a', seat: 0 }]);
    const copiedChat = await withTestDatabase((c) =>
      c.query(`SELECT idx, seat, text, phrase FROM "${schema}".chat_messages WHERE match_id = 'a' ORDER BY idx`),
    );
    expect(copiedChat.rows).toEqual([
      { idx: 1, seat: 0, text: '<b>Привіт</b>', phrase: null },
      { idx: 2, seat: 1, text: null, phrase: 'good-luck' },
    ]);

    const again = await run(...args);
    expect(again.code).toBe(EXIT_OK);
    expect(again.out).toMatch(/^Nothing new to copy: the 2 matches and \d+ actions of sqlite:.* are all in /);
    expect(again.out).toMatch(/Verified 2 of 2 matches/);

    // The SQLite server played on; a later run takes only the new rows.
    const further = played('a', 8);
    await writeSqlite(dir, [further]);
    const third = JSON.parse((await run(...args, '--json')).out);
    expect(third).toMatchObject({ copiedMatches: 0, copiedActions: further.actions.length - 4, verified: 2 });
    const rows = await withTestDatabase((c) =>
      c.query<{ n: string }>(`SELECT count(*) AS n FROM "${schema}".actions WHERE match_id = 'a'`),
    );
    expect(Number(rows.rows[0]?.n)).toBe(further.actions.length);
  });

  it('exits with 1 and names the match whose hash chain does not replay', async () => {
    const dir = tmp();
    const good = played('good', 3);
    const bad = played('bad', 3);
    (bad.actions[1] as StoredAction).hash = 'not-the-hash';
    await writeSqlite(dir, [good, bad]);
    const { code, out } = await run('migrate', '--from', `sqlite:${dir}`, '--to', pgUrl(freshSchema()));
    expect(code).toBe(EXIT_FAILED);
    expect(out).toMatch(/Verified 1 of 2 matches/);
    expect(out).toMatch(/not verified: bad: .*after action 2 the state hash is \S+, stored not-the-hash/);
  });

  it('refuses a missing source, a source that is not SQLite and a target that is not PostgreSQL', async () => {
    const empty = tmp();
    const target = pgUrl(freshSchema());
    for (const [from, to, message] of [
      [`sqlite:${empty}`, target, /There is no Boardhall SQLite database at/],
      [target, target, /--from must be sqlite:<folder>/],
      [`sqlite:${empty}`, `sqlite:${empty}`, /--to must be a postgres:\/\/ URL/],
    ] as const) {
      const { code, err } = await run('migrate', '--from', from, '--to', to);
      expect(code).toBe(EXIT_BAD_INPUT);
      expect(err).toMatch(/^error: /);
      expect(err).toMatch(message);
    }
  });
});
