/**
 * State hashes for replay checks and desync detection. The JSON is canonical (keys sorted), so
 * two engines that build the same state with fields in a different order agree on its hash.
 */

/** JSON with object keys sorted at every level; `undefined` fields are dropped as JSON does. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) return v;
    // No prototype, so that a "__proto__" key is copied as the own field it is.
    const sorted: Record<string, unknown> = Object.create(null);
    for (const k of Object.keys(v).sort()) sorted[k] = (v as Record<string, unknown>)[k];
    return sorted;
  });
}

/**
 * cyrb53-style 64-bit-ish hash, fed one UTF-16 code unit at a time, so a text can be hashed
 * while it is produced instead of being built first.
 */
class TextHash {
  h1 = 0xdeadbeef;
  h2 = 0x41c6ce57;

  add(text: string): void {
    let h1 = this.h1;
    let h2 = this.h2;
    for (let i = 0; i < text.length; i++) {
      const ch = text.charCodeAt(i);
      h1 = Math.imul(h1 ^ ch, 2654435761);
      h2 = Math.imul(h2 ^ ch, 1597334677);
    }
    this.h1 = h1;
    this.h2 = h2;
  }

  addCode(ch: number): void {
    this.h1 = Math.imul(this.h1 ^ ch, 2654435761);
    this.h2 = Math.imul(this.h2 ^ ch, 1597334677);
  }

  digest(): string {
    let h1 = this.h1;
    let h2 = this.h2;
    h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
    h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
    return (h2 >>> 0).toString(16).padStart(8, '0') + (h1 >>> 0).toString(16).padStart(8, '0');
  }
}

/** cyrb53-style 64-bit-ish hash of a string, as 16 hex digits. */
export function hashString(text: string): string {
  const h = new TextHash();
  h.add(text);
  return h.digest();
}

const QUOTE = 34;
const COMMA = 44;
const COLON = 58;
const ZERO = 48;

/**
 * Feeds a string as JSON writes it. One pass: the quotes and characters go straight into the
 * hash, and only a string that JSON escapes (quote, backslash, controls, surrogates) starts
 * again from the saved state through JSON.stringify, which is rare in game states.
 */
function addString(h: TextHash, s: string): void {
  let h1 = Math.imul(h.h1 ^ QUOTE, 2654435761);
  let h2 = Math.imul(h.h2 ^ QUOTE, 1597334677);
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 32 || c === 34 || c === 92 || (c >= 0xd800 && c <= 0xdfff)) {
      h.add(JSON.stringify(s));
      return;
    }
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h.h1 = Math.imul(h1 ^ QUOTE, 2654435761);
  h.h2 = Math.imul(h2 ^ QUOTE, 1597334677);
}

/** Digits of a non-negative integer below 2^31, most significant last (no string built). */
const digits = new Int32Array(10);

/** Feeds `String(n)` for a finite number: small integers (most of a state) digit by digit. */
function addNumber(h: TextHash, n: number): void {
  if (n >= 0 && n < 10 && Number.isInteger(n)) {
    // -0 lands here too, and String(-0) is "0".
    h.addCode(ZERO + n);
    return;
  }
  let m = n;
  if (m < 0 && m > -2147483648 && Number.isInteger(m)) {
    h.addCode(45);
    m = -m;
  }
  if (m < 2147483648 && m >= 0 && Number.isInteger(m)) {
    let k = 0;
    do {
      digits[k++] = m % 10;
      m = (m / 10) | 0;
    } while (m > 0);
    while (k > 0) h.addCode(ZERO + (digits[--k] as number));
    return;
  }
  h.add(String(n));
}

/** Keys JavaScript lists first, in numeric order, in every object: canonical array indices. */
function isIndexKey(key: string): boolean {
  const c = key.charCodeAt(0);
  if (c < 48 || c > 57 || (c === 48 && key.length > 1)) return false;
  for (let i = 1; i < key.length; i++) {
    const d = key.charCodeAt(i);
    if (d < 48 || d > 57) return false;
  }
  return key.length < 10 || Number(key) < 4294967295;
}

/** An object's keys in `canonicalJson`'s order, computed from scratch. */
function sortKeys(keys: string[]): string[] {
  let first = 0;
  while (first < keys.length && isIndexKey(keys[first] as string)) first++;
  if (first === 0) return keys.sort();
  if (keys.length - first < 2) return keys;
  return keys.slice(0, first).concat(keys.slice(first).sort());
}

/**
 * Key orders already sorted, by an object's first key: a state is made of a few shapes of object
 * seen again and again, so a shape's sorted order is found by comparing its keys (interned
 * strings, compared by reference) instead of sorting them again. Bounded, so objects keyed by
 * data (ids, names) cannot grow it without end; those are sorted each time as before.
 */
interface KeyOrder {
  readonly keys: readonly string[];
  readonly order: string[];
}
const orders = new Map<string, KeyOrder[]>();
const MAX_ORDERS = 4096;
let orderCount = 0;

function sameKeys(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * An object's keys in the order `canonicalJson` writes them. It rebuilds each object with its
 * keys inserted in sorted order, and JavaScript then lists index-like keys first, numerically,
 * as `Object.keys` already does; so only the keys after those are sorted.
 */
function canonicalKeys(obj: object): readonly string[] {
  const keys = Object.keys(obj);
  if (keys.length < 2) return keys;
  const first = keys[0] as string;
  let known = orders.get(first);
  if (known !== undefined) {
    for (let i = 0; i < known.length; i++) {
      const o = known[i] as KeyOrder;
      if (sameKeys(o.keys, keys)) return o.order;
    }
  }
  const order = sortKeys(keys.slice());
  if (orderCount < MAX_ORDERS) {
    if (known === undefined) {
      known = [];
      orders.set(first, known);
    }
    known.push({ keys, order });
    orderCount++;
  }
  return order;
}

/** Whether `canonicalJson` writes this value at all as an object field. */
function isWritten(v: unknown): boolean {
  const t = typeof v;
  return t !== 'undefined' && t !== 'function' && t !== 'symbol';
}

/** Feeds `canonicalJson(value)` to the hash without building the text. */
function addValue(h: TextHash, value: unknown): void {
  switch (typeof value) {
    case 'string':
      addString(h, value);
      return;
    case 'number':
      if (Number.isFinite(value)) addNumber(h, value);
      else h.add('null');
      return;
    case 'boolean':
      h.add(value ? 'true' : 'false');
      return;
    case 'bigint':
      throw new TypeError('Do not know how to serialize a BigInt');
    case 'object': {
      if (value === null) {
        h.add('null');
        return;
      }
      const withJson = value as { toJSON?: (key: string) => unknown };
      if (typeof withJson.toJSON === 'function') {
        // Rare in game states; the general path is exact.
        h.add(canonicalJson(value) ?? 'null');
        return;
      }
      if (Array.isArray(value)) {
        h.addCode(91);
        for (let i = 0; i < value.length; i++) {
          if (i > 0) h.addCode(COMMA);
          const v: unknown = value[i];
          if (isWritten(v)) addValue(h, v);
          else h.add('null');
        }
        h.addCode(93);
        return;
      }
      const obj = value as Record<string, unknown>;
      h.addCode(123);
      let first = true;
      const keys = canonicalKeys(obj);
      for (let i = 0; i < keys.length; i++) {
        const key = keys[i] as string;
        const v = obj[key];
        if (!isWritten(v)) continue;
        if (!first) h.addCode(COMMA);
        first = false;
        addString(h, key);
        h.addCode(COLON);
        addValue(h, v);
      }
      h.addCode(125);
      return;
    }
    default:
      h.add('null');
  }
}

/**
 * The hash of a game state: `hashString(canonicalJson(state))`, computed while walking the
 * state rather than by building the text first, because the server hashes every state it
 * stores and the text (and the sorted copy of every object behind it) cost more than the hash.
 */
export function stateHash(state: unknown): string {
  if (!isWritten(state)) return hashString(String(canonicalJson(state)));
  const h = new TextHash();
  addValue(h, state);
  return h.digest();
}
