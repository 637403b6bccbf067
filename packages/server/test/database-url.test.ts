import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseDatabaseUrl } from '../src/storage/database-url.ts';

describe('parseDatabaseUrl', () => {
  it('reads PostgreSQL URLs, taking Boardhall’s schema parameter off and keeping the rest for node-postgres', () => {
    expect(parseDatabaseUrl('postgres://ann:secret@db:6543/boardhall?schema=hall_1&sslmode=require')).toEqual({
      kind: 'postgres',
      connectionString: 'postgres://ann:secret@db:6543/boardhall?sslmode=require',
      schema: 'hall_1',
      display: 'postgres://ann:***@db:6543/boardhall?schema=hall_1&sslmode=require',
    });
    expect(parseDatabaseUrl('postgresql://db/boardhall')).toMatchObject({ kind: 'postgres', schema: 'public' });
  });

  it('reads sqlite:<dir> and bare folders as SQLite under that folder', () => {
    expect(parseDatabaseUrl('sqlite:./data')).toEqual({ kind: 'sqlite', dataDir: resolve('data') });
    expect(parseDatabaseUrl('sqlite:///var/boardhall')).toEqual({ kind: 'sqlite', dataDir: '/var/boardhall' });
    expect(parseDatabaseUrl('/srv/data')).toEqual({ kind: 'sqlite', dataDir: '/srv/data' });
  });

  it('refuses what it cannot use with bad-database-url and a sentence, never echoing a password', () => {
    for (const [value, message] of [
      ['', /empty/],
      ['sqlite:', /needs a folder/],
      ['mysql://db/x', /Unsupported database 'mysql:'/],
      ['postgres://ann:secret@db/x?schema=Hall', /The schema 'Hall' must be/],
      ['postgres://ann:secret@db:port/x', /'postgres:\/\/ann:\*\*\*@db:port\/x' is not a valid PostgreSQL URL/],
      ['postgres:///x', /names no host/],
    ] as const) {
      let error: unknown;
      try {
        parseDatabaseUrl(value);
      } catch (e) {
        error = e;
      }
      expect(error).toMatchObject({ code: 'bad-database-url' });
      expect(String((error as Error).message)).toMatch(message);
      expect(String((error as Error).message)).not.toContain('secret');
    }
  });
});
