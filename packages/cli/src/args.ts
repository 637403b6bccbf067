import { hostname } from 'node:os';
import { BoardhallError } from '@boardhall/engine';
import { parseMailFrom, parseSmtpUrl } from '@boardhall/server';

/** A whole number within [min, max] from a command-line flag, or a 'bad-number' error. */
export function parseWholeNumber(flag: string, text: string, min: number, max = Number.MAX_SAFE_INTEGER): number {
  const trimmed = text.trim();
  const value = /^-?\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    const range = max === Number.MAX_SAFE_INTEGER ? `${min} or more` : `from ${min} to ${max}`;
    throw new BoardhallError('bad-number', `${flag} must be a whole number ${range}; got '${text}'.`);
  }
  return value;
}

/** A positive duration in seconds (decimals allowed). */
/** `--public-url`: an http(s) origin, as players reach the site. */
export function parsePublicUrl(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new BoardhallError(
      'bad-argument',
      `--public-url takes an http(s):// address, e.g. https://play.example.org; got '${text}'.`,
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new BoardhallError('bad-argument', `--public-url takes an http(s):// address; got '${text}'.`);
  }
  return url.origin;
}

/**
 * `--smtp` and `--mail-from`: the SMTP server's URL and the From address, checked before anything
 * starts. Links in e-mails are absolute, so `--smtp` needs `--public-url`.
 */
export function parseMailArgs(
  smtp: string,
  from: string | undefined,
  publicUrl: string | undefined,
): { smtpUrl: string; from?: string } {
  parseSmtpUrl(smtp);
  if (publicUrl === undefined) {
    throw new BoardhallError(
      'bad-argument',
      "--smtp needs --public-url (or $BOARDHALL_PUBLIC_URL), e.g. https://play.example.org: the e-mails' links must be absolute.",
    );
  }
  return { smtpUrl: smtp, ...(from !== undefined ? { from: parseMailFrom(from) } : {}) };
}

/** When idle clocked matches are parked, in milliseconds (the server's ParkingSettings, in part). */
export interface ParkingArgs {
  idleMs?: number;
  horizonMs?: number;
  lookaheadMs?: number;
  scanMs?: number;
}

const PARKING_KEYS = { idle: 'idleMs', horizon: 'horizonMs', lookahead: 'lookaheadMs', scan: 'scanMs' } as const;

/**
 * `--parking idle=<ms>,horizon=<ms>,lookahead=<ms>,scan=<ms>` (any of them): for benchmarks and
 * tests that cannot wait the defaults' minutes. The lookahead must stay below the horizon, or a
 * match would be loaded again as soon as it is parked.
 */
export function parseParking(text: string): ParkingArgs {
  const parking: ParkingArgs = {};
  for (const pair of text.split(',')) {
    const [key = '', value = ''] = pair.split('=', 2).map((part) => part.trim());
    const field = PARKING_KEYS[key as keyof typeof PARKING_KEYS];
    if (!field) {
      throw new BoardhallError(
        'bad-argument',
        `--parking takes idle=, horizon=, lookahead=, scan= with milliseconds, comma-separated; got '${pair}'.`,
      );
    }
    parking[field] = parseWholeNumber(`--parking ${key}`, value, key === 'scan' ? 10 : 0, 30 * 24 * 3_600_000);
  }
  if ((parking.lookaheadMs ?? 120_000) >= (parking.horizonMs ?? 600_000)) {
    throw new BoardhallError('bad-argument', '--parking: the lookahead must be shorter than the horizon.');
  }
  return parking;
}

/** One of a fixed set of words, else a BoardhallError naming them. */
export function parseChoice<T extends string>(flag: string, text: string, choices: readonly T[]): T {
  if ((choices as readonly string[]).includes(text)) return text as T;
  throw new BoardhallError('bad-argument', `${flag} takes one of ${choices.join(', ')}; got '${text}'.`);
}

export function parseSeconds(flag: string, text: string): number {
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0 || value > 3600) {
    throw new BoardhallError(
      'bad-number',
      `${flag} must be a number of seconds above 0 and at most 3600; got '${text}'.`,
    );
  }
  return value;
}

/**
 * Game options from repeated `--option key=value` flags. Values are read as JSON when they
 * parse (numbers, booleans, lists), otherwise as text; dotted keys build nested objects.
 */
export function parseGameOptions(pairs: readonly string[]): Record<string, unknown> {
  const options: Record<string, unknown> = {};
  for (const pair of pairs) {
    const eq = pair.indexOf('=');
    const key = eq > 0 ? pair.slice(0, eq).trim() : '';
    if (!/^[A-Za-z][\w.]*$/.test(key)) {
      throw new BoardhallError('bad-option', `--option takes key=value; got '${pair}'.`);
    }
    const raw = pair.slice(eq + 1);
    let value: unknown = raw;
    try {
      value = JSON.parse(raw);
    } catch {
      // Plain text such as `mode=fiefdom` is a string value.
    }
    const path = key.split('.');
    let target = options;
    for (const part of path.slice(0, -1)) {
      const next = target[part];
      if (next === undefined || next === null || typeof next !== 'object') target[part] = {};
      target = target[part] as Record<string, unknown>;
    }
    target[path[path.length - 1] as string] = value;
  }
  return options;
}

/** Collects a repeatable flag's values (commander's accumulator). */
export function collect(value: string, previous: string[]): string[] {
  return [...previous, value];
}

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * `--trust-proxy`: a hop count (1–16), or proxy addresses: IPv4/IPv6 addresses or CIDR ranges, or
 * the names 'loopback', 'linklocal', 'uniquelocal', comma-separated.
 */
export function parseTrustProxy(text: string): number | string[] {
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops >= 1 && hops <= 16) return hops;
    throw new BoardhallError('bad-argument', `--trust-proxy takes 1 to 16 hops; got ${text}.`);
  }
  const parts = text.split(',').map((p) => p.trim());
  for (const p of parts) {
    const address = /^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(p) && /[.:]/.test(p);
    if (!address && !PROXY_NAMES.has(p)) {
      throw new BoardhallError(
        'bad-argument',
        `--trust-proxy takes a hop count or proxy addresses (IP, CIDR, 'loopback', 'linklocal', 'uniquelocal'); got '${p}'.`,
      );
    }
  }
  return parts;
}

/** What `serve --redis …` runs with (see ServeOptions.cluster). */
export interface ClusterArgs {
  redisUrl: string;
  nodeId: string;
  /** The cluster's name in Redis; absent: the database schema's name. */
  name?: string;
  leaseMs: number;
  advertiseUrl: string | null;
}

/**
 * Checks the cluster flags of `serve`: a redis:// URL, a PostgreSQL database to share, a node id
 * fit for Redis keys and logs, a lease long enough to renew (a third of it) over a busy network.
 */
export function parseClusterOptions(o: {
  redis: string;
  database: string | undefined;
  nodeId: string | undefined;
  cluster: string | undefined;
  leaseMs: string;
  advertiseUrl: string | undefined;
  port: number;
}): ClusterArgs {
  let url: URL;
  try {
    url = new URL(o.redis);
  } catch {
    throw new BoardhallError('bad-argument', `--redis takes a redis://host:port URL; got '${o.redis}'.`);
  }
  if (url.protocol !== 'redis:' && url.protocol !== 'rediss:') {
    throw new BoardhallError('bad-argument', `--redis takes a redis:// or rediss:// URL; got '${o.redis}'.`);
  }
  if (o.database === undefined || !/^postgres(ql)?:\/\//.test(o.database)) {
    throw new BoardhallError(
      'bad-argument',
      'Several nodes share their matches through PostgreSQL: --redis needs --database postgres://… (or $BOARDHALL_DATABASE_URL).',
    );
  }
  const nodeId = o.nodeId ?? `${hostname()}-${o.port}`;
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(nodeId)) {
    throw new BoardhallError('bad-argument', `--node-id takes 1 to 64 letters, digits, '-' or '_'; got '${nodeId}'.`);
  }
  if (o.cluster !== undefined && !/^[A-Za-z0-9_-]{1,64}$/.test(o.cluster)) {
    throw new BoardhallError(
      'bad-argument',
      `--cluster takes 1 to 64 letters, digits, '-' or '_'; got '${o.cluster}'.`,
    );
  }
  let advertiseUrl: string | null = null;
  if (o.advertiseUrl !== undefined) {
    try {
      advertiseUrl = new URL(o.advertiseUrl).origin;
    } catch {
      throw new BoardhallError('bad-argument', `--advertise-url takes an http(s):// URL; got '${o.advertiseUrl}'.`);
    }
  }
  return {
    redisUrl: o.redis,
    nodeId,
    ...(o.cluster !== undefined ? { name: o.cluster } : {}),
    leaseMs: parseWholeNumber('--lease-ms', o.leaseMs, 500, 600_000),
    advertiseUrl,
  };
}

/** A seed given on the command line: a text of 1 to 200 characters, as a match's seed is. */
export function parseSeedText(text: string): string {
  if (text.length === 0 || text.length > 200) {
    throw new BoardhallError('bad-seed', `--seed must be a text of 1 to 200 characters; got ${text.length}.`);
  }
  return text;
}
