import { resolve } from 'node:path';
import { StorageError } from './errors.ts';

/** Where a server keeps its matches, as `--database` / `BOARDHALL_DATABASE_URL` say. */
export type DatabaseTarget =
  | { kind: 'sqlite'; dataDir: string }
  | {
      kind: 'postgres';
      /** The URL as node-postgres takes it, without Boardhall's own `schema` parameter. */
      connectionString: string;
      /** The PostgreSQL schema holding Boardhall's tables (`?schema=`, default `public`). */
      schema: string;
      /** The URL with any password replaced, for messages and logs. */
      display: string;
    };

/** A plain, unquoted PostgreSQL identifier: it needs no escaping anywhere. */
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * Reads a database setting: `postgres://…` or `postgresql://…` for PostgreSQL, `sqlite:<dir>`
 * (or a bare folder) for SQLite under that folder. Throws `bad-database-url` for anything else.
 */
export function parseDatabaseUrl(value: string): DatabaseTarget {
  const text = value.trim();
  if (text === '') throw new StorageError('bad-database-url', 'The database setting is empty.');
  if (/^postgres(ql)?:\/\//i.test(text)) return parsePostgres(text);
  if (/^sqlite:/i.test(text)) {
    const dir = text.slice('sqlite:'.length).replace(/^\/\/(?=\/)/, '');
    if (dir === '') throw new StorageError('bad-database-url', "'sqlite:' needs a folder, e.g. sqlite:./data.");
    return { kind: 'sqlite', dataDir: resolve(dir) };
  }
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) {
    const scheme = text.slice(0, text.indexOf(':'));
    throw new StorageError(
      'bad-database-url',
      `Unsupported database '${scheme}:'; use postgres://… or sqlite:<folder>.`,
    );
  }
  return { kind: 'sqlite', dataDir: resolve(text) };
}

function parsePostgres(text: string): DatabaseTarget {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new StorageError('bad-database-url', `'${redact(text)}' is not a valid PostgreSQL URL.`);
  }
  if (url.hostname === '' && !url.searchParams.has('host')) {
    throw new StorageError('bad-database-url', `'${redact(text)}' names no host.`);
  }
  if (url.port !== '' && !/^\d+$/.test(url.port)) {
    throw new StorageError('bad-database-url', `'${redact(text)}' has a bad port.`);
  }
  const schema = url.searchParams.get('schema') ?? 'public';
  if (!SCHEMA_NAME.test(schema)) {
    throw new StorageError(
      'bad-database-url',
      `The schema '${schema}' must be lower-case letters, digits and _, starting with a letter or _.`,
    );
  }
  url.searchParams.delete('schema');
  const connectionString = url.toString();
  return { kind: 'postgres', connectionString, schema, display: redact(text) };
}

/** The URL without its password. */
function redact(text: string): string {
  return text.replace(/^(postgres(?:ql)?:\/\/[^:@/]*):[^@/]*@/i, '$1:***@');
}
