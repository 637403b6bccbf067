import type { Rng } from '../rng.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function leafPaths(
  value: Json,
  path: (string | number)[] = [],
  out: (string | number)[][] = [],
): (string | number)[][] {
  out.push(path);
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) leafPaths(value[i] as Json, [...path, i], out);
  } else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) leafPaths(v, [...path, k], out);
  }
  return out;
}

function replacementFor(value: Json, rng: Rng, strings: readonly string[]): Json {
  if (typeof value === 'number') return rng.pick([value - 1, value + 1, -1, 0, 99, 2.5, value * 7]);
  if (typeof value === 'boolean') return !value;
  if (typeof value === 'string') return rng.pick(['', 'zz', value.toUpperCase(), `${value}x`, ...strings]);
  if (Array.isArray(value)) {
    if (value.length === 0) return [0];
    return rng.pick([value.slice(1), [...value, value[0] as Json], [...value].reverse(), []]);
  }
  if (value === null) return rng.pick([0, '', {}]);
  const keys = Object.keys(value);
  if (keys.length === 0) return null;
  const copy = { ...value };
  delete copy[rng.pick(keys)];
  return copy;
}

/**
 * A copy of a JSON-like action with one part changed: a number nudged or replaced, a string
 * swapped for another seen in the game, a boolean flipped, an array or object trimmed. Most
 * mutants are illegal; the kit keeps those that the game does not list as legal.
 */
export function mutateAction(action: unknown, rng: Rng, strings: readonly string[]): unknown {
  const root = JSON.parse(JSON.stringify(action)) as Json;
  const paths = leafPaths(root);
  const path = rng.pick(paths);
  if (path.length === 0) return replacementFor(root, rng, strings);
  let parent: Json = root;
  for (const key of path.slice(0, -1)) parent = (parent as Record<string | number, Json>)[key] as Json;
  const last = path[path.length - 1] as string | number;
  const container = parent as Record<string | number, Json>;
  container[last] = replacementFor(container[last] as Json, rng, strings);
  return root;
}

/** Every string found anywhere inside some values (to make plausible mutants). */
export function collectStrings(values: readonly unknown[], limit = 200): string[] {
  const seen = new Set<string>();
  const visit = (v: unknown): void => {
    if (seen.size >= limit) return;
    if (typeof v === 'string') seen.add(v);
    else if (Array.isArray(v)) v.forEach(visit);
    else if (v !== null && typeof v === 'object') Object.values(v).forEach(visit);
  };
  values.forEach(visit);
  return [...seen];
}

/** The name of the key the kit adds to actions; no game has a field by that name. */
export const UNKNOWN_KEY = 'kitUnknownKey';

/**
 * Copies of a JSON-like action, each with one unknown key added to one of its objects: the
 * action itself and every object nested in it (in arrays too). A strict schema refuses them all.
 */
export function withUnknownKey(action: unknown, key = UNKNOWN_KEY): { path: string; action: unknown }[] {
  const root = JSON.parse(JSON.stringify(action)) as Json;
  const out: { path: string; action: unknown }[] = [];
  for (const path of leafPaths(root)) {
    let node: Json = root;
    for (const step of path) node = (node as Record<string | number, Json>)[step] as Json;
    if (node === null || typeof node !== 'object' || Array.isArray(node) || key in node) continue;
    const copy = JSON.parse(JSON.stringify(root)) as Json;
    let target = copy;
    for (const step of path) target = (target as Record<string | number, Json>)[step] as Json;
    (target as Record<string, Json>)[key] = 1;
    out.push({ path: path.length === 0 ? '(the action)' : path.join('.'), action: copy });
  }
  return out;
}
