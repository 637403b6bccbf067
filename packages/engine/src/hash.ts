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
  private h1 = 0xdeadbeef;
  private h2 = 0x41c6ce57;

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

/** Whether JSON.stringify escapes anything in `s`: quote, backslash, controls, surrogates (when lone). */
function needsEscape(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 32 || c === 34 || c === 92 || (c >= 0xd800 && c <= 0xdfff)) return true;
  }
  return false;
}

function addString(h: TextHash, s: string): void {
  if (needsEscape(s)) {
    h.add(JSON.stringify(s));
    return;
  }
  h.addCode(QUOTE);
  h.add(s);
  h.addCode(QUOTE);
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

/**
 * An object's keys in the order `canonicalJson` writes them. It rebuilds each object with its
 * keys inserted in sorted order, and JavaScript then lists index-like keys first, numerically,
 * as `Object.keys` already does; so only the keys after those are sorted.
 */
function canonicalKeys(obj: object): string[] {
  const keys = Object.keys(obj);
  let first = 0;
  while (first < keys.length && isIndexKey(keys[first] as string)) first++;
  if (first === 0) return keys.sort();
  if (keys.length - first < 2) return keys;
  return keys.slice(0, first).concat(keys.slice(first).sort());
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
      h.add(Number.isFinite(value) ? String(value) : 'null');
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
      for (const key of canonicalKeys(obj)) {
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
