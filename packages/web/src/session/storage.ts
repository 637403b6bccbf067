/** What this browser remembers: local matches (to continue them) and online seat tokens. */
import { type RngScheme, SEED_BYTES, type Seat, seedFromRandomBytes } from '@boardhall/engine';
import type { SeatSetup } from './types.ts';

export interface RecordedMove {
  readonly seat: Seat;
  readonly action: unknown;
}

/** A match played on this device: enough to rebuild it exactly (seed + actions). */
export interface LocalMatchRecord {
  readonly v: 1;
  readonly id: string;
  readonly game: string;
  readonly players: number;
  readonly options: unknown;
  readonly seed: string;
  /**
   * How the seed became the generator: 'chacha20' for every match created since issue #12; records
   * saved before it have no field and are read as 'xoroshiro128plus' so they rebuild exactly.
   */
  readonly rngScheme: RngScheme;
  readonly seats: readonly SeatSetup[];
  readonly actions: readonly RecordedMove[];
  readonly createdAt: number;
  readonly updatedAt: number;
  readonly finished: boolean;
  /** The seats to act when last saved (for the lobby list). */
  readonly toAct: readonly Seat[];
}

/** A seat this browser holds in an online match. */
export interface OnlineMatchRecord {
  readonly v: 1;
  readonly id: string;
  readonly game: string;
  readonly seat: Seat | null;
  readonly token: string | null;
  readonly updatedAt: number;
}

const LOCAL = 'boardhall.local.';
const ONLINE = 'boardhall.online.';

function safeStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function readAll<T>(prefix: string): T[] {
  const s = safeStorage();
  if (!s) return [];
  const out: T[] = [];
  for (let i = 0; i < s.length; i++) {
    const key = s.key(i);
    if (!key?.startsWith(prefix)) continue;
    try {
      out.push(JSON.parse(s.getItem(key) ?? 'null') as T);
    } catch {
      // A damaged record is skipped, not fatal.
    }
  }
  return out.filter((x) => x !== null);
}

function write(key: string, value: unknown): void {
  try {
    safeStorage()?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the match still plays, it just cannot be continued later.
  }
}

/** A record as saved, from before `rngScheme` existed or after. */
type SavedLocalMatch = Omit<LocalMatchRecord, 'rngScheme'> & { readonly rngScheme?: RngScheme };

/** Records saved before ChaCha20 carry no scheme: their seeds build the old generator. */
const withScheme = (r: SavedLocalMatch): LocalMatchRecord => ({ ...r, rngScheme: r.rngScheme ?? 'xoroshiro128plus' });

export const localMatches = (): LocalMatchRecord[] =>
  readAll<SavedLocalMatch>(LOCAL)
    .filter((r) => r.v === 1)
    .map(withScheme)
    .sort((a, b) => b.updatedAt - a.updatedAt);

export function loadLocalMatch(id: string): LocalMatchRecord | null {
  try {
    const r = JSON.parse(safeStorage()?.getItem(LOCAL + id) ?? 'null') as SavedLocalMatch | null;
    return r?.v === 1 ? withScheme(r) : null;
  } catch {
    return null;
  }
}

export const saveLocalMatch = (r: LocalMatchRecord): void => write(LOCAL + r.id, r);
export const removeLocalMatch = (id: string): void => safeStorage()?.removeItem(LOCAL + id);

export const onlineMatches = (): OnlineMatchRecord[] =>
  readAll<OnlineMatchRecord>(ONLINE)
    .filter((r) => r.v === 1)
    .sort((a, b) => b.updatedAt - a.updatedAt);

export function loadOnlineMatch(id: string): OnlineMatchRecord | null {
  try {
    const r = JSON.parse(safeStorage()?.getItem(ONLINE + id) ?? 'null') as OnlineMatchRecord | null;
    return r?.v === 1 ? r : null;
  } catch {
    return null;
  }
}

export const saveOnlineMatch = (r: OnlineMatchRecord): void => write(ONLINE + r.id, r);
export const removeOnlineMatch = (id: string): void => safeStorage()?.removeItem(ONLINE + id);

/** A seed for a match given none: 128 bits of crypto randomness, as 32 hex digits. */
export function newSeed(): string {
  return seedFromRandomBytes(crypto.getRandomValues(new Uint8Array(SEED_BYTES)));
}

/** A short random id for a local match. */
export function newId(): string {
  const bytes = new Uint8Array(6);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(36).padStart(2, '0'))
    .join('')
    .slice(0, 10);
}

export type AnimationSetting = 'full' | 'fast' | 'off';
const SETTINGS = 'boardhall.settings';

export interface Settings {
  readonly animations: AnimationSetting;
}

export function loadSettings(): Settings {
  const reduced =
    typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches ? 'off' : 'full';
  try {
    const raw = JSON.parse(safeStorage()?.getItem(SETTINGS) ?? 'null') as Partial<Settings> | null;
    const a = raw?.animations;
    return { animations: a === 'full' || a === 'fast' || a === 'off' ? a : reduced };
  } catch {
    return { animations: reduced };
  }
}

export const saveSettings = (s: Settings): void => write(SETTINGS, s);

/** The pause between two bot moves, so people can follow them (UI-DESIGN §4.4: at least 600 ms). */
export function botPauseMs(setting: AnimationSetting): number {
  return setting === 'full' ? 700 : setting === 'fast' ? 250 : 0;
}
